import { JudgeStatus } from '@oj/shared/enums';
import { judgeCalls } from '@oj/shared/api/judge';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { callKey, mockApi, pageTestHooks, renderRoutes, signIn } from '../../test/page-app.tsx';
import { remoteSubmission } from '../../test/remote-submission.ts';
import { SubmissionDetailPage } from './submission-detail-page.tsx';

pageTestHooks();

const submission = (status: number) => remoteSubmission(7, status, { errorMessage: status === JudgeStatus.SUBMITTED_FAILED ? 'Codeforces did not answer (3 tries)' : null });

const open = (statuses: number[]) => {
  const answers = [...statuses];
  const calls = mockApi({
    [callKey(judgeCalls.getSubmission)]: () => ({ submission: submission(answers.length > 1 ? answers.shift()! : answers[0]!), codeShare: true }),
    [callKey(judgeCalls.resubmit)]: () => submission(JudgeStatus.PENDING),
  });
  renderRoutes([{ path: '/submission-detail/:submitID', Component: SubmissionDetailPage }], '/submission-detail/7');
  return calls;
};
const reads = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.key === callKey(judgeCalls.getSubmission)).length;

describe('a remote submission in its detail', { timeout: 15_000 }, () => {
  test('Submitted Failed shows why; a click on its tag resubmits, says so, and polls the submission again until final', async () => {
    signIn('ann');
    const calls = open([JudgeStatus.SUBMITTED_FAILED, JudgeStatus.PENDING, JudgeStatus.ACCEPTED]);
    expect((await screen.findByTestId('error-message')).textContent).toBe('Codeforces did not answer (3 tries)');
    fireEvent.click(screen.getByRole('button', { name: 'Submitted Failed: click to resubmit' }));
    expect(await screen.findByText('Resubmitted successfully')).toBeTruthy();
    expect(calls.find((c) => c.key === callKey(judgeCalls.resubmit))?.query.get('submitId')).toBe('7');
    // read again at once (Pending), then polled every 2 s until the verdict
    await waitFor(() => expect(reads(calls)).toBe(2));
    await waitFor(() => expect(reads(calls)).toBe(3), { timeout: 5000 });
    expect(await screen.findAllByText('Accepted')).toBeTruthy();
  });

  test('Submitted Unknown Result shows the Submitted Not Result warning, and no resubmit', async () => {
    signIn('ann');
    open([JudgeStatus.SUBMITTED_UNKNOWN_RESULT]);
    expect((await screen.findByTestId('not-result-warning')).textContent).toMatch(/^Submitted Not Result/);
    expect(screen.queryByTestId('resubmit')).toBeNull();
  });
});
