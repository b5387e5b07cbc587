import { Group, Pagination, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 000 section 9: page-size choices. */
export const PAGE_SIZE_OPTIONS = [10, 15, 30, 50, 100];

/** Page and page size kept in component state; a new size goes back to the first page. */
export function usePaging(initialSize: number) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  return {
    page,
    size,
    setPage,
    setSize: (n: number) => {
      setSize(n);
      setPage(1);
    },
  };
}

interface Props {
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** Page-size choices when a list has its own (scoreboards: 10, 30, 50, 100, 300). */
  sizes?: readonly number[];
}

/** Page numbers with a page-size choice; a smaller layout below 768 px. */
export function Pager({ total, page, size, onPage, onSize, sizes = PAGE_SIZE_OPTIONS }: Props) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 767.98px)');
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('common.total', { count: total })}
      </Text>
      <Group gap="sm">
        <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} size={small ? 'sm' : 'md'} siblings={small ? 0 : 1} />
        {!small && (
          <Select
            w={110}
            value={String(size)}
            onChange={(v) => v && onSize(Number(v))}
            data={sizes.map((n) => ({ value: String(n), label: t('common.perPage', { count: n }) }))}
            allowDeselect={false}
            aria-label={t('common.pageSize')}
          />
        )}
      </Group>
    </Group>
  );
}
