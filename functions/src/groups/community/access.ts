import { ContestStatus } from '@oj/shared';
import { contestStatusAt } from '@oj/shared/domain/contest-access';
import type { CommentPlace } from '@oj/shared/db/keys';
import type { CommentEntryItem, CommentItem, DiscussionItem } from '@oj/shared/db/items/community';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';
import { openOutsideContests } from '../../domain/problems.ts';
import { canView } from '../../domain/problems.ts';
import type { GroupAccess } from '../../data/groups.ts';
import { isGroupAdmin, type GroupNeed } from '@oj/shared/domain/group-access';
import { enterContest, loadContest, type ContestContext } from '../../services/contest/load-contest.ts';

/**
 * Who may read and write where (spec 001 sections 2.8, 2.11, 5 and 6): the site switches that close the
 * discussion and contest comment areas, the roles that may not speak, the accepted-problem minimums, and the
 * contest rules of a contest's Q&A (entry through the contest group's own policy).
 */

export const DISCUSSIONS_CLOSED = 'No Access: the discussion area is closed on this site';
export const CONTEST_COMMENTS_CLOSED = 'No Access: the contest comment area is closed on this site';
export const GROUP_DISCUSSIONS_CLOSED = 'No Access: group discussions are closed on this site';
export const GROUP_DISCUSSION_ELSEWHERE = 'A group discussion is written through its group (/api/group/discussion): send no gid here';

export async function requireDiscussionArea(deps: Deps) {
  if (!(await deps.repos.siteConfig.getWebsiteConfig()).openPublicDiscussion) throw forbidden(DISCUSSIONS_CLOSED);
}

const requireContestCommentArea = async (deps: Deps) => {
  if (!(await deps.repos.siteConfig.getWebsiteConfig()).openContestComment) throw forbidden(CONTEST_COMMENTS_CLOSED);
};

/** The site's discussion calls write public discussions only: a group's go through its group (group-discussions.ts). */
export function refuseGroup(gid: unknown) {
  if (gid !== undefined && gid !== null && gid !== '') throw badRequest(GROUP_DISCUSSION_ELSEWHERE);
}

/**
 * A group's discussion area (issue 15, spec 002 2.8): open while the site opens group discussions, to the group's
 * members (or admins or its root as `need` says).
 */
export async function requireGroupDiscussionArea(deps: Deps, gid: number, user: SessionUser | undefined, need: GroupNeed): Promise<GroupAccess> {
  if (!(await deps.repos.siteConfig.getWebsiteConfig()).openGroupDiscussion) throw forbidden(GROUP_DISCUSSIONS_CLOSED);
  return deps.repos.groups.requireGroup(gid, user, need);
}

/**
 * The display ids (lower case) of the site's problems the caller may not read outside contests: private ones and those
 * held by a contest not ended yet. A site discussion about one is hidden with it, so a contest's problem does not
 * surface (or get its solution posted) through the discussion area before the contest ends.
 */
