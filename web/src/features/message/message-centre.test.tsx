import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { redirect } from 'react-router';
import { describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, type Handler, callKey } from '../../test/page-app.tsx';
import type { SystemMessage, UserMessage } from '@oj/shared/schemas/message';
import { MessageCentre } from './message-centre.tsx';
import { MessageListPage } from './pages/message-list-page.tsx';
import { messageCalls } from '@oj/shared/api/message';

const routes = [
  {
    path: '/message',
    Component: MessageCentre,
    children: [
      { index: true, loader: () => redirect('/message/discuss') },
      { path: ':kind', Component: MessageListPage },
    ],
  },
  { path: '/discussion-detail/:id', Component: () => <p>discussion page</p> },
];

const comment = (id: number, over: Partial<UserMessage> = {}): UserMessage => ({
  id,
  action: 'Discuss',
  sourceId: 12,
  sourceType: 'Discussion',
  sourceTitle: 'How to binary search',
  sourceContent: `<b>comment ${id}</b>`,
  quoteId: null,
  quoteType: null,
  quoteContent: null,
  url: '/discussion-detail/12',
  state: false,
  senderId: 'uid-bob',
  senderUsername: 'bob',
  senderAvatar: null,
  gmtCreate: new Date(Date.now() - 3_600_000).toISOString(),
  ...over,
});
const notice = (id: number): SystemMessage => ({ id, title: `Notice ${id}`, content: `**maintenance** at ${id}`, adminId: 'uid-root', type: 'Sys', state: false, gmtCreate: new Date().toISOString() });
const page = <T,>(records: T[], total = records.length) => ({ records, total, current: 1, size: records.length, pages: 1 });
const zero = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
const queryOf = (calls: ReturnType<typeof mockApi>, key: string) => calls.filter((c) => c.key === key).map((c) => Object.fromEntries(c.query));

pageTestHooks();

const api = (handlers: Record<string, Handler>) => {
  signIn('ann');
  return mockApi({ [callKey(messageCalls.getUnreadMsgCount)]: () => zero, ...handlers });
};

describe('the message centre', () => {
  test('/message opens the comments tab; a comment shows its sender, action, text as text, quote and source link', async () => {
    const calls = api({ [callKey(messageCalls.getCommentMsg)]: () => page([comment(1, { quoteContent: 'my post', state: true }), comment(2, { senderUsername: null })]) });
    const router = renderRoutes(routes, '/message');
    const items = await screen.findAllByTestId('message-item');
    expect(router.state.location.pathname).toBe('/message/discuss');
    expect(queryOf(calls, callKey(messageCalls.getCommentMsg))).toEqual([{ currentPage: '1', limit: '6' }]);
    const first = items[0]!;
    expect(within(first).getByText('commented on your post')).toBeTruthy();
    expect(within(first).getByTestId('message-content').textContent).toBe('<b>comment 1</b>');
    expect(within(first).getByTestId('message-quote').textContent).toBe('my post');
    expect(within(first).queryByTestId('message-unread')).toBeNull();
    expect(within(items[1]!).getByTestId('message-unread')).toBeTruthy();
    for (const link of within(first).getAllByRole('link', { name: 'bob' })) expect(link.getAttribute('href')).toBe('/user-home?uid=uid-bob&username=bob');
    expect(within(first).getByText('From the discussion', { exact: false })).toBeTruthy();
    expect(within(items[1]!).getByText('A deleted user')).toBeTruthy();
    expect(
      within(items[1]!)
        .queryAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/discussion-detail/12']);
    fireEvent.click(within(first).getByTestId('message-source'));
    await screen.findByText('discussion page');
  });

  test('discussion tabs page by 6, notice tabs by 8; the page number is kept in the address', async () => {
    const calls = api({
      [callKey(messageCalls.getLikeMsg)]: () => page([comment(3, { action: 'Like_Post' })], 13),
      [callKey(messageCalls.getSysNotice)]: () => page([notice(7)], 17),
    });
    const router = renderRoutes(routes, '/message/like');
    await screen.findByText('liked your post');
    expect(screen.getByTestId('message-total').textContent).toBe('13 messages in all');
    fireEvent.click(within(screen.getByTestId('message-pages')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(queryOf(calls, callKey(messageCalls.getLikeMsg)).at(-1)).toEqual({ currentPage: '3', limit: '6' }));
    expect(router.state.location.search).toBe('?currentPage=3');

    fireEvent.click(screen.getByTestId('tab-sys'));
    expect(await screen.findByTestId('notice-title')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/sys');
    expect(queryOf(calls, callKey(messageCalls.getSysNotice))).toEqual([{ currentPage: '1', limit: '8' }]);
    await waitFor(() => expect(document.querySelector('.markdown strong')?.textContent).toBe('maintenance'));
    expect(within(screen.getByTestId('message-pages')).getByRole('button', { name: '3' })).toBeTruthy();
  });

  test('opening a page reads the unread counts again (the server marked it read), and the tabs show them', async () => {
    let read = false;
    const calls = api({
      [callKey(messageCalls.getUnreadMsgCount)]: () => (read ? zero : { ...zero, comment: 2, mine: 1 }),
      [callKey(messageCalls.getCommentMsg)]: () => {
        read = true;
        return page([comment(1)]);
      },
    });
    renderRoutes(routes, '/message/discuss');
    await screen.findAllByTestId('message-item');
    await waitFor(() => expect(calls.filter((c) => c.key === callKey(messageCalls.getUnreadMsgCount)).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryAllByTestId('tab-unread')).toEqual([]));
  });

  test('cleaning asks first: cancel sends nothing, OK removes one message or the whole tab', async () => {
    let records = [comment(1), comment(2)];
    const calls = api({
      [callKey(messageCalls.getReplyMsg)]: () => page(records),
      [callKey(messageCalls.cleanMsg)]: ({ query }) => {
        const id = query.get('id');
        records = id ? records.filter((r) => r.id !== Number(id)) : [];
        return null;
      },
    });
    renderRoutes(routes, '/message/reply');
    const [first] = await screen.findAllByTestId('message-item');
    fireEvent.click(within(first!).getByTestId('delete-message'));
    expect(await screen.findByText('Delete this message?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this message?')).toBeNull());
    expect(calls.some((c) => c.key === callKey(messageCalls.cleanMsg))).toBe(false);

    fireEvent.click(within(first!).getByTestId('delete-message'));
    fireEvent.click(await screen.findByTestId('confirm'));
    await waitFor(() => expect(queryOf(calls, callKey(messageCalls.cleanMsg))).toEqual([{ type: 'Reply', id: '1' }]));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('clean-all'));
    expect(await screen.findByText('Delete every message in Replies?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(queryOf(calls, callKey(messageCalls.cleanMsg)).at(-1)).toEqual({ type: 'Reply' }));
    await screen.findByTestId('message-empty');
    expect((screen.getByTestId('clean-all') as HTMLButtonElement).disabled).toBe(true);
  });

  test('the Chinese strings exist for every tab', async () => {
    await i18n.loadLanguages('zh-CN');
    await i18n.loadNamespaces('message');
    for (const k of ['discuss', 'reply', 'like', 'sys', 'mine']) expect(i18n.getFixedT('zh-CN', 'message')(`tab.${k}`)).not.toBe(`tab.${k}`);
  });
});
