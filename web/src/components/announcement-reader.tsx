import { Anchor, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import type { Announcement, Page } from '@oj/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../lib/format.ts';
import { Markdown } from './markdown.tsx';

interface Props {
  /** The list's heading (an open announcement shows its own title instead). */
  heading: string;
  /** Shown when there are none. */
  empty: string;
  page: Page<Announcement> | undefined;
  loading: boolean;
  current: number;
  onPage: (page: number) => void;
}

/** A paged list of announcement titles (date, author); one opens in place, rendered as markdown, with a way back. */
export function AnnouncementReader({ heading, empty, page, loading, current, onPage }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Announcement | null>(null);
  return (
    <Stack gap="xs" data-testid="announcement-reader">
      <Group justify="space-between">
        <Title order={4}>{open ? open.title : heading}</Title>
        {open && (
          <Button variant="default" size="xs" onClick={() => setOpen(null)}>
            {t('common.back')}
          </Button>
        )}
      </Group>
      {open ? (
        <Markdown source={open.content} />
      ) : loading ? (
        <Center>
          <Loader size="sm" />
        </Center>
      ) : !page?.records.length ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <>
          {page.records.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap" data-testid="announcement-title">
              <Anchor component="button" type="button" onClick={() => setOpen(a)} ta="left" lineClamp={1}>
                {a.title}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {localDateTime(a.gmtCreate)} · {a.username}
              </Text>
            </Group>
          ))}
          {page.pages > 1 && <Pagination size="sm" value={current} onChange={onPage} total={page.pages} mt="sm" />}
        </>
      )}
    </Stack>
  );
}
