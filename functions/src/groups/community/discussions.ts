import { Permission, Role, toPage, type PageQuery } from '@oj/shared';
import { communityCalls } from '@oj/shared/api/community';
import type { DiscussionItem } from '@oj/shared/db/items/community';
import {
  COMMUNITY_LIMITS,
  DidQuery,
  DiscussionLikeQuery,
  DiscussionListQuery,
  DiscussionReportBody,
  EditDiscussionBody,
  NewDiscussionBody,
  parseReportContent,
  reportContent,
  type DiscussionDetail,
} from '@oj/shared/schemas/community';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, route } from '../../http/route.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';
import { authorRole } from '../../domain/discussions.ts';
import { canView } from '../../domain/problems.ts';
import { closedProblemIds, discussionUrl, GROUP_DISCUSSION_ELSEWHERE, openDiscussion, refuseGroup, requireDiscussionArea } from './access.ts';
import { requirePermission, requireSolvedMinimum } from '../../services/community/speaking-rights.ts';
import { sendReminder } from './send-reminder.ts';
import { discussionView } from './views.ts';

/** Reports one user may send per hour. */
const REPORT_LIMIT = { action: 'discussion-report', max: 10, windowSeconds: 3600 };

/** Pinned first, then newest, then most liked and most viewed (the reference's order). */
export function byPinnedThenNewest(a: DiscussionItem, b: DiscussionItem) {
  return Number(b.topPriority) - Number(a.topPriority) || b.gmtCreate.localeCompare(a.gmtCreate) || b.likeNum - a.likeNum || b.viewNum - a.viewNum || b.id - a.id;
}

/** The reference's keyword search: part of the title, the author, the id or the description. */
const matchesKeyword = (d: DiscussionItem, keyword: string) => [d.title, d.author, String(d.id), d.description].some((field) => field.toLowerCase().includes(keyword));

/** A per-problem discussion's title starts with the problem's id in brackets (added when the client has not). */
export function titled(title: string, pid: string | null) {
  const full = pid && !title.startsWith(`[${pid}]`) ? `[${pid}] ${title}` : title;
  if (full.length > COMMUNITY_LIMITS.titleMax) throw badRequest(`The discussion title can not exceed ${COMMUNITY_LIMITS.titleMax} characters (with the problem id in brackets)`);
  return full;
}

export async function requireCategory(deps: Deps, categoryId: number) {
  if (!(await deps.repos.discussions.allCategories()).some((c) => c.id === categoryId)) throw badRequest('The discussion category does not exist');
}

/** A problem that may be discussed here: one the caller may read (hidden problems are not named). */
const discussedProblem = async (deps: Deps, displayId: string, user: SessionUser) => {
  const problem = await deps.repos.problems.problemByDisplayId(displayId);
  if (!problem || !canView(problem, user.roleId) || (await closedProblemIds(deps, user)).has(problem.problemId.toLowerCase())) throw notFound('The problem does not exist, so it cannot be discussed');
  return problem.problemId;
};

/** Ordinary users post at most the site's daily number of discussions. */
export async function countDailyPost(deps: Deps, user: SessionUser) {
  if (isAdmin(user)) return;
  const max = (await deps.repos.siteConfig.getSwitchConfig()).defaultCreateDiscussionDailyLimit;
  const use = await deps.repos.rateLimits.countUse({ action: 'discussion-post', max, windowSeconds: 24 * 3600 }, user.uid, deps.now());
  if (!use.ok) throw forbidden(`You can post at most ${max} discussions a day: please try again tomorrow`);
}

/** A page of discussion rows as the lists show them (the site's and a group's); the caller's own carry their content, which the list page edits in place. */
export async function discussionPage(deps: Deps, rows: readonly DiscussionItem[], query: PageQuery, user: SessionUser | undefined) {
  const page = toPage(rows, query);
  const own = page.records.filter((d) => d.uid === user?.uid);
  const [card, contents] = await Promise.all([
    deps.repos.discussions.authorCards(page.records.map((d) => d.uid)),
    Promise.all(own.map(async (d) => [d.id, await deps.repos.discussions.discussionContent(d.id)] as const)).then((pairs) => new Map(pairs)),
  ]);
  return { ...page, records: page.records.map((d) => discussionView(d, card(d.uid), contents.get(d.id) ?? null)) };
}

