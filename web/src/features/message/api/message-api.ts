import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { KINDS, type MessageKind } from '../message-kinds.ts';
import { api } from '../../../lib/api.ts';
import { messageCalls } from '@oj/shared/api/message';

/** Every message-list query starts with this key. */
export const MESSAGES_KEY = ['messages'] as const;

export function getMessages(kind: MessageKind, currentPage: number) {
  return api.call(KINDS[kind].call, { query: { currentPage, limit: KINDS[kind].pageSize } });
}

/** A page of one tab (UserMessage for comments, replies and likes; SystemMessage for the two notice tabs); reading it marks its messages read on the server. */
export function messagesQuery(kind: MessageKind, currentPage: number) {
  return queryOptions({ queryKey: [...MESSAGES_KEY, kind, currentPage], queryFn: () => getMessages(kind, currentPage), placeholderData: keepPreviousData, staleTime: 0 });
}

/** Removes one message of a tab, or all of them without an id. */
export function cleanMessages(kind: MessageKind, id?: number) {
  return api.call(messageCalls.cleanMsg, { query: { type: KINDS[kind].cleanType, id } });
}
