import type { TrainingView } from '@oj/shared/schemas/training';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ProblemDetailPage } from '../../features/problem-detail/problem-detail-page.tsx';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { problemDetail } from '../../test/problem-detail.ts';
import { TrainingShell } from '../../features/training/training-shell.tsx';
import { judgeCalls } from '@oj/shared/api/judge';
import { problemCalls } from '@oj/shared/api/problem';
import { trainingCalls } from '@oj/shared/api/training';

vi.mock('../../components/code-editor/code-editor.tsx', () => import('../../test/code-editor-stand-in.tsx'));

// The problem page is the problem-detail feature's, hosted by the training shell as the route table does.
const routes = [
  {
    path: '/training/:trainingID',
    Component: TrainingShell,
    children: [
      { index: true, Component: () => <p data-testid="introduction">introduction</p> },
      { path: 'problem/:problemID', Component: ProblemDetailPage },
    ],
  },
];

const training = (acCount: number): TrainingView => ({
  id: 5,
  title: 'Graph basics',
  description: '',
  author: 'coach',
  auth: 'Private',
  categoryName: 'Graphs',
  categoryColor: '#409EFF',
  rank: 1,
  problemCount: 2,
  acCount,
  gid: null,
  gmtModified: '2026-11-20T10:00:00.000Z',
});

const detail = problemDetail();

pageTestHooks();

describe('the problem page inside a training', () => {
  test('the problem is asked for with tid, the submit carries tid, and the verdict moves the header progress', async () => {
    signIn('ann');
    let judged = false;
    const calls = mockApi({
      [callKey(trainingCalls.getTraining)]: () => training(judged ? 2 : 1),
      [callKey(trainingCalls.getTrainingAccess)]: () => ({ access: true }),
      [callKey(problemCalls.getProblemInfo)]: () => detail,
      [callKey(judgeCalls.getJudgeList)]: () => ({ records: [], total: 0, current: 1, size: 10 }),
      [callKey(judgeCalls.submitProblemJudge)]: () => ({ submitId: 900, status: 5 }),
      [callKey(judgeCalls.checkCommonJudgeResult)]: () => {
        judged = true;
        return { 900: { status: 0, score: null, oiRankScore: null, time: 3, memory: 1024, judger: 'j', isManual: false } };
      },
    });
    renderRoutes(routes, '/training/5/problem/1000');
    expect((await screen.findByTestId('problem-title')).textContent).toBe('1000 A+B');
    expect(Object.fromEntries(calls.find((c) => c.key === callKey(problemCalls.getProblemInfo))!.query)).toEqual({ problemId: '1000', tid: '5' });
    expect(screen.getByTestId('training-progress').getAttribute('data-ac')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Problem List' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('submit'));
    const status = await screen.findByTestId('submit-status');
    await waitFor(() => expect(within(status).getByText('Accepted')).toBeTruthy());
    expect(calls.find((c) => c.key === callKey(judgeCalls.submitProblemJudge))!.body).toEqual({ pid: 1000, language: 'C++', code: 'int main(){}', isRemote: false, tid: 5 });
    await waitFor(() => expect(screen.getByTestId('training-progress').getAttribute('data-ac')).toBe('2'));
  });

  test('a private training whose password is not accepted yet sends its problem page to the introduction', async () => {
    signIn('ann');
    const calls = mockApi({ [callKey(trainingCalls.getTraining)]: () => training(0), [callKey(trainingCalls.getTrainingAccess)]: () => ({ access: false }) });
    renderRoutes(routes, '/training/5/problem/1000');
    expect(await screen.findByTestId('introduction')).toBeTruthy();
    expect(calls.some((c) => c.key === callKey(problemCalls.getProblemInfo))).toBe(false);
  });
});
