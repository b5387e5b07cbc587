import type { DiscussionCategory, DiscussionDetail } from '@oj/shared/schemas/community';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { discussion, discussionDetail } from '../../test/discussion.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import { DiscussionDetailPage } from './discussion-detail-page.tsx';
import { DiscussionListPage } from './discussion-list-page.tsx';
import { communityCalls } from '@oj/shared/api/community';

pageTestHooks();
beforeAll(() => i18n.loadNamespaces(['discussion', 'comments']));

const stamp = '2026-03-01T08:00:00.000Z';
const categories: DiscussionCategory[] = [
  { id: 1, name: 'General', gmtCreate: stamp, gmtModified: stamp },
  { id: 2, name: 'Solutions', gmtCreate: stamp, gmtModified: stamp },
];

const detail = (over: Partial<DiscussionDetail> = {}) => discussionDetail(discussion(12), over);

const page = <T,>(records: T[], total = records.length) => ({ records, total, current: 1, size: 10, pages: Math.ceil(total / 10) });
const queryOf = (all: ReturnType<typeof mockApi>, key: string) => all.filter((c) => c.key === key).map((c) => Object.fromEntries(c.query));
const toastText = (text: string) => waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(text));

const listRoutes = [
  { path: '/discussion', Component: DiscussionListPage },
  { path: '/discussion/:problemID', Component: DiscussionListPage },
  { path: '/discussion-detail/:discussionID', Component: DiscussionDetailPage },
];
const listApi = (extra: Record<string, Handler> = {}) =>
  mockApi({
    [callKey(communityCalls.getDiscussionCategory)]: () => categories,
    [callKey(communityCalls.getDiscussionList)]: ({ query }) =>
      page([discussion(1, { topPriority: true, role: 'admin' }), discussion(2, { pid: '1001', categoryId: 2 })], query.get('currentPage') === '1' ? 23 : 23),
    ...extra,
  });

