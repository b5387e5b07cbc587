import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementReader } from '../../../components/announcement-reader.tsx';
import { groupAnnouncementsQuery } from '../api/group-board-api.ts';

/** Spec 002 2.3 and section 9: the group home's announcements, 5 a page. */
export const HOME_ANNOUNCEMENTS_PER_PAGE = 5;

/** The group's shown announcements, paged; one opens in place with a way back. */
export function GroupAnnouncements({ gid }: { gid: number }) {
  const { t } = useTranslation('group');
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(groupAnnouncementsQuery(gid, 'shown', { currentPage: page, limit: HOME_ANNOUNCEMENTS_PER_PAGE }));
  return (
    <div data-testid="group-home-announcements">
      <AnnouncementReader heading={t('home.announcements')} empty={t('home.noAnnouncements')} page={data} loading={isPending} current={page} onPage={setPage} />
    </div>
  );
}
