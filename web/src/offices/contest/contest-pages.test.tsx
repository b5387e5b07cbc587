import type { AdminContestAnnouncement } from '@oj/shared/schemas/admin-contest-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { adminContest } from '../../test/admin-contest.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { ContestAnnouncementsPage } from './pages/contest-announcements-page.tsx';
import { ContestFormPage } from './pages/contest-form-page.tsx';
import { ContestListPage } from './pages/contest-list-page.tsx';
import { ContestProblemsPage } from './pages/contest-problems-page.tsx';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { fileCalls } from '@oj/shared/api/file';
import { homeCalls } from '@oj/shared/api/home';
import { pick } from '../../test/page-helpers.ts';

const routes = [
  { path: '/admin/contest', Component: ContestListPage },
  { path: '/admin/contest/create', Component: ContestFormPage },
  { path: '/admin/contest/:contestId/edit', Component: ContestFormPage },
  { path: '/admin/contest/:contestId/problems', Component: ContestProblemsPage },
  { path: '/admin/contest/:contestId/announcement', Component: ContestAnnouncementsPage },
];

const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const refusal = (msg: string) => new Response(JSON.stringify({ status: 400, msg, data: null }), { status: 400, headers: { 'Content-Type': 'application/json' } });
const website: Record<string, Handler> = { [callKey(homeCalls.getWebConfig)]: () => ({}) };
const query = (calls: ReturnType<typeof mockApi>, key: string) => Object.fromEntries(calls.find((c) => c.key === key)?.query ?? []);

pageTestHooks();

