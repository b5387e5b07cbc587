import { Button } from '@mantine/core';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { AnnouncementList } from '../../../components/announcement-list.tsx';
import { officeAnnouncementsQuery, useContestOffice } from '../api/contest-office.ts';
import { WithContest } from '../contest-param.tsx';

function Announcements({ contest }: { contest: AdminContestView }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const office = useContestOffice();
  const paging = usePaging(10);
  const list = useQuery(officeAnnouncementsQuery(office, contest.id, paging.page, paging.size));
  return (
    <AnnouncementList
      heading={t('announcements.heading', { title: contest.title })}
      actions={
        <Button variant="default" component={Link} to={office.paths.list}>
          {t('common.back')}
        </Button>
      }
      page={list.data}
      loading={list.isPending}
      paging={paging}
      save={(a) => office.saveAnnouncement(contest.id, a)}
      remove={(aid) => office.removeAnnouncement(aid, contest.id)}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: office.key })}
    />
  );
}

/** /admin/contest/:contestId/announcement (or a group's Contest tab naming the contest in `cid`): the contest's announcements, hidden ones too, newest first. */
export function ContestAnnouncementsPage({ cid }: { cid?: number | undefined }) {
  return <WithContest cid={cid}>{(contest) => <Announcements contest={contest} />}</WithContest>;
}
