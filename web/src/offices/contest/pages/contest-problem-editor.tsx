import { Alert } from '@mantine/core';
import { ContestDisplayId } from '@oj/shared/schemas/admin-contest';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DisplayIdPrompt } from '../../components/display-id-prompt.tsx';
import { ProblemBankContext } from '../../problem/api/admin-problem-api.ts';
import { ProblemEditor } from '../../problem/pages/problem-form-page.tsx';
import { useContestOffice } from '../api/contest-office.ts';
import { useContestIdParam } from '../contest-param.tsx';

interface Props {
  cid: number;
  /** A group's short name, shown before the problem id. */
  prefix?: string | undefined;
}

/**
 * A problem written for the contest (spec 002 2.6 "create" in the contest problem list): first the display id it takes
 * in the contest (checked by the API's rule), then the problem form, saved through the office's contest problem call,
 * which places it in the contest as a contest problem (never public before the contest ends).
 */
export function ContestProblemCreator({ cid, prefix }: Props) {
  const { t } = useTranslation('adminContest');
  const office = useContestOffice();
  const navigate = useNavigate();
  const [displayId, setDisplayId] = useState<string | null>(null);
  const bank = useMemo(() => (displayId === null ? null : office.problemBank(cid, displayId)), [office, cid, displayId]);
  const problemsPath = office.paths.problems(cid);
  if (!bank)
    return <DisplayIdPrompt label={t('problems.newDisplayId')} check={(typed) => ContestDisplayId.safeParse(typed)} onAdd={setDisplayId} adding={false} onCancel={() => void navigate(problemsPath)} />;
  return (
    <ProblemBankContext.Provider value={bank}>
      <ProblemEditor listPath={problemsPath} prefix={prefix} />
    </ProblemBankContext.Provider>
  );
}

/** One of the contest's problems in the problem form, saved through the office's contest problem call. */
export function ContestProblemEditor({ cid, pid, prefix }: Props & { pid: number }) {
  const office = useContestOffice();
  const bank = useMemo(() => office.problemBank(cid), [office, cid]);
  return (
    <ProblemBankContext.Provider value={bank}>
      <ProblemEditor pid={pid} listPath={office.paths.problems(cid)} prefix={prefix} />
    </ProblemBankContext.Provider>
  );
}

function NoContest() {
  const { t } = useTranslation('adminContest');
  return <Alert color="red">{t('common.noContest')}</Alert>;
}

/** /admin/contest/:contestId/problems/create */
export function ContestProblemCreatePage() {
  const cid = useContestIdParam();
  return cid === null ? <NoContest /> : <ContestProblemCreator cid={cid} />;
}

/** /admin/contest/:contestId/problems/:problemId/edit (the pid) */
export function ContestProblemEditPage() {
  const cid = useContestIdParam();
  const pid = Number(useParams().problemId);
  return cid === null || !Number.isInteger(pid) || pid <= 0 ? <NoContest /> : <ContestProblemEditor cid={cid} pid={pid} />;
}
