import type { UnreadCounts } from '@oj/shared/schemas/message';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import { isMessageKind, KINDS } from '../message-kinds.ts';
import { api } from '../../../lib/api.ts';
import { messageCalls } from '@oj/shared/api/message';

/** Spec 001 section 9: the header's counts are read again every 2 minutes while someone is logged in. */
export const UNREAD_POLL_MS = 120_000;

/** Every unread-count query starts with this key: a message page that marked messages read refreshes them through it. */
export const UNREAD_KEY = ['msg-unread'] as const;

// Silent: a failed poll every two minutes would repeat its toast; the counts simply stay as they were.
export function getUnreadCounts() {
  return api.call(messageCalls.getUnreadMsgCount, { silent: true });
}

/** The signed-in user's unread counts, polled; keyed by user so another login never shows the previous one's counts. */
export function unreadQuery(uid: string) {
  return queryOptions({ queryKey: [...UNREAD_KEY, uid], queryFn: getUnreadCounts, refetchInterval: UNREAD_POLL_MS, staleTime: UNREAD_POLL_MS });
}

/** The counts while logged in; undefined for visitors, for whom nothing is polled. */
export function useUnreadCounts(): UnreadCounts | undefined {
  const { user } = useSession();
  return useQuery({ ...unreadQuery(user?.uid ?? ''), enabled: !!user }).data;
}

/** Spec 001 section 9: the badge shows at most 99. */
export function badgeText(count: number) {
  return count > 99 ? '99+' : String(count);
}

export function totalUnread(counts: UnreadCounts | undefined) {
  return counts ? counts.comment + counts.reply + counts.like + counts.sys + counts.mine : 0;
}

/** The count of the message tab a link leads to (/message/<tab>), 0 for any other link. */
export function countFor(counts: UnreadCounts | undefined, to: string): number {
  const kind = to.split('/')[2];
  return counts && isMessageKind(kind) ? counts[KINDS[kind].unread] : 0;
}
