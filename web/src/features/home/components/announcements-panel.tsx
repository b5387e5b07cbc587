import { Anchor, Button, Card, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '@oj/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { announcementsQuery } from '../api/home-api.ts';

/** A paged list of announcements; one opens in place with a back button. */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const { data, isLoading } = useQuery(announcementsQuery(page));
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{open ? open.title : t('home.announcements')}</Title>
        {open && (
          <Button variant="default" size="xs" onClick={() => setOpen(null)}>
            {t('common.back')}
          </Button>
        )}
      </Group>
      {open ? (
        <Markdown source={open.content} />
      ) : isLoading ? (
        <Center>
          <Loader size="sm" />
        </Center>
      ) : !data?.records.length ? (
        <Text c="dimmed">{t('home.noAnnouncements')}</Text>
      ) : (
        <Stack gap="xs">
          {data.records.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap">
              <Anchor component="button" type="button" onClick={() => setOpen(a)} ta="left" lineClamp={1}>
                {a.title}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {localDateTime(a.gmtCreate)} · {a.username}
              </Text>
            </Group>
          ))}
          {data.pages > 1 && <Pagination size="sm" value={page} onChange={setPage} total={data.pages} mt="sm" />}
        </Stack>
      )}
    </Card>
  );
}
