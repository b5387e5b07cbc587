import { Alert, Button, Checkbox, Table, Text } from '@mantine/core';
import type { AdminProblemRow } from '@oj/shared/schemas/admin-problem-view';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { localDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { ListCard } from '../../../components/list-card.tsx';
import { useListParams } from '../../../components/list-params.ts';
import { ListSearch } from '../../../components/list-search.tsx';
import { exportProblems, problemListQuery } from '../api/problem-exchange-api.ts';

const PAGE_SIZE = 10;
/** What one export call takes (the API refuses more). */
const MAX_EXPORT = 100;

/** The problems picked for export, kept across pages and searches, in the order they were picked. */
const useSelection = () => {
  const [picked, setPicked] = useState<ReadonlyMap<number, AdminProblemRow>>(new Map());
  const toggle = (rows: readonly AdminProblemRow[], on: boolean) =>
    setPicked((old) => {
      const next = new Map(old);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  return { picked, toggle, clear: () => setPicked(new Map()) };
};

/**
 * Spec 002 2.12 problem export: a paged, searchable list of the problems with a selection that survives paging, and
 * the download of the selection as one HOJ problem zip. The selection must not be empty (spec 002 section 5).
 */
export function ExportPanel() {
  const { t } = useTranslation('adminProblemExchange');
  const { keyword, page, limit, search, setPage, setLimit } = useListParams(PAGE_SIZE);
  const list = useQuery(problemListQuery({ currentPage: page, limit, keyword: keyword || undefined }));
  const { picked, toggle, clear } = useSelection();
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const records = list.data?.records ?? [];
  const pickedHere = records.filter((r) => picked.has(r.id)).length;

  const download = async () => {
    setError(null);
    if (picked.size === 0) return setError(t('export.empty'));
    if (picked.size > MAX_EXPORT) return setError(translateMessage(`Export at most ${MAX_EXPORT} problems at once`));
    setDownloading(true);
    try {
      await exportProblems([...picked.values()]);
    } catch (err) {
      // the download helper has reported it; a refusal stays beside the button too
      if (err instanceof ApiError) setError(err.msg);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ListCard
      title={t('export.title')}
      hint={t('export.hint')}
      actions={
        <ListSearch keyword={keyword} onSearch={search} data-testid="export-search">
          <Text size="sm" data-testid="export-count">
            {t('export.selected', { count: picked.size })}
          </Text>
          <Button variant="default" onClick={clear} disabled={picked.size === 0} data-testid="export-clear">
            {t('export.clear')}
          </Button>
          <Button onClick={() => void download()} loading={downloading} data-testid="export-button">
            {t('export.button')}
          </Button>
        </ListSearch>
      }
      minWidth={720}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
    >
      {error && (
        <Alert color="red" variant="light" mb="sm" data-testid="export-error">
          {error}
        </Alert>
      )}
      <Table striped verticalSpacing="sm" data-testid="export-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('export.selectPage')}
                checked={records.length > 0 && pickedHere === records.length}
                indeterminate={pickedHere > 0 && pickedHere < records.length}
                onChange={(e) => toggle(records, e.currentTarget.checked)}
                data-testid="export-select-page"
              />
            </Table.Th>
            <Table.Th>{t('export.id')}</Table.Th>
            <Table.Th>{t('table.problemId')}</Table.Th>
            <Table.Th>{t('table.title')}</Table.Th>
            <Table.Th>{t('export.author')}</Table.Th>
            <Table.Th>{t('export.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((row) => (
            <Table.Tr key={row.id} data-testid="export-row">
              <Table.Td>
                <Checkbox aria-label={t('export.select', { title: row.title })} checked={picked.has(row.id)} onChange={(e) => toggle([row], e.currentTarget.checked)} data-testid="export-select" />
              </Table.Td>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.problemId}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.author}</Table.Td>
              <Table.Td>{row.gmtCreate ? localDateTime(row.gmtCreate) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListCard>
  );
}
