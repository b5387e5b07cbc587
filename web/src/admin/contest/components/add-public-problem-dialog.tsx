import { Button, Group, Paper, TextInput } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import { AddProblemFromPublicBody } from '@oj/shared/schemas/admin-contest';
import type { AdminContestProblemRow, AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { PublicProblemDialog, usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import { ADMIN_CONTEST_KEY, addProblemFromPublic, contestProblemListQuery } from '../api/admin-contest-api.ts';

/** Asks the display id a picked problem takes in the contest, and adds it. */
function DisplayIdPrompt({ cid, problem, onDone }: { cid: number; problem: AdminContestProblemRow; onDone: () => void }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const [displayId, setDisplayId] = useState('');
  const [problemText, setProblemText] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: addProblemFromPublic,
    onSuccess: () => {
      toast.success(t('problems.added'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTEST_KEY });
      onDone();
    },
  });
  const submit = () => {
    const body = { cid, pid: problem.id, displayId };
    const checked = AddProblemFromPublicBody.safeParse(body);
    const message = checked.success ? null : (checked.error.issues[0]?.message ?? null);
    setProblemText(message);
    if (!message) add.mutate({ ...body, displayId: displayId.trim() });
  };
  return (
    <Paper withBorder p="sm" data-testid="display-id-prompt">
      <Group align="flex-end">
        <TextInput
          label={t('problems.askDisplayId', { problem: `${problem.problemId} ${problem.title}` })}
          value={displayId}
          onChange={(e) => setDisplayId(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          error={problemText && translateMessage(problemText)}
          data-autofocus
          data-testid="display-id"
          style={{ flex: 1 }}
        />
        <Button onClick={submit} loading={add.isPending} data-testid="confirm-add">
          {t('problems.add')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Spec 002 2.5: the public problems of the contest's rule that are not in it yet, searchable, each added under a display id. */
export function AddPublicProblemDialog({ contest, opened, onClose }: { contest: AdminContestView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminContest');
  const [picked, setPicked] = useState<AdminContestProblemRow | null>(null);
  const search = usePublicProblemSearch();
  const list = useQuery({ ...contestProblemListQuery({ cid: contest.id, problemType: contest.type, ...search.params }), enabled: opened });
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
      {picked && <DisplayIdPrompt key={picked.id} cid={contest.id} problem={picked} onDone={() => setPicked(null)} />}
    </PublicProblemDialog>
  );
}
