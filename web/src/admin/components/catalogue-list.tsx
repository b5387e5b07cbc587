import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { usePaging } from '../../components/pager.tsx';
import { ListCard, ListTable } from '../../components/list-card.tsx';

export interface CatalogueColumn<T> {
  title: string;
  cell: (row: T) => ReactNode;
}

/**
 * A back-office catalogue (honors, training categories, tags, tag classifications): the id and the given columns,
 * pages of 10, and for editors add, edit and delete after confirming. The whole catalogue is loaded; paging is local.
 */
export function CatalogueList<T extends { id: number }>(props: {
  title: string;
  hint?: string | undefined;
  columns: CatalogueColumn<T>[];
  rows: T[];
  loading: boolean;
  editor: boolean;
  addLabel: string;
  onAdd: () => void;
  onEdit: (row: T) => void;
  deleteQuestion: (row: T) => string;
  onDelete: (row: T) => void;
  minWidth?: number;
  /** Test ids: `<name>-table`, `<name>-row`, `add-<name>`, `edit-<name>`, `delete-<name>`. */
  name: string;
}) {
  const { t } = useTranslation('admin');
  const paging = usePaging(10);
  const { columns, rows, editor, name } = props;
  return (
    <ListCard
      title={props.title}
      hint={props.hint}
      actions={
        editor && (
          <Button onClick={props.onAdd} data-testid={`add-${name}`}>
            {props.addLabel}
          </Button>
        )
      }
      minWidth={props.minWidth ?? 600}
      empty={!props.loading && rows.length === 0}
      pager={{ total: rows.length, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <ListTable
        head={
          <>
            <Table.Th>{t('catalogue.id')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.title}>{c.title}</Table.Th>
            ))}
            {editor && <Table.Th>{t('catalogue.options')}</Table.Th>}
          </>
        }
        data-testid={`${name}-table`}
      >
        {rows.slice((paging.page - 1) * paging.size, paging.page * paging.size).map((row) => (
          <Table.Tr key={row.id} data-testid={`${name}-row`}>
            <Table.Td>{row.id}</Table.Td>
            {columns.map((c) => (
              <Table.Td key={c.title}>{c.cell(row)}</Table.Td>
            ))}
            {editor && (
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" onClick={() => props.onEdit(row)} data-testid={`edit-${name}`}>
                    {t('catalogue.edit')}
                  </Button>
                  <ConfirmButton size="compact-xs" color="red" question={props.deleteQuestion(row)} onConfirm={() => props.onDelete(row)} data-testid={`delete-${name}`}>
                    {t('catalogue.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListTable>
    </ListCard>
  );
}
