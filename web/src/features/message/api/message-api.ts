import type { Page } from '@oj/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';
import { KINDS, type MessageKind } from '../message-kinds.ts';

/** A comment, reply or like on something of the user's (UserMsgVO). */
export interface UserMessage {
  id: number;
  action: 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';
  sourceId: number;
  sourceType: 'Discussion' | 'Contest';
  sourceTitle: string | null;
  sourceContent: string | null;
  quoteId: number | null;
  quoteType: 'Comment' | 'Reply' | null;
  quoteContent: string | null;
  url: string;
  /** Read. */
  state: boolean;
  senderId: string;
  senderUsername: string;
  senderAvatar: string | null;
  gmtCreate: string;
}

/** A system notice or a notice to this user alone (SysMsgVO). */
export interface NoticeMessage {
  id: number;
  title: string;
  content: string;
  type: 'Sys' | 'Mine';
  state: boolean;
  gmtCreate: string;
}

/** Every message-list query starts with this key. */
export const MESSAGES_KEY = ['messages'] as const;

export const getMessages = <T,>(kind: MessageKind, currentPage: number) => http.get<Page<T>>(KINDS[kind].path, { currentPage, limit: KINDS[kind].pageSize });

/** A page of one tab (UserMessage for comments, replies and likes; NoticeMessage for the two notice tabs); reading it marks its messages read on the server. */
export const messagesQuery = <T,>(kind: MessageKind, currentPage: number) =>
  queryOptions({ queryKey: [...MESSAGES_KEY, kind, currentPage], queryFn: () => getMessages<T>(kind, currentPage), placeholderData: keepPreviousData, staleTime: 0 });

/** Removes one message of a tab, or all of them without an id. */
export const cleanMessages = (kind: MessageKind, id?: number) => request<null>('DELETE', '/api/msg/clean', { query: { type: KINDS[kind].cleanType, id } });
