import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { UNREAD_POLL_MS } from './api/unread-api.ts';
import { MessageMenu } from './components/message-menu.tsx';
import { MESSAGE_KINDS } from './message-kinds.ts';
import { messageCalls } from '@oj/shared/api/message';

const LINKS = MESSAGE_KINDS.map((k) => ({ label: `message_${k}`, to: `/message/${k}` }));
// Always mounted: the polling must stop by itself when the session ends, not only because the header hides the menu.
const routes = [{ path: '*', Component: () => <MessageMenu links={LINKS} /> }];
const unreadCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.key === callKey(messageCalls.getUnreadMsgCount)).length;

pageTestHooks();

describe('the header message menu', () => {
  test('the total is capped at 99+, and each tab shows its own count', async () => {
    signIn('ann');
    mockApi({ [callKey(messageCalls.getUnreadMsgCount)]: () => ({ comment: 95, reply: 3, like: 0, sys: 2, mine: 120 }) });
    renderRoutes(routes, '/home');
    expect((await screen.findByTestId('unread-total')).textContent).toBe('99+');
    fireEvent.mouseEnter(screen.getByTestId('message-menu'));
    const item = async (name: string) => (await screen.findByText(name)).closest('a')!;
    expect((await item('Comments')).getAttribute('href')).toBe('/message/discuss');
    expect(within(await item('Comments')).getByTestId('unread-count').textContent).toBe('95');
    expect(within(await item('Replies')).getByTestId('unread-count').textContent).toBe('3');
    expect(within(await item('Likes')).queryByTestId('unread-count')).toBeNull();
    expect(within(await item('My Messages')).getByTestId('unread-count').textContent).toBe('99+');
  });

  test('no badge when nothing is unread', async () => {
    signIn('ann');
    const calls = mockApi({ [callKey(messageCalls.getUnreadMsgCount)]: () => ({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 }) });
    renderRoutes(routes, '/home');
    await waitFor(() => expect(unreadCalls(calls)).toBe(1));
    await screen.findByTestId('message-menu');
    expect(screen.queryByTestId('unread-total')).toBeNull();
  });

  test('the counts are read every 2 minutes while logged in, and no longer once logged out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('ann');
    let sys = 1;
    const calls = mockApi({ [callKey(messageCalls.getUnreadMsgCount)]: () => ({ comment: 0, reply: 0, like: 0, sys: sys++, mine: 0 }) });
    renderRoutes(routes, '/home');
    expect((await screen.findByTestId('unread-total')).textContent).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1000));
    expect(unreadCalls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(screen.getByTestId('unread-total').textContent).toBe('2'));
    expect(unreadCalls(calls)).toBe(2);

    act(() => session.clear());
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    expect(unreadCalls(calls)).toBe(2);
  });

  test('visitors are never asked for counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({});
    renderRoutes(routes, '/home');
    await screen.findByTestId('message-menu');
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2));
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('unread-total')).toBeNull();
  });
});
