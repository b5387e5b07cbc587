import { NoticeBody, NoticeIdQuery, NoticeListQuery, pageOf, Role, type AdminNotice } from '@oj/shared';
import { messageCalls } from '@oj/shared/api/message';
import type { NoticeItem } from '@oj/shared/db/items/message';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';

/** System notices in the back office (msg/AdminNoticeController): root only. */
const ROOT = loginWithRoles(Role.ROOT);

/** The recipient of a Single notice, by username. */
const recipientOf = async (deps: Deps, body: NoticeBody) => {
  if (body.type !== 'Single' || !body.recipient) return undefined;
  const uid = await deps.repos.users.uidByUsername(body.recipient);
  if (!uid) throw badRequest(`The user ${body.recipient} does not exist`);
  return uid;
};

/** The AdminSysNoticeVO records, with the admin's and a Single notice's recipient's usernames read in one batch. */
const adminNotices = async (deps: Deps, notices: readonly NoticeItem[]): Promise<AdminNotice[]> => {
  const uids = [...new Set(notices.flatMap((n) => [n.adminId, n.recipientId]).filter((u): u is string => !!u))];
  const users = await deps.repos.userProfiles.userFieldsOf(uids, ['uid', 'username']);
  const names = new Map(users.map((u) => [String(u.uid), String(u.username)]));
  return notices.map((n) => ({
    id: n.id,
    title: n.title,
    content: n.content,
    type: n.type,
    // Stored once and read by everyone it is for from the moment it is stored: there is nothing left to push.
    state: true,
    adminUsername: n.adminId ? (names.get(n.adminId) ?? null) : null,
    recipient: n.recipientId ? (names.get(n.recipientId) ?? null) : null,
    gmtCreate: n.gmtCreate,
    gmtModified: n.gmtModified,
  }));
};

export const adminNoticeRoutes = [
  route(messageCalls.adminGetSysNotice, {
    access: ROOT,
    query: NoticeListQuery,
    handler: async ({ deps, query }) => {
      const page = await deps.repos.notices.noticePage(query.type, query);
      const records = await adminNotices(deps, page.records);
      return pageOf(records, page.total, query);
    },
  }),
  route(messageCalls.addSysNotice, {
    access: ROOT,
    body: NoticeBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.id) throw badRequest('A new notice has no id; use PUT to change one');
      const recipientId = await recipientOf(deps, body);
      await deps.repos.notices.createNotice({ title: body.title, content: body.content, type: body.type, recipientId, adminId: me.uid }, deps.now());
      return null;
    },
  }),
  route(messageCalls.updateSysNotice, {
    access: ROOT,
    body: NoticeBody,
    handler: async ({ deps, body }) => {
      if (!body.id) throw badRequest('Say which notice to change (id)');
      const recipientId = await recipientOf(deps, body);
      const updated = await deps.repos.notices.updateNotice(body.id, { title: body.title, content: body.content, type: body.type, recipientId }, deps.now());
      if (!updated) throw notFound('The notice does not exist');
      return null;
    },
  }),
  route(messageCalls.deleteSysNotice, {
    access: ROOT,
    query: NoticeIdQuery,
    handler: async ({ deps, query }) => {
      if (!(await deps.repos.notices.deleteNotice(query.id))) throw notFound('The notice does not exist');
      return null;
    },
  }),
];
