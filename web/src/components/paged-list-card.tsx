import { Card, Center, Group, Loader, Pagination, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { KeywordFilter } from './keyword-filter.tsx';

interface HeadingProps {
  title: ReactNode;
  /** The keyword search, after the other filters. */
  keyword: { value: string; onSearch: (keyword: string) => void; label: string };
  /** The other filters. */
  children: ReactNode;
}

/** A list page's heading row: the title, and its filters beside it. */
export function ListHeading({ title, keyword, children }: HeadingProps) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={3}>{title}</Title>
      <Group gap="sm">
        {children}
        <KeywordFilter keyword={keyword.value} onSearch={keyword.onSearch} label={keyword.label} />
      </Group>
    </Group>
  );
}

interface Props {
  heading: ReactNode;
  /** The list's query: a loader while pending, `emptyText` when its page has no rows. */
  list: { data?: { total: number; records: readonly unknown[] } | undefined; isPending: boolean };
  emptyText: string;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The rows. */
  children: ReactNode;
}

/** A list page for everyone: the heading, a loader, the rows or the empty note, and the page numbers (at least one). */
export function PagedListCard({ heading, list, emptyText, pageSize, page, onPage, children }: Props) {
  return (
    <Card withBorder padding="lg">
      {heading}
      {list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list.data?.records.length ? (
        children
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {emptyText}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize))} value={page} onChange={onPage} />
      </Group>
    </Card>
  );
}
