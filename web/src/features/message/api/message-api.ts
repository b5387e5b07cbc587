import type { Page } from '@oj/shared';
import type { SystemMessage, UserMessage } from '@oj/shared/schemas/message';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';
import { KINDS, type MessageKind } from '../message-kinds.ts';

/** Every message-list query starts with this key. */
export const MESSAGES_KEY = ['messages'] as const;

export const getMessages = <T,>(kind: MessageKind, currentPage: number) => http.get<Page<T>>(KINDS[kind].path, { currentPage, limit: KINDS[kind].pageSize });

/** A page of one tab (UserMessage for comments, replies and likes; SystemMessage for the two notice tabs); reading it marks its messages read on the server. */
export const messagesQuery = (kind: MessageKind, currentPage: number) =>
  queryOptions({ queryKey: [...MESSAGES_KEY, kind, currentPage], queryFn: () => getMessages<UserMessage | SystemMessage>(kind, currentPage), placeholderData: keepPreviousData, staleTime: 0 });

/** Removes one message of a tab, or all of them without an id. */
export const cleanMessages = (kind: MessageKind, id?: number) => request<null>('DELETE', '/api/msg/clean', { query: { type: KINDS[kind].cleanType, id } });
