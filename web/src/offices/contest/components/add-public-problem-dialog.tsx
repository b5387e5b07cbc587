import { ContestType } from '@oj/shared/enums';
import { AddProblemFromPublicBody } from '@oj/shared/schemas/admin-contest';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DisplayIdPublicDialog } from '../../components/problem-set-problems.tsx';
import { usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import { officeProblemsQuery, useContestOffice } from '../api/contest-office.ts';

/** Spec 002 2.5: the public problems of the contest's rule that are not in it yet, searchable, each added under a display id. */
export function AddPublicProblemDialog({ contest, opened, onClose }: { contest: AdminContestView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminContest');
  const office = useContestOffice();
  const search = usePublicProblemSearch();
  const list = useQuery({ ...officeProblemsQuery(office, { cid: contest.id, problemType: contest.type, ...search.params }), enabled: opened });
  return (
    <DisplayIdPublicDialog
      kind="contest"
      opened={opened}
      onClose={onClose}
      hint={t(contest.type === ContestType.OI ? 'problems.oiHint' : 'problems.acmHint')}
      search={search}
      page={list.data?.problemList}
      loading={list.isPending}
      check={(pid, displayId) => AddProblemFromPublicBody.safeParse({ cid: contest.id, pid, displayId })}
      add={(pid, displayId) => office.addFromPublic({ cid: contest.id, pid, displayId })}
      refresh={office.key}
    />
  );
}
