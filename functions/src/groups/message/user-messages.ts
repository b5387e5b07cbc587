import { CleanMessagesQuery, MessagePageQuery, pageOf, type MessageBoxName } from '@oj/shared';
import { messageCalls } from '@oj/shared/api/message';
import type { NoticeBox, ReminderBox } from '@oj/shared/db/keys';
import { notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { systemMessages, userMessages } from './message-views.ts';

/**
 * The message centre (msg/UserMessageController, msg/NoticeController). Reading a page marks what it shows read
 * and lowers the unread counters by exactly as many (the records answer whether they were read before); the
 * header badge's cap at 99 is the SPA's.
 */

const BOXES: Record<MessageBoxName, { reminders: ReminderBox } | { notices: NoticeBox }> = {
  Discuss: { reminders: 'comment' },
  Reply: { reminders: 'reply' },
  Like: { reminders: 'like' },
  Sys: { notices: 'sys' },
  Mine: { notices: 'mine' },
};

const reminderRoute = (call: typeof messageCalls.getCommentMsg, box: ReminderBox) =>
  route(call, {
    access: LOGIN,
    query: MessagePageQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const page = await deps.repos.reminders.reminderPage(me.uid, box, query);
      const [records] = await Promise.all([userMessages(deps.repos, page.records), deps.repos.reminders.markRemindersRead(me.uid, box, page.records)]);
      return pageOf(records, page.total, query);
    },
  });

const noticeRoute = (call: typeof messageCalls.getSysNotice, box: NoticeBox) =>
  route(call, {
    access: LOGIN,
    query: MessagePageQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const page = await deps.repos.notices.readNoticePage(me.uid, me.roleId, box, query);
      return pageOf(systemMessages(page.records, box === 'sys' ? 'Sys' : 'Mine'), page.total, query);
    },
  });

export const userMessageRoutes = [
  route(messageCalls.getUnreadMsgCount, {
    access: LOGIN,
    handler: async ({ deps, user }) => {
      const me = requireUser(user);
      return deps.repos.notices.unreadCounts(me.uid, me.roleId);
    },
  }),
  reminderRoute(messageCalls.getCommentMsg, 'comment'),
  reminderRoute(messageCalls.getReplyMsg, 'reply'),
  reminderRoute(messageCalls.getLikeMsg, 'like'),
  noticeRoute(messageCalls.getSysNotice, 'sys'),
  noticeRoute(messageCalls.getMineNotice, 'mine'),
  route(messageCalls.cleanMsg, {
    access: LOGIN,
    query: CleanMessagesQuery,
    // Only the caller's own messages: every box is looked up in the caller's partition.
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const box = BOXES[query.type];
      const removed = 'reminders' in box ? await deps.repos.reminders.cleanReminders(me.uid, box.reminders, query.id) : await deps.repos.notices.cleanNotices(me.uid, me.roleId, box.notices, query.id);
      if (query.id !== undefined && removed === 0) throw notFound('The message does not exist');
      return null;
    },
  }),
];
