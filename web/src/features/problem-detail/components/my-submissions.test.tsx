import { JudgeStatus } from '@oj/shared/enums';
import { judgeCalls } from '@oj/shared/api/judge';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { callKey, mockApi, pageTestHooks, renderRoutes, signIn } from '../../../test/page-app.tsx';
import { remoteSubmission } from '../../../test/remote-submission.ts';
import { MySubmissions } from './my-submissions.tsx';

pageTestHooks();

const row = (submitId: number, status: number) => remoteSubmission(submitId, status);

describe('my submissions on the problem page', { timeout: 15_000 }, () => {
  test('an unfinished row is polled until its verdict; a Submitted Failed one offers the resubmit', async () => {
    signIn('ann');
    const calls = mockApi({
      [callKey(judgeCalls.getJudgeList)]: () => ({ records: [row(8, JudgeStatus.PENDING), row(7, JudgeStatus.SUBMITTED_FAILED)], total: 2, current: 1, size: 10, pages: 1 }),
      [callKey(judgeCalls.checkCommonJudgeResult)]: () => ({ 8: { status: JudgeStatus.ACCEPTED, score: null, oiRankScore: null, time: 15, memory: 1024, judger: 'CF', isManual: false } }),
    });
    renderRoutes([{ path: '/problem/:problemId', element: <MySubmissions problemId="CF-1A" scope={undefined} /> }], '/problem/CF-1A');
    const table = await screen.findByTestId('my-submissions');
    await waitFor(() => expect(within(table).getByText('Accepted')).toBeTruthy());
    expect(calls.find((c) => c.key === callKey(judgeCalls.checkCommonJudgeResult))?.body).toEqual({ submitIds: [8] });
    expect(within(table).getByRole('button', { name: 'Submitted Failed: click to resubmit' })).toBeTruthy();
  });
});