export async function closedProblemIds(deps: Deps, user: SessionUser | undefined): Promise<ReadonlySet<string>> {
  const [all, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
  return new Set(all.filter((p) => p.gid === null && !(canView(p, user?.roleId) && openOutsideContests(p, user?.roleId, locked))).map((p) => p.problemId.toLowerCase()));
}

/**
 * A discussion that is there for the caller: its area is open to them (the site's discussion area, or for a group's
 * discussion the group's, to its members only), it exists and, unless the caller is an admin, is not disabled.
 */
export async function openDiscussion(deps: Deps, did: number, user: SessionUser | undefined): Promise<DiscussionItem> {
  const discussion = await deps.repos.discussions.getDiscussion(did);
  if (discussion?.gid != null) await requireGroupDiscussionArea(deps, discussion.gid, user, 'member');
  else await requireDiscussionArea(deps);
  if (!discussion || (discussion.gid === null && discussion.pid && (await closedProblemIds(deps, user)).has(discussion.pid.toLowerCase()))) {
    throw notFound('The discussion does not exist');
  }
  if (discussion.status !== 0 && !isAdmin(user)) throw forbidden('The discussion has been disabled by an admin');
  return discussion;
}

/** Where comments are: a discussion, or a contest's Q&A with the caller's standing in the contest. */
export type Place = { kind: 'discussion'; did: number; discussion: DiscussionItem } | { kind: 'contest'; cid: number; contest: ContestContext };

/** The comment area of a discussion (did) or a contest (cid, which wins when both are given), open to the caller. */
export async function enterPlace(deps: Deps, where: { did?: number | null; cid?: number | null }, user: SessionUser | undefined): Promise<Place> {
  if (where.cid) {
    await requireContestCommentArea(deps);
    return { kind: 'contest', cid: where.cid, contest: await enterContest(deps, where.cid, user) };
  }
  if (where.did) {
    return { kind: 'discussion', did: where.did, discussion: await openDiscussion(deps, where.did, user) };
  }
  throw badRequest('Please give the discussion id (did) or the contest id (cid)');
}

/** The place of an existing comment for one who removes from it: contest admins are decided without the entry rules. */
const placeForRemoval = async (deps: Deps, where: { did: number | null; cid: number | null }, user: SessionUser): Promise<Place> => {
  if (where.cid !== null) {
    await requireContestCommentArea(deps);
    return { kind: 'contest', cid: where.cid, contest: await loadContest(deps, where.cid, user) };
  }
  return enterPlace(deps, where, user);
};

/** Whether the caller is an admin of a group discussion's group (who moderate its comments as the site's admins do). */
const isGroupDiscussionAdmin = async (deps: Deps, place: Place, user: SessionUser) => {
  if (place.kind !== 'discussion' || place.discussion.gid === null) return false;
  const group = await deps.repos.groups.getGroup(place.discussion.gid);
  return group !== undefined && isGroupAdmin(await deps.repos.groups.standingIn(group, user));
};

/** Who may remove a comment or reply: its author; in discussions the admins (and a group discussion's group admins), in a contest its admins. */
const mayRemove = async (deps: Deps, place: Place, user: SessionUser, authorUid: string) =>
  authorUid === user.uid || (place.kind === 'discussion' ? isAdmin(user) || (await isGroupDiscussionAdmin(deps, place, user)) : place.contest.admin);

/**
 * While a contest runs, a contestant's Q&A shows only their own questions and what the contest admins wrote
 * (the reference's rule); admins and everyone after the contest see all. Undefined when nothing is hidden.
 */
export function visibleInPlace(place: Place, deps: Deps, user: SessionUser | undefined): ((e: Pick<CommentEntryItem, 'fromUid' | 'fromContestAdmin'>) => boolean) | undefined {
  if (place.kind !== 'contest' || place.contest.admin) return undefined;
  if (contestStatusAt(place.contest.contest, deps.now()) !== ContestStatus.RUNNING) return undefined;
  return (e) => e.fromContestAdmin || e.fromUid === user?.uid;
}

/** Refuses (403) one who may not remove a comment or reply written by `authorUid` there. */
export async function requireRemovable(deps: Deps, comment: CommentItem, user: SessionUser, authorUid: string, what: 'comment' | 'reply') {
  const place = await placeForRemoval(deps, comment, user);
  if (!(await mayRemove(deps, place, user, authorUid))) {
    throw forbidden(`Only its author or ${place.kind === 'contest' ? "the contest's admins" : 'an admin'} may delete this ${what}`);
  }
}

/** A comment the caller may see: it exists, its area is open to them, and a running contest does not hide it from them. */
export async function visibleComment(deps: Deps, id: number, user: SessionUser | undefined) {
  const comment = await deps.repos.comments.getComment(id);
  if (!comment) throw notFound('The comment does not exist');
  const place = await enterPlace(deps, comment, user);
  const visible = visibleInPlace(place, deps, user);
  if (visible && !visible(comment)) throw notFound('The comment does not exist');
  return { comment, place };
}

/** The comment list of a place. */
export function placeKey(place: Place): CommentPlace {
  return place.kind === 'contest' ? { did: null, cid: place.cid } : { did: place.did, cid: null };
}

/** Where a discussion is read: a group's inside its group (the reference client's route). */
export function discussionUrl(d: Pick<DiscussionItem, 'id' | 'gid'>) {
  return d.gid === null ? `/discussion-detail/${d.id}` : `/group/${d.gid}/discussion-detail/${d.id}`;
}

/** Where a reminder sends its reader. */
export function placeUrl(place: Place) {
  return place.kind === 'contest' ? `/contest/${place.cid}/comment` : discussionUrl(place.discussion);
}
export function placeSource(place: Place) {
  return place.kind === 'contest' ? { sourceId: place.cid, sourceType: 'Contest' as const } : { sourceId: place.did, sourceType: 'Discussion' as const };
}
