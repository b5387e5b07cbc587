import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '../../../components/announcement-list.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { useHostingGroup } from '../../../lib/group-scope.ts';
import { deleteGroupAnnouncement, groupAnnouncementsQuery, saveGroupAnnouncement } from '../api/group-board-api.ts';

/** Spec 002 2.3 (GroupAnnouncementList, group admins): the group's announcements, hidden ones too, with create, edit, visibility and delete. */
export function AnnouncementPage() {
  const { t } = useTranslation('group');
  const { gid, reload } = useHostingGroup();
  const paging = usePaging(10);
  const { data, isPending } = useQuery(groupAnnouncementsQuery(gid, 'admin', { currentPage: paging.page, limit: paging.size }));
  return (
    <AnnouncementList heading={t('announcement.title')} page={data} loading={isPending} paging={paging} save={(a) => saveGroupAnnouncement(gid, a)} remove={deleteGroupAnnouncement} onChanged={reload} />
  );
}
