/**
 * A group's discussions (issue 15; spec 002 2.8; reference group/GroupDiscussionController): the site's discussions
 * with the group's gid, in the group's area (open while the site opens group discussions, to its members). Members
 * post, the author edits, the author or a group admin deletes, only group admins pin. A discussion is always handled
 * in the group it is stored in: an id from another group, or a public one, is not found here. Reading, comments and
 * likes go through the site's calls, which open a group discussion to its group's members only (access.ts).
 */
import { Permission } from '@oj/shared';
import { communityCalls } from '@oj/shared/api/community';
import type { DiscussionItem } from '@oj/shared/db/items/community';
import { isGroupAdmin, isGroupRoot, type GroupStanding } from '@oj/shared/domain/group-access';
import { DidQuery } from '@oj/shared/schemas/community';
import { GroupDiscussionListQuery, GroupEditDiscussionBody, GroupNewDiscussionBody, type GroupDiscussionListQuery as ListQuery } from '@oj/shared/schemas/group-board';
import type { Deps } from '../../deps.ts';
import { canView } from '../../domain/problems.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { requireGroupDiscussionArea } from './access.ts';
import { byPinnedThenNewest, countDailyPost, discussionPage, requireCategory, saveEdit, titled } from './discussions.ts';
import { requirePermission, requireSolvedMinimum } from '../../services/community/speaking-rights.ts';

const DISCUSSION_NOT_FOUND = 'The discussion does not exist';

/** The group's discussions (disabled ones only for `all`), for one problem when the query names it. */
const groupRows = async (deps: Deps, query: ListQuery, all: boolean) => {
  const pid = query.pid?.toLowerCase();
  return (await deps.repos.discussions.allDiscussions()).filter((d) => d.gid === query.gid && (all || d.status === 0) && (!pid || d.pid?.toLowerCase() === pid)).sort(byPinnedThenNewest);
};

/**
 * A problem a group discussion may be about, by its display id: one of the group's own, or a public one the caller may
 * read (a group's display ids are its own, so the group's problem is looked for among the group's first).
 */
const groupDiscussedProblem = async (deps: Deps, gid: number, displayId: string, user: SessionUser) => {
  const wanted = displayId.toLowerCase();
  const named = (await deps.repos.problems.allProblems()).filter((p) => p.problemId.toLowerCase() === wanted);
  const problem = named.find((p) => p.gid === gid) ?? named.find((p) => p.gid === null && canView(p, user.roleId));
  if (!problem) throw notFound('The problem does not exist, so it cannot be discussed');
  return problem.problemId;
};

/** The author's role a group discussion shows: their standing in the group. */
const groupRole = (standing: GroupStanding): DiscussionItem['role'] => (isGroupRoot(standing) ? 'root' : isGroupAdmin(standing) ? 'admin' : 'user');

/** A stored discussion of a group, with the caller checked in THAT group; `claimedGid`, when sent, must be it. */
const groupDiscussion = async (deps: Deps, did: number, me: SessionUser, claimedGid?: number): Promise<{ discussion: DiscussionItem; standing: GroupStanding }> => {
  const discussion = await deps.repos.discussions.getDiscussion(did);
  if (!discussion || discussion.gid === null || (claimedGid !== undefined && claimedGid !== discussion.gid)) throw notFound(DISCUSSION_NOT_FOUND);
  const { standing } = await requireGroupDiscussionArea(deps, discussion.gid, me, 'member');
  return { discussion, standing };
};

export const groupDiscussionRoutes = [
  route(communityCalls.getDiscussionListOfGroup, {
    access: LOGIN,
    query: GroupDiscussionListQuery,
    handler: async ({ deps, query, user }) => {
      await requireGroupDiscussionArea(deps, query.gid, requireUser(user), 'member');
      return discussionPage(deps, await groupRows(deps, query, false), query, user);
    },
  }),
  route(communityCalls.getAdminDiscussionList, {
    access: LOGIN,
    query: GroupDiscussionListQuery,
    // disabled ones too, for the group's admins
    handler: async ({ deps, query, user }) => {
      await requireGroupDiscussionArea(deps, query.gid, requireUser(user), 'admin');
      return discussionPage(deps, await groupRows(deps, query, true), query, user);
    },
  }),
  route(communityCalls.addDiscussionOfGroup, {
    access: LOGIN,
    body: GroupNewDiscussionBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      requirePermission(me, Permission.DISCUSSION_ADD);
      const { standing } = await requireGroupDiscussionArea(deps, body.gid, me, 'member');
      await requireCategory(deps, body.categoryId);
      const pid = body.pid ? await groupDiscussedProblem(deps, body.gid, body.pid, me) : null;
      const title = titled(body.title, pid);
      await requireSolvedMinimum(deps, me, 'discussion');
      await countDailyPost(deps, me);
      const fields = { title, description: body.description, categoryId: body.categoryId, pid, uid: me.uid, author: me.username, role: groupRole(standing) };
      await deps.repos.discussions.createDiscussion({ ...fields, gid: body.gid, topPriority: isGroupAdmin(standing) && Boolean(body.topPriority) }, body.content, deps.now());
      return null;
    },
  }),
  route(communityCalls.updateDiscussionOfGroup, {
    access: LOGIN,
    body: GroupEditDiscussionBody,
    // the author, the super admin and the group's admins edit; only the group's admins move the pin and the status
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      requirePermission(me, Permission.DISCUSSION_EDIT);
      const { discussion, standing } = await groupDiscussion(deps, body.id, me, body.gid);
      await saveEdit(deps, me, discussion, body, { editsOthers: isGroupAdmin(standing), moderates: isGroupAdmin(standing) });
      return null;
    },
  }),
  route(communityCalls.deleteDiscussion, {
    access: LOGIN,
    query: DidQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      requirePermission(me, Permission.DISCUSSION_DEL);
      const { discussion, standing } = await groupDiscussion(deps, query.did, me);
      if (discussion.uid !== me.uid && !isGroupAdmin(standing)) throw forbidden('Only the author or a group admin may delete this discussion');
      if (!(await deps.repos.discussions.removeDiscussion(discussion.id))) throw notFound(DISCUSSION_NOT_FOUND);
      return null;
    },
  }),
];
