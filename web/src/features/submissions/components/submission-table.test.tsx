import type { Submission } from '@oj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestHooks, renderRoutes } from '../../../test/page-app.tsx';
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
