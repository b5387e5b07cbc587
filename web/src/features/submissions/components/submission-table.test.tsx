import type { Submission } from '@oj/shared';
import { JudgeStatus } from '@oj/shared/enums';
import { judgeCalls } from '@oj/shared/api/judge';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callKey, mockApi, pageTestHooks, renderRoutes } from '../../../test/page-app.tsx';
import { SubmissionTable } from './submission-table.tsx';

pageTestHooks();

const row = (over: Partial<Submission>): Submission => ({
  submitId: 1,
  uid: 'u1',
  username: 'root',
  pid: 1000,
  displayPid: '1000',
  displayId: '1000',
  title: 'A+B',
  cid: 0,
  gid: null,
  status: 0,
  score: null,
  oiRankScore: null,
  judger: null,
  isManual: false,
  time: 1,
  memory: 1024,
  length: 10,
  language: 'C++',
  submitTime: '2026-11-01T08:00:00Z',
  errorMessage: null,
  share: false,
  ...over,
});

describe('SubmissionTable', () => {
  it('shows a problem the viewer may not read (no display id) as a dash, not as a link', async () => {
    const hidden = row({ submitId: 2, pid: 0, displayPid: '', displayId: '', title: '' });
    renderRoutes([{ path: '/', element: <SubmissionTable rows={[row({}), hidden]} viewer={null} superAdmin={false} /> }], '/');
    const rows = within(await screen.findByTestId('submission-table')).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /1000 A\+B/ })
        .getAttribute('href'),
    ).toBe('/problem/1000');
    const problemCell = within(rows[2]!).getAllByRole('cell')[1]!;
    expect(problemCell.textContent).toBe('-');
    expect(within(problemCell).queryByRole('link')).toBeNull();
  });
});

describe('remote judge statuses in the list', () => {
  it('Submitted Failed resubmits on a click for its author only; Submitted Unknown Result carries its warning', async () => {
    const calls = mockApi({ [callKey(judgeCalls.resubmit)]: () => row({ status: JudgeStatus.PENDING }) });
    const rows = [
      row({ submitId: 7, status: JudgeStatus.SUBMITTED_FAILED }),
      row({ submitId: 8, uid: 'u2', status: JudgeStatus.SUBMITTED_FAILED }),
      row({ submitId: 9, status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT }),
    ];
    renderRoutes([{ path: '/', element: <SubmissionTable rows={rows} viewer="u1" superAdmin={false} /> }], '/');
    const [, mine, theirs, unknown] = within(await screen.findByTestId('submission-table')).getAllByRole('row');
    expect(within(theirs!).queryByTestId('resubmit')).toBeNull();
    expect(within(unknown!).getByTestId('not-result').getAttribute('aria-label')).toMatch(/^Submitted Unknown Result\. Submitted Not Result: the remote judge took the submission/);
    fireEvent.click(within(mine!).getByRole('button', { name: 'Submitted Failed: click to resubmit' }));
    expect(await screen.findByText('Resubmitted successfully')).toBeTruthy();
    expect(calls.map((c) => [c.key, c.query.get('submitId')])).toEqual([[callKey(judgeCalls.resubmit), '7']]);
  });
});
