import { Card, Center, Group, Loader, Pagination, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list page's heading row: the title, and its filters beside it. */
export function ListHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={3}>{title}</Title>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}

interface Props {
  heading: ReactNode;
  loading: boolean;
  /** How many rows the page has; none shows `emptyText`. */
  count: number;
  emptyText: string;
  pages: { total: number; size: number; page: number; onPage: (page: number) => void };
  /** The rows. */
  children: ReactNode;
}

/** A list page for everyone: the heading, a loader, the rows or the empty note, and the page numbers (at least one). */
export function PagedListCard({ heading, loading, count, emptyText, pages, children }: Props) {
  return (
    <Card withBorder padding="lg">
      {heading}
      {loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : count ? (
        children
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {emptyText}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil(pages.total / pages.size))} value={pages.page} onChange={pages.onPage} />
      </Group>
    </Card>
  );
}
