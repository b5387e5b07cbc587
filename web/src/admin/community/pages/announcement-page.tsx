import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../components/pager.tsx';
import { AnnouncementList } from '../../../components/announcement-list.tsx';
import { ADMIN_NOTICE_KEY, deleteSiteAnnouncement, saveSiteAnnouncement, siteAnnouncementsQuery } from '../api/notice-api.ts';

/** /admin/announcement (root): the home page's announcements, hidden ones too. */
export function AnnouncementPage() {
  const { t } = useTranslation('adminCommunity');
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const list = useQuery(siteAnnouncementsQuery(paging.page, paging.size));
  return (
    <AnnouncementList
      heading={t('announcement.heading')}
      page={list.data}
      loading={list.isPending}
      paging={paging}
      save={saveSiteAnnouncement}
      remove={deleteSiteAnnouncement}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: ADMIN_NOTICE_KEY })}
    />
  );
}
