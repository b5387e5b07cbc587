import { Stack } from '@mantine/core';
import { ContestDisplayId } from '@oj/shared/schemas/admin-contest';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContestOffice } from '../../../admin/contest/api/contest-office.ts';
import { DisplayIdPrompt } from '../../../admin/components/display-id-prompt.tsx';
import { groupProblemBank, ProblemBankContext, type ProblemBank } from '../../../admin/problem/api/admin-problem-api.ts';
import { ProblemEditor } from '../../../admin/problem/pages/problem-form-page.tsx';
import { http } from '../../../lib/http.ts';
import { useHostingGroup } from '../../../lib/group-scope.ts';

/**
 * A group's problem made inside one of its contests (spec 002 2.6 "create" in the contest problem list; POST
 * /api/group/contest-problem): the problem bank of the group whose create places the new problem in the contest
 * under the display id, and whose changes refresh the contest's pages.
 */
export const contestProblemBank = (gid: number, cid: number, displayId: string, key: readonly unknown[]): ProblemBank => ({
  ...groupProblemBank(gid),
  key,
  create: (body) => http.post<unknown>('/api/group/contest-problem', { ...body, gid, problem: { ...body.problem, gid }, cid, displayId }),
});

/** First the display id the new problem takes in the contest (checked by the API's rule), then the full problem form. */
export function GroupContestProblemCreator({ cid }: { cid: number }) {
  const { t } = useTranslation('adminContest');
  const scope = useHostingGroup();
  const office = useContestOffice();
  const navigate = useNavigate();
  const [displayId, setDisplayId] = useState<string | null>(null);
  const bank = useMemo(() => (displayId === null ? null : contestProblemBank(scope.gid, cid, displayId, office.key)), [scope.gid, cid, displayId, office.key]);
  const problemsPath = office.paths.problems(cid);
  if (!bank)
    return (
      <DisplayIdPrompt
        label={t('problems.newDisplayId')}
        check={(typed) => ContestDisplayId.safeParse(typed)}
        onAdd={setDisplayId}
        adding={false}
        onCancel={() => void navigate(problemsPath)}
      />
    );
  return (
    <Stack>
      <ProblemBankContext.Provider value={bank}>
        <ProblemEditor listPath={problemsPath} prefix={scope.shortName} />
      </ProblemBankContext.Provider>
    </Stack>
  );
}
