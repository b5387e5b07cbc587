import { Card, Group, Table, Text, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager.tsx';

interface Props {
  title: ReactNode;
  /** Buttons beside the title (create, search, back). */
  actions: ReactNode;
  /** A line under the title. */
  hint?: ReactNode;
  /** The table's narrowest width before it scrolls sideways. */
  minWidth: number;
  /** True once loaded with no rows. */
  empty: boolean;
  pager: ComponentProps<typeof Pager>;
  /** The table. */
  children: ReactNode;
}

/** A back-office list: title and actions, the table (scrolling sideways on small screens), an empty note, and the pages. */
export function ListCard({ title, actions, hint, minWidth, empty, pager, children }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb={hint ? 'xs' : 'md'}>
        <Title order={4}>{title}</Title>
        <Group gap="sm">{actions}</Group>
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer>
      {empty && (
        <Text c="dimmed" ta="center" py="lg">
          {t('list.empty')}
        </Text>
      )}
      <Pager {...pager} />
    </Card>
  );
}

/** A back-office list's striped table: its header cells in one row, then its rows. */
export function ListTable({ head, children, 'data-testid': testId }: { head: ReactNode; children: ReactNode; 'data-testid': string }) {
  return (
    <Table striped verticalSpacing="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