describe('the contest list', () => {
  const rows = [adminContest(), adminContest({ id: 13, uid: 'uid-other', author: 'other', title: 'Winter Cup', status: 1, visible: false })];

  test('the creator manages their contest only; the visibility switch sends cid, visible and uid; no delete for admins', async () => {
    signIn('setter', ['admin']);
    const calls = mockApi({ ...website, [callKey(adminContestCalls.getContestList)]: () => page(rows), [callKey(adminContestCalls.changeContestVisible)]: () => null });
    renderRoutes(routes, '/admin/contest?keyword=cup');
    const [mine, theirs] = await screen.findAllByTestId('admin-contest-row');
    expect(query(calls, callKey(adminContestCalls.getContestList))).toEqual({ currentPage: '1', limit: '10', keyword: 'cup' });
    expect(within(mine!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/contest/12/edit');
    expect(within(mine!).getByRole('link', { name: 'Problem list' }).getAttribute('href')).toBe('/admin/contest/12/problems');
    expect(within(mine!).getByRole('link', { name: 'Announcement list' }).getAttribute('href')).toBe('/admin/contest/12/announcement');
    expect(within(theirs!).queryByText('Edit')).toBeNull();
    expect(within(theirs!).getByTestId('visible-switch').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Delete')).toBeNull();
    fireEvent.click(within(mine!).getByTestId('visible-switch'));
    await waitFor(() => expect(query(calls, callKey(adminContestCalls.changeContestVisible))).toEqual({ cid: '12', visible: 'false', uid: 'uid-setter' }));
  });

  test('the super admin deletes after confirming, clones, and downloads the accepted code with the dialog choices', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      ...website,
      [callKey(adminContestCalls.getContestList)]: () => page(rows),
      [callKey(adminContestCalls.deleteContest)]: () => null,
      [callKey(adminContestCalls.cloneContest)]: () => adminContest({ id: 14, title: 'Autumn Cup [Cloned]', visible: false }),
      [callKey(fileCalls.downloadContestACSubmission)]: () => new Response('zip', { headers: { 'Content-Type': 'application/zip' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    renderRoutes(routes, '/admin/contest');
    const [first] = await screen.findAllByTestId('admin-contest-row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Delete the contest Autumn Cup/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(query(calls, callKey(adminContestCalls.deleteContest))).toEqual({ cid: '12' }));

    fireEvent.click(within(first!).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Copied as contest 14'));

    fireEvent.click(within(first!).getByRole('button', { name: 'Download AC submissions' }));
    const dialog = await screen.findByTestId('download-dialog');
    expect((within(dialog).getByTestId('exclude-admin') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByTestId('split-problem'));
    fireEvent.click(within(dialog).getByTestId('exclude-admin'));
    fireEvent.click(within(dialog).getByTestId('download-ok'));
    await waitFor(() => expect(query(calls, callKey(fileCalls.downloadContestACSubmission))).toEqual({ cid: '12', excludeAdmin: 'false', splitType: 'problem' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});

// The whole form renders again on each change: a few seconds per test when the machine is busy.
describe('the contest form', { timeout: 20_000 }, () => {
  const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

  test('checks in the spec order before sending, then creates the contest and returns to the list', async () => {
    signIn('setter', ['admin']);
    const calls = mockApi({ ...website, [callKey(adminContestCalls.addContest)]: () => adminContest(), [callKey(adminContestCalls.getContestList)]: () => page([adminContest()]) });
    renderRoutes(routes, '/admin/contest/create');
    fireEvent.click(await screen.findByTestId('save-contest'));
    expect((await screen.findByTestId('form-problem')).textContent).toBe('The contest title is required');
    fill('contest-title', 'Autumn Cup');
    fill('contest-description', 'Solve **everything**.');
    fill('start-time', '2026-11-02T13:00');
    fill('end-time', '2026-11-02T08:00');
    expect((screen.getByTestId('contest-duration') as HTMLInputElement).value).toBe('The contest must end after it starts');
    fireEvent.click(screen.getByTestId('save-contest'));
    await waitFor(() => expect(screen.getByTestId('form-problem').textContent).toBe('The contest must end after it starts'));
    fill('start-time', '2026-11-02T08:00');
    fill('end-time', '2026-11-02T13:00');
    expect((screen.getByTestId('contest-duration') as HTMLInputElement).value).toMatch(/^5\s?hr?/);
    expect(calls.some((c) => c.key === callKey(adminContestCalls.addContest))).toBe(false);

    fireEvent.click(screen.getByTestId('save-contest'));
    await screen.findByTestId('admin-contest-table');
    expect(calls.find((c) => c.key === callKey(adminContestCalls.addContest))?.body).toMatchObject({
      title: 'Autumn Cup',
      description: 'Solve **everything**.',
      startTime: new Date('2026-11-02T08:00').toISOString(),
      endTime: new Date('2026-11-02T13:00').toISOString(),
      type: 0,
      auth: 0,
      sealRank: false,
      sealRankTime: null,
      awardType: 0,
      awardConfigList: [],
      visible: true,
    });
  });

  test('a private contest asks for its password; the account rule previews the allowed accounts', async () => {
    signIn('setter', ['admin']);
    mockApi(website);
    renderRoutes(routes, '/admin/contest/create');
    await screen.findByTestId('contest-title');
    fill('contest-title', 'Cup');
    fill('contest-description', 'd');
    fill('start-time', '2026-11-02T08:00');
    fill('end-time', '2026-11-02T13:00');
    fireEvent.click(screen.getByTestId('contest-auth'));
    fireEvent.click(await screen.findByRole('option', { name: 'Private', hidden: true }));
    fireEvent.click(screen.getByTestId('save-contest'));
    expect((await screen.findByTestId('form-problem')).textContent).toBe('The contest password is required when the contest is not public');
    fireEvent.click(screen.getByTestId('account-limit'));
    fill('rule-prefix', 'team');
    fireEvent.change(screen.getByTestId('rule-end'), { target: { value: '3' } });
    fill('rule-extra', 'judge1\njudge2');
    await waitFor(() => expect(screen.getByTestId('rule-preview').textContent).toBe('Allowed accounts (5): team1, team2, team3, judge1, judge2'));
    fireEvent.change(screen.getByTestId('rule-start'), { target: { value: '9' } });
    await waitFor(() => expect(screen.getByTestId('rule-problem').textContent).toBe('The account rule start number must not be greater than its end number'));
  });

  test('editing loads the contest, keeps the rule fixed, and shows the server refusal as it comes', async () => {
    signIn('setter', ['admin']);
    const calls = mockApi({
      ...website,
      [callKey(adminContestCalls.getContest)]: () => adminContest({ visible: false, starAccount: ['guest'] }),
      [callKey(adminContestCalls.updateContest)]: () => refusal('Only the contest creator or a super admin may manage this contest'),
    });
    renderRoutes(routes, '/admin/contest/12/edit');
    expect(((await screen.findByTestId('contest-title')) as HTMLInputElement).value).toBe('Autumn Cup');
    expect(query(calls, callKey(adminContestCalls.getContest))).toEqual({ cid: '12' });
    expect((screen.getByTestId('rule-acm') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('rule-oi') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('save-contest'));
    await waitFor(() => expect(screen.getByTestId('form-problem').textContent).toBe('Only the contest creator or a super admin may manage this contest'));
    expect(calls.find((c) => c.key === callKey(adminContestCalls.updateContest))?.body).toMatchObject({ id: 12, visible: false, starAccount: ['guest'], title: 'Autumn Cup' });
  });

  test('an address without a contest id says so', async () => {
    signIn('setter', ['admin']);
    mockApi(website);
    renderRoutes(routes, '/admin/contest/abc/edit');
    expect(await screen.findByText('This address names no contest')).toBeTruthy();
  });
});

describe('the contest problems', () => {
  const problemList = {
    problemList: page([{ id: 1000, problemId: '1000', title: 'A+B Problem', author: 'root', auth: 3, type: 0, isRemote: false }]),
    contestProblemMap: { 1000: { id: 5, cid: 12, pid: 1000, displayId: 'A', displayTitle: 'Sum', color: null } },
  };
  const publicList = { problemList: page([{ id: 1002, problemId: '1002', title: 'Square Root', author: 'root', auth: 1, type: 0, isRemote: false }]), contestProblemMap: {} };
  const api = () =>
    mockApi({
      ...website,
      [callKey(adminContestCalls.getContest)]: () => adminContest(),
      [callKey(adminContestCalls.getProblemList)]: ({ query: q }) => (q.has('problemType') ? publicList : problemList),
      [callKey(adminContestCalls.addProblemFromPublic)]: () => null,
      [callKey(adminContestCalls.setContestProblem)]: () => ({ ...problemList.contestProblemMap[1000], color: '#ff4500' }),
      [callKey(adminContestCalls.deleteProblem)]: () => null,
    });

  test('rows show the display id, the problem and its display title; the balloon colour is saved when left; removal asks first', async () => {
    signIn('root', ['root']);
    const calls = api();
    renderRoutes(routes, '/admin/contest/12/problems');
    const row = await screen.findByTestId('contest-problem-row');
    expect(row.textContent).toContain('A');
    expect(row.textContent).toContain('1000 A+B Problem');
    expect(row.textContent).toContain('Sum');
    const colour = within(row).getByTestId('balloon-color');
    fireEvent.change(colour, { target: { value: '#ff4500' } });
    fireEvent.blur(colour);
    await waitFor(() => expect(calls.find((c) => c.key === callKey(adminContestCalls.setContestProblem))?.body).toEqual({ id: 5, color: '#ff4500' }));
    fireEvent.blur(colour);
    expect(calls.filter((c) => c.key === callKey(adminContestCalls.setContestProblem))).toHaveLength(1);

    fireEvent.click(within(row).getByTestId('remove-problem'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(query(calls, callKey(adminContestCalls.deleteProblem))).toEqual({ pid: '1000', cid: '12' }));
  });

  test('a remote problem is imported straight into the contest under the display id asked, and the list is read again', async () => {
    signIn('root', ['root']);
    const calls = mockApi({
      ...website,
      [callKey(adminContestCalls.getContest)]: () => adminContest(),
      [callKey(adminContestCalls.getProblemList)]: () => problemList,
      [callKey(adminContestCalls.importContestRemoteOJProblem)]: () => null,
    });
    renderRoutes(routes, '/admin/contest/12/problems');
    await screen.findByTestId('contest-problem-row');
    fireEvent.click(screen.getByTestId('import-remote'));
    const dialog = await screen.findByTestId('remote-import-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-remote-import'));
    expect(await within(dialog).findByText('Please enter the display ID')).toBeTruthy();
    await pick(within(dialog).getByLabelText(/Remote judge/), 'Codeforces (CF)');
    fireEvent.change(within(dialog).getByTestId('remote-problem-id'), { target: { value: '1A' } });
    fireEvent.change(within(dialog).getByTestId('remote-display-id'), { target: { value: 'B' } });
    const reads = calls.filter((c) => c.key === callKey(adminContestCalls.getProblemList)).length;
    fireEvent.click(within(dialog).getByTestId('confirm-remote-import'));
    await waitFor(() => expect(query(calls, callKey(adminContestCalls.importContestRemoteOJProblem))).toEqual({ name: 'CF', problemId: '1A', cid: '12', displayId: 'B' }));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminContestCalls.getProblemList)).length).toBeGreaterThan(reads));
  });

  test('an admin who is not a problem admin cannot remove problems (the API refuses them)', async () => {
    signIn('setter', ['admin']);
    api();
    renderRoutes(routes, '/admin/contest/12/problems');
    await screen.findByTestId('contest-problem-row');
    expect(screen.queryByTestId('remove-problem')).toBeNull();
  });

  test('adding from the public problems: the rule hint, problems of the contest rule, and the display id asked', async () => {
    signIn('setter', ['admin']);
    const calls = api();
    renderRoutes(routes, '/admin/contest/12/problems');
    fireEvent.click(await screen.findByTestId('add-from-public'));
    expect(await screen.findByText(/An ACM contest takes ACM problems/)).toBeTruthy();
    const row = await screen.findByTestId('public-problem-row');
    expect(Object.fromEntries(calls.filter((c) => c.key === callKey(adminContestCalls.getProblemList)).at(-1)!.query)).toEqual({ cid: '12', problemType: '0', currentPage: '1', limit: '10' });
    fireEvent.click(within(row).getByTestId('pick-problem'));
    fireEvent.click(await screen.findByTestId('confirm-add'));
    expect(await screen.findByText('The display id in the contest is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('display-id'), { target: { value: ' B ' } });
    fireEvent.click(screen.getByTestId('confirm-add'));
    await waitFor(() => expect(calls.find((c) => c.key === callKey(adminContestCalls.addProblemFromPublic))?.body).toEqual({ cid: 12, pid: 1002, displayId: 'B' }));
    await waitFor(() => expect(screen.queryByTestId('display-id-prompt')).toBeNull());
  });
});

describe('the contest announcements', () => {
  const notice: AdminContestAnnouncement = {
    id: 3,
    cid: 12,
    title: 'Clarification',
    content: 'A is easy',
    uid: 'uid-setter',
    username: 'setter',
    status: 0,
    gmtCreate: '2026-11-02T09:00:00.000Z',
    gmtModified: '2026-11-02T09:00:00.000Z',
  };
  const api = () =>
    mockApi({
      ...website,
      [callKey(adminContestCalls.getContest)]: () => adminContest(),
      [callKey(adminContestCalls.getAnnouncementList)]: () => page([notice]),
      [callKey(adminContestCalls.addAnnouncement)]: ({ body }) => ({ ...notice, id: 4, ...(body as { announcement: object }).announcement }),
      [callKey(adminContestCalls.updateAnnouncement)]: ({ body }) => ({ ...notice, ...(body as { announcement: object }).announcement }),
      [callKey(adminContestCalls.deleteAnnouncement)]: () => null,
    });

  test('create checks the title first, then sends it shown; edit sends the id; the switch hides one; delete asks first', async () => {
    signIn('setter', ['admin']);
    const calls = api();
    renderRoutes(routes, '/admin/contest/12/announcement');
    const row = await screen.findByTestId('announcement-row');
    expect(query(calls, callKey(adminContestCalls.getAnnouncementList))).toEqual({ cid: '12', currentPage: '1', limit: '10' });

    fireEvent.click(screen.getByTestId('create-announcement'));
    fireEvent.click(await screen.findByTestId('save-announcement'));
    expect((await screen.findByTestId('announcement-problem')).textContent).toBe('The announcement title is required');
    fireEvent.change(screen.getByTestId('announcement-title'), { target: { value: 'Time extended' } });
    fireEvent.change(screen.getByTestId('announcement-content'), { target: { value: '15 more minutes' } });
    fireEvent.click(screen.getByTestId('save-announcement'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === callKey(adminContestCalls.addAnnouncement))?.body).toEqual({ cid: 12, announcement: { title: 'Time extended', content: '15 more minutes', status: 0 } }),
    );
    await waitFor(() => expect(screen.queryByTestId('announcement-dialog')).toBeNull());

    fireEvent.click(within(row).getByTestId('edit-announcement'));
    expect(((await screen.findByTestId('announcement-title')) as HTMLInputElement).value).toBe('Clarification');
    fireEvent.click(screen.getByTestId('save-announcement'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === callKey(adminContestCalls.updateAnnouncement))?.body).toEqual({ cid: 12, announcement: { id: 3, title: 'Clarification', content: 'A is easy', status: 0 } }),
    );
    await waitFor(() => expect(screen.queryByTestId('announcement-dialog')).toBeNull());

    fireEvent.click(within(row).getByTestId('announcement-visible'));
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(adminContestCalls.updateAnnouncement)).at(-1)?.body).toMatchObject({ announcement: { id: 3, status: 1 } }));

    fireEvent.click(within(row).getByTestId('delete-announcement'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(query(calls, callKey(adminContestCalls.deleteAnnouncement))).toEqual({ aid: '3' }));
  });
});
