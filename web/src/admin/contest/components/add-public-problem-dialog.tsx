import { ContestType } from '@oj/shared/enums';
import { AddProblemFromPublicBody } from '@oj/shared/schemas/admin-contest';
import type { AdminContestProblemRow, AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { DisplayIdPrompt } from '../../components/display-id-prompt.tsx';
import { PublicProblemDialog, usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import { ADMIN_CONTEST_KEY, addProblemFromPublic, contestProblemListQuery } from '../api/admin-contest-api.ts';

/** Spec 002 2.5: the public problems of the contest's rule that are not in it yet, searchable, each added under a display id. */
export function AddPublicProblemDialog({ contest, opened, onClose }: { contest: AdminContestView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<AdminContestProblemRow | null>(null);
  const search = usePublicProblemSearch();
  const list = useQuery({ ...contestProblemListQuery({ cid: contest.id, problemType: contest.type, ...search.params }), enabled: opened });
  const add = useMutation({
    mutationFn: addProblemFromPublic,
    onSuccess: () => {
      toast.success(t('problems.added'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTEST_KEY });
      setPicked(null);
    },
  });
  return (
    <PublicProblemDialog
      opened={opened}
      onClose={onClose}
      title={t('problems.addFromPublic')}
      hint={t(contest.type === ContestType.OI ? 'problems.oiHint' : 'problems.acmHint')}
      search={search}
      page={list.data?.problemList}
      loading={list.isPending}
      onPick={setPicked}
    >
      {picked && (
        <DisplayIdPrompt
          key={picked.id}
          label={t('problems.askDisplayId', { problem: `${picked.problemId} ${picked.title}` })}
          check={(displayId) => AddProblemFromPublicBody.safeParse({ cid: contest.id, pid: picked.id, displayId })}
          onAdd={(displayId) => add.mutate({ cid: contest.id, pid: picked.id, displayId })}
          adding={add.isPending}
          onCancel={() => setPicked(null)}
        />
      )}
    </PublicProblemDialog>
  );
}