/** What the caller may do to others' discussions: edit them, and move their pin and status. */
export interface EditRights {
  editsOthers: boolean;
  moderates: boolean;
}

/**
 * Saves an edit of a discussion by its author, the super admin, or one whose `rights` say so: on the site an admin
 * pins (and edits only their own), in a group its admins edit, pin and disable its discussions, as the reference
 * lets them. The problem stays.
 */
export async function saveEdit(deps: Deps, me: SessionUser, discussion: DiscussionItem, body: EditDiscussionBody & { status?: 0 | 1 | undefined }, rights: EditRights) {
  if (discussion.uid !== me.uid && me.roleId !== Role.ROOT && !rights.editsOthers) throw forbidden('Only the author may edit this discussion');
  await requireCategory(deps, body.categoryId);
  const fields = {
    title: titled(body.title, discussion.pid),
    description: body.description,
    categoryId: body.categoryId,
    topPriority: rights.moderates ? body.topPriority : undefined,
    status: rights.moderates ? body.status : undefined,
  };
  if (!(await deps.repos.discussions.editDiscussion(discussion.id, fields, body.content, deps.now()))) throw notFound('The discussion does not exist');
}

/** Discussions (spec 001 2.11): the list, a discussion, posting, editing, removing, likes and reports. */
export const discussionRoutes = [
  route(communityCalls.getDiscussionList, {
    access: PUBLIC,
    query: DiscussionListQuery,
    // `admin` (the back office's list) shows disabled discussions too, for admins only
    handler: async ({ deps, query, user }) => {
      const backOffice = Boolean(query.admin) && isAdmin(user);
      if (!backOffice) await requireDiscussionArea(deps);
      const keyword = query.keyword?.toLowerCase();
      const pid = query.pid?.toLowerCase();
      const mine = query.onlyMine && user ? user.uid : undefined;
      const closed = await closedProblemIds(deps, user);
      const rows = (await deps.repos.discussions.allDiscussions())
        .filter(
          (d) =>
            (backOffice || (d.status === 0 && d.gid === null && !(d.pid && closed.has(d.pid.toLowerCase())))) &&
            (query.cid === undefined || d.categoryId === query.cid) &&
            (!pid || d.pid?.toLowerCase() === pid) &&
            (!mine || d.uid === mine) &&
            (!keyword || matchesKeyword(d, keyword)),
        )
        .sort(byPinnedThenNewest);
      return discussionPage(deps, rows, query, user);
    },
  }),
  route(communityCalls.getDiscussion, {
    access: PUBLIC,
    query: DidQuery,
    // every read counts a view; an admin may still open a disabled discussion (not counted)
    handler: async ({ deps, query, user }): Promise<DiscussionDetail> => {
      // the area and the group are checked before a view is counted
      const opened = await openDiscussion(deps, query.did, user);
      const discussion = (await deps.repos.discussions.countView(query.did)) ?? opened;
      const [content, hasLike, card, categories] = await Promise.all([
        deps.repos.discussions.discussionContent(discussion.id),
        user ? deps.repos.discussions.hasLikedDiscussion(discussion.id, user.uid) : false,
        deps.repos.discussions.authorCards([discussion.uid]),
        deps.repos.discussions.allCategories(),
      ]);
      const author = card(discussion.uid);
      return {
        ...discussionView(discussion, author, content),
        content,
        categoryName: categories.find((c) => c.id === discussion.categoryId)?.name ?? null,
        titleName: author.titleName,
        titleColor: author.titleColor,
        hasLike,
      };
    },
  }),
  route(communityCalls.addDiscussion, {
    access: LOGIN,
    body: NewDiscussionBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      await requireDiscussionArea(deps);
      requirePermission(me, Permission.DISCUSSION_ADD);
      refuseGroup(body.gid);
      await requireCategory(deps, body.categoryId);
      const pid = body.pid ? await discussedProblem(deps, body.pid, me) : null;
      const title = titled(body.title, pid);
      await requireSolvedMinimum(deps, me, 'discussion');
      await countDailyPost(deps, me);
      const discussion = await deps.repos.discussions.createDiscussion(
        { title, description: body.description, categoryId: body.categoryId, pid, uid: me.uid, author: me.username, role: authorRole(me.roleId), topPriority: isAdmin(me) && Boolean(body.topPriority) },
        body.content,
        deps.now(),
      );
      return discussionView(discussion, (await deps.repos.discussions.authorCards([me.uid]))(me.uid), body.content);
    },
  }),
  route(communityCalls.updateDiscussion, {
    access: LOGIN,
    body: EditDiscussionBody,
    // the author (or the super admin) edits; only admins move the pin; the problem stays
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      await requireDiscussionArea(deps);
      requirePermission(me, Permission.DISCUSSION_EDIT);
      refuseGroup(body.gid);
      const discussion = await deps.repos.discussions.getDiscussion(body.id);
      if (!discussion) throw notFound('The discussion does not exist');
      if (discussion.gid !== null) throw badRequest(GROUP_DISCUSSION_ELSEWHERE);
      await saveEdit(deps, me, discussion, body, { editsOthers: false, moderates: isAdmin(me) });
      return null;
    },
  }),
  route(communityCalls.removeDiscussion, {
    access: LOGIN,
    query: DidQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      await requireDiscussionArea(deps);
      requirePermission(me, Permission.DISCUSSION_DEL);
      const discussion = await deps.repos.discussions.getDiscussion(query.did);
      if (!discussion) throw notFound('The discussion does not exist');
      if (discussion.gid !== null) throw badRequest(GROUP_DISCUSSION_ELSEWHERE);
      if (discussion.uid !== me.uid && !isAdmin(me)) throw forbidden('Only the author or an admin may delete this discussion');
      if (!(await deps.repos.discussions.removeDiscussion(query.did))) throw notFound('The discussion does not exist');
      return null;
    },
  }),
  route(communityCalls.addDiscussionLike, {
    access: LOGIN,
    query: DiscussionLikeQuery,
    // toLike sets the state: repeating it changes nothing, and only a new like reminds the author
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const discussion = await openDiscussion(deps, query.did, me);
      const outcome = await deps.repos.discussions.setDiscussionLike(discussion.id, me.uid, query.toLike, deps.now());
      if (outcome === 'missing') throw notFound('The discussion does not exist');
      if (outcome === 'changed' && query.toLike) {
        await sendReminder(deps, {
          action: 'Like_Post',
          recipientId: discussion.uid,
          senderId: me.uid,
          sourceId: discussion.id,
          sourceType: 'Discussion',
          sourceContent: discussion.title,
          url: discussionUrl(discussion),
        });
      }
      return null;
    },
  }),
  route(communityCalls.addDiscussionReport, {
    access: LOGIN,
    body: DiscussionReportBody,
    // the reporter is the caller, whatever the body names
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const report = parseReportContent(body.content);
      if ('error' in report) throw badRequest(report.error);
      await openDiscussion(deps, body.did, me);
      const use = await deps.repos.rateLimits.countUse(REPORT_LIMIT, me.uid, deps.now());
      if (!use.ok) throw new AppError(429, `You have sent many reports: please wait ${Math.ceil(use.waitSeconds / 60)} minutes before sending another`);
      await deps.repos.discussions.addReport({ did: body.did, reporterUid: me.uid, reporter: me.username, content: reportContent(report.tags, report.reason) }, deps.now());
      return null;
    },
  }),
];