describe('the discussion list', () => {
  test('cards show the pinned marker, problem link, badge, counts and category; the keyword, category and page live in the URL', async () => {
    const all = listApi();
    const router = renderRoutes(listRoutes, '/discussion');
    const cards = await screen.findAllByTestId('discussion-card');
    expect(within(cards[0]!).getByTestId('pinned')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('role-badge').textContent).toBe('ADM');
    expect(within(cards[1]!).queryByTestId('pinned')).toBeNull();
    expect(within(cards[1]!).getByText('Go to problem').closest('a')!.getAttribute('href')).toBe('/problem/1001');
    expect(within(cards[1]!).getByTestId('comment-count').textContent).toContain('5');
    expect(within(cards[1]!).getByTestId('like-count').textContent).toContain('3');
    expect(within(cards[1]!).getByTestId('view-count').textContent).toContain('7');
    expect(within(cards[1]!).getByText('Solutions')).toBeTruthy();
    expect(queryOf(all, callKey(communityCalls.getDiscussionList))[0]).toEqual({ currentPage: '1', limit: '10' });
    expect(screen.queryByTestId('only-mine')).toBeNull(); // visitors have no 'mine'

    fireEvent.change(screen.getByTestId('keyword-filter'), { target: { value: ' pointers ' } });
    fireEvent.keyDown(screen.getByTestId('keyword-filter'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=pointers'));

    fireEvent.click(within(screen.getByTestId('category-panel')).getByText('Solutions'));
    await waitFor(() => expect(router.state.location.search).toBe('?cid=2'));
    expect(screen.getByTestId('discussion-breadcrumb').textContent).toContain('Solutions (23)');

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cid=2&currentPage=3'));
    await waitFor(() => expect(queryOf(all, callKey(communityCalls.getDiscussionList)).at(-1)).toEqual({ currentPage: '3', cid: '2', limit: '10' }));
  });

  test("a problem's list asks for its pid and links back; 'mine' is a logged-in filter", async () => {
    signIn('ann');
    const all = listApi();
    const router = renderRoutes(listRoutes, '/discussion/1001');
    await screen.findAllByTestId('discussion-card');
    expect(screen.getByTestId('post-discussion').textContent).toBe('Post a problem discussion');
    expect(screen.getByTestId('back-to-problem').getAttribute('href')).toBe('/problem/1001');
    fireEvent.click(screen.getByTestId('only-mine'));
    await waitFor(() => expect(router.state.location.search).toBe('?onlyMine=true'));
    await waitFor(() => expect(queryOf(all, callKey(communityCalls.getDiscussionList)).at(-1)).toEqual({ currentPage: '1', pid: '1001', onlyMine: 'true', limit: '10' }));
    expect(screen.getByTestId('only-mine').textContent).toBe('All');
  });

  test('posting needs a login: a visitor gets the message and the login dialog', async () => {
    const all = listApi();
    renderRoutes(listRoutes, '/discussion');
    await screen.findAllByTestId('discussion-card');
    fireEvent.click(screen.getByTestId('post-discussion'));
    await toastText('Please login first');
    expect(screen.queryByTestId('discussion-dialog')).toBeNull();
    expect(all.some((c) => c.key === callKey(communityCalls.addDiscussion))).toBe(false);
  });

  test('the post dialog checks each field in turn, then sends a problem discussion titled with its id', { timeout: 20_000 }, async () => {
    signIn('ann');
    const all = listApi({ [callKey(communityCalls.addDiscussion)]: () => detail() });
    renderRoutes(listRoutes, '/discussion/1001');
    await screen.findAllByTestId('discussion-card');
    fireEvent.click(screen.getByTestId('post-discussion'));
    const dialog = await screen.findByTestId('discussion-dialog');
    const send = () => fireEvent.click(within(dialog).getByTestId('discussion-submit'));
    expect(within(dialog).queryByTestId('discussion-pinned-input')).toBeNull(); // only admins pin

    send();
    await toastText('Title is required');
    fireEvent.change(within(dialog).getByTestId('discussion-title-input'), { target: { value: 'x'.repeat(250) } });
    send();
    await toastText('Title: can not exceed 255 characters'); // '[1001] ' makes it 257
    fireEvent.change(within(dialog).getByTestId('discussion-title-input'), { target: { value: 'Why WA on test 3' } });
    send();
    await toastText('Description is required');
    fireEvent.change(within(dialog).getByTestId('discussion-description-input'), { target: { value: 'x'.repeat(256) } });
    send();
    await toastText('Description: can not exceed 255 characters');
    fireEvent.change(within(dialog).getByTestId('discussion-description-input'), { target: { value: 'overflow?' } });
    send();
    await toastText('Category is required');
    fireEvent.click(within(dialog).getByTestId('discussion-category-input'));
    fireEvent.click(await screen.findByRole('option', { name: 'Solutions', hidden: true }));
    send();
    await toastText('Content is required');
    fireEvent.change(within(dialog).getByTestId('discussion-content-input'), { target: { value: 'x'.repeat(65_536) } });
    send();
    await toastText('Content: can not exceed 65535 characters');
    expect(all.some((c) => c.key === callKey(communityCalls.addDiscussion))).toBe(false);

    fireEvent.change(within(dialog).getByTestId('discussion-content-input'), { target: { value: 'Use `long long`.' } });
    send();
    await toastText('Posted successfully');
    expect(all.find((c) => c.key === callKey(communityCalls.addDiscussion))!.body).toEqual({
      title: '[1001] Why WA on test 3',
      description: 'overflow?',
      categoryId: 2,
      content: 'Use `long long`.',
      pid: '1001',
      topPriority: false,
    });
    await waitFor(() => expect(screen.queryByTestId('discussion-dialog')).toBeNull());
  });

  test('the super admin renames categories, adds one and may remove it again before saving', async () => {
    signIn('root', ['root']);
    const all = listApi({
      [callKey(communityCalls.upsertDiscussionCategory)]: ({ body }) => (body as { id: number | null; name: string }[]).map((c, i) => ({ ...c, id: c.id ?? 10 + i, gmtCreate: stamp, gmtModified: stamp })),
    });
    renderRoutes(listRoutes, '/discussion');
    await screen.findAllByTestId('discussion-card');
    fireEvent.click(screen.getByTestId('categories-edit'));
    const panel = screen.getByTestId('category-panel');
    expect(within(panel).queryByTestId('category-remove')).toBeNull(); // saved entries stay
    fireEvent.change(within(panel).getAllByTestId('category-name-input')[0]!, { target: { value: 'Chat' } });
    fireEvent.click(within(panel).getByTestId('category-add'));
    fireEvent.click(within(panel).getByTestId('category-add'));
    expect(within(panel).getAllByTestId('category-remove')).toHaveLength(2);
    fireEvent.click(within(panel).getAllByTestId('category-remove')[1]!);
    fireEvent.click(within(panel).getByTestId('categories-save'));
    await toastText('A category needs a name');
    fireEvent.change(within(panel).getAllByTestId('category-name-input')[2]!, { target: { value: ' Graphs ' } });
    fireEvent.click(within(panel).getByTestId('categories-save'));
    await toastText('Updated successfully');
    expect(all.find((c) => c.key === callKey(communityCalls.upsertDiscussionCategory))!.body).toEqual([
      { id: 1, name: 'Chat' },
      { id: 2, name: 'Solutions' },
      { id: null, name: 'Graphs' },
    ]);
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('category-link')
          .map((a) => a.textContent),
      ).toEqual(['Chat›', 'Solutions›', 'Graphs›']),
    );
  });

  test('the author finds edit and delete in the menu of their own post', async () => {
    signIn('bob');
    listApi();
    renderRoutes(listRoutes, '/discussion');
    const cards = await screen.findAllByTestId('discussion-card');
    fireEvent.click(within(cards[0]!).getByTestId('discussion-menu'));
    expect(await screen.findByTestId('discussion-edit')).toBeTruthy();
    expect(screen.getByTestId('discussion-delete')).toBeTruthy();
  });

  test("an admin deletes after confirming but has no edit on others' posts", async () => {
    signIn('boss', ['admin']);
    const all = listApi({ [callKey(communityCalls.removeDiscussion)]: () => null });
    renderRoutes(listRoutes, '/discussion');
    const cards = await screen.findAllByTestId('discussion-card');
    fireEvent.click(within(cards[1]!).getByTestId('discussion-menu'));
    expect(screen.queryByTestId('discussion-edit')).toBeNull();
    fireEvent.click(await screen.findByTestId('discussion-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await toastText('Deleted successfully');
    expect(queryOf(all, callKey(communityCalls.removeDiscussion))).toEqual([{ did: '2' }]);
  });
});

describe('the discussion detail', () => {
  const detailRoutes = [{ path: '/discussion-detail/:discussionID', Component: DiscussionDetailPage }, ...listRoutes.slice(0, 1)];

  // The sanitiser itself is tested in lib/markdown.test.ts (jsdom) and in the browser test.
  test('shows the content and the counts; like needs a login; visitors get no edit, delete or pin', async () => {
    const all = mockApi({
      [callKey(communityCalls.getDiscussionCategory)]: () => categories,
      [callKey(communityCalls.getDiscussion)]: () => detail({ content: 'Hi **bold**' }),
    });
    renderRoutes(detailRoutes, '/discussion-detail/12');
    expect((await screen.findByTestId('discussion-title')).textContent).toBe('Discussion 12');
    await waitFor(() => expect(screen.getByTestId('discussion-content').textContent).toContain('Hi'));
    expect(queryOf(all, callKey(communityCalls.getDiscussion))).toEqual([{ did: '12' }]);
    fireEvent.click(screen.getByTestId('like-discussion'));
    await toastText('Please login first');
    expect(screen.queryByTestId('edit-discussion')).toBeNull();
    expect(screen.queryByTestId('delete-discussion')).toBeNull();
    expect(screen.queryByTestId('pin-discussion')).toBeNull();
  });

  test('a like raises the count and marks it; a second click takes it back', async () => {
    signIn('ann');
    const all = mockApi({
      [callKey(communityCalls.getDiscussionCategory)]: () => categories,
      [callKey(communityCalls.getDiscussion)]: () => detail(),
      [callKey(communityCalls.addDiscussionLike)]: () => null,
    });
    renderRoutes(detailRoutes, '/discussion-detail/12');
    await screen.findByTestId('discussion-title');
    expect(screen.getByTestId('like-count').textContent).toContain('3');
    fireEvent.click(screen.getByTestId('like-discussion'));
    await toastText('Liked');
    expect(screen.getByTestId('like-count').textContent).toContain('4');
    expect(screen.getByTestId('like-discussion').textContent).toBe('Liked');
    fireEvent.click(screen.getByTestId('like-discussion'));
    await toastText('Like cancelled');
    expect(screen.getByTestId('like-count').textContent).toContain('3');
    expect(queryOf(all, callKey(communityCalls.addDiscussionLike))).toEqual([
      { did: '12', toLike: 'true' },
      { did: '12', toLike: 'false' },
    ]);
  });

  test('a report needs a tag or a reason; tags go as #tag# in English before the reason', async () => {
    signIn('ann');
    const all = mockApi({
      [callKey(communityCalls.getDiscussionCategory)]: () => categories,
      [callKey(communityCalls.getDiscussion)]: () => detail(),
      [callKey(communityCalls.addDiscussionReport)]: () => null,
    });
    renderRoutes(detailRoutes, '/discussion-detail/12');
    await screen.findByTestId('discussion-title');
    fireEvent.click(screen.getByTestId('report-discussion'));
    const dialog = await screen.findByTestId('report-dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6);
    fireEvent.click(within(dialog).getByTestId('report-submit'));
    await toastText('The report label and reason cannot be empty');
    fireEvent.click(within(dialog).getByLabelText('Plagiarism'));
    fireEvent.click(within(dialog).getByLabelText('Spam ads'));
    fireEvent.change(within(dialog).getByTestId('report-reason'), { target: { value: 'copied from a blog' } });
    fireEvent.click(within(dialog).getByTestId('report-submit'));
    await toastText('Sent successfully');
    expect(all.find((c) => c.key === callKey(communityCalls.addDiscussionReport))!.body).toEqual({
      reporter: 'ann',
      content: '#Spam advertising# #Plagiarism# copied from a blog',
      did: 12,
    });
  });

  test('the author edits and deletes; an admin pins through the back office call and deletes but does not edit', async () => {
    signIn('boss', ['admin']);
    const all = mockApi({
      [callKey(communityCalls.getDiscussionCategory)]: () => categories,
      [callKey(communityCalls.getDiscussion)]: () => detail(),
      [callKey(communityCalls.adminUpdateDiscussion)]: () => null,
    });
    renderRoutes(detailRoutes, '/discussion-detail/12');
    await screen.findByTestId('discussion-title');
    expect(screen.queryByTestId('edit-discussion')).toBeNull();
    expect(screen.getByTestId('delete-discussion')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pin-discussion'));
    await toastText('Updated successfully');
    expect(all.find((c) => c.key === callKey(communityCalls.adminUpdateDiscussion))!.body).toEqual({ id: 12, topPriority: true });
    expect(screen.getByTestId('pin-discussion').textContent).toBe('Unpin');
  });

  test('the author edits in the dialog; the page shows the new text without reading it again', async () => {
    signIn('bob');
    const all = mockApi({
      [callKey(communityCalls.getDiscussionCategory)]: () => categories,
      [callKey(communityCalls.getDiscussion)]: () => detail(),
      [callKey(communityCalls.updateDiscussion)]: () => null,
    });
    renderRoutes(detailRoutes, '/discussion-detail/12');
    await screen.findByTestId('discussion-title');
    fireEvent.click(screen.getByTestId('edit-discussion'));
    const dialog = await screen.findByTestId('discussion-dialog');
    fireEvent.change(within(dialog).getByTestId('discussion-title-input'), { target: { value: 'Better title' } });
    fireEvent.click(within(dialog).getByTestId('discussion-submit'));
    await toastText('Updated successfully');
    expect(all.find((c) => c.key === callKey(communityCalls.updateDiscussion))!.body).toMatchObject({ id: 12, title: 'Better title', categoryId: 1, pid: null });
    await waitFor(() => expect(screen.getByTestId('discussion-title').textContent).toBe('Better title'));
    expect(queryOf(all, callKey(communityCalls.getDiscussion))).toHaveLength(1);
  });
});
