import { Button } from '@mantine/core';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { AnnouncementList } from '../../components/announcement-list.tsx';
import { ADMIN_CONTEST_KEY, announcementsQuery, deleteAnnouncement, saveAnnouncement } from '../api/admin-contest-api.ts';
import { CONTEST_LIST_PATH } from '../contest-feature.ts';
import { WithContest } from '../contest-param.tsx';

function Announcements({ contest }: { contest: AdminContestView }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const list = useQuery(announcementsQuery(contest.id, paging.page, paging.size));
  return (
    <AnnouncementList
      heading={t('announcements.heading', { title: contest.title })}
      actions={
        <Button variant="default" component={Link} to={CONTEST_LIST_PATH}>
          {t('common.back')}
        </Button>
      }
      page={list.data}
      loading={list.isPending}
      paging={paging}
      save={(a) => saveAnnouncement(contest.id, a)}
      remove={deleteAnnouncement}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: ADMIN_CONTEST_KEY })}
    />
  );
}

/** /admin/contest/:contestId/announcement: the contest's announcements, hidden ones too, newest first. */
export function ContestAnnouncementsPage() {
  return <WithContest>{(contest) => <Announcements contest={contest} />}</WithContest>;
}
