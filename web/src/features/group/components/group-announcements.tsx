import { Anchor, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { groupAnnouncementsQuery, type GroupAnnouncement } from '../api/group-board-api.ts';

/** Spec 002 2.3 and section 9: the group home's announcements, 5 a page. */
export const HOME_ANNOUNCEMENTS_PER_PAGE = 5;

/** The group's shown announcements, paged; one opens in place with a way back. */
export function GroupAnnouncements({ gid }: { gid: number }) {
  const { t } = useTranslation('group');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<GroupAnnouncement | null>(null);
  const { data, isPending } = useQuery(groupAnnouncementsQuery(gid, 'shown', { currentPage: page, limit: HOME_ANNOUNCEMENTS_PER_PAGE }));
  const pages = Math.ceil((data?.total ?? 0) / HOME_ANNOUNCEMENTS_PER_PAGE);
  return (
    <Stack gap="xs" data-testid="group-home-announcements">
      <Group justify="space-between">
        <Title order={4}>{open ? open.title : t('home.announcements')}</Title>
        {open && (
          <Button variant="default" size="xs" onClick={() => setOpen(null)}>
            {t('action.back')}
          </Button>
        )}
      </Group>
      {open ? (
        <Markdown source={open.content} />
      ) : isPending ? (
        <Center>
          <Loader size="sm" />
        </Center>
      ) : !data?.records.length ? (
        <Text c="dimmed">{t('home.noAnnouncements')}</Text>
      ) : (
        <>
          {data.records.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap" data-testid="group-home-announcement">
              <Anchor component="button" type="button" onClick={() => setOpen(a)} ta="left" lineClamp={1}>
                {a.title}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {localDateTime(a.gmtCreate)} · {a.username}
              </Text>
            </Group>
          ))}
          {pages > 1 && <Pagination size="sm" value={page} onChange={setPage} total={pages} mt="sm" />}
        </>
      )}
    </Stack>
  );
}
