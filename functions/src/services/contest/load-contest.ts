import type { ContestItem, ContestParticipantItem } from '@oj/shared/db/items/contest';
import { canEnterContest, canSeeContest, hasRealTimeView, isContestAdmin, type Refusal, type ViewerFacts } from '@oj/shared/domain/contest-access';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';

/** A contest as one caller meets it: their registration and standing, decided by shared/domain/contest-access.ts. */
export interface ContestContext {
  contest: ContestItem;
  participant: ContestParticipantItem | undefined;
  facts: ViewerFacts;
  /** The creator, the super admin (and a group contest's group root). */
  admin: boolean;
  /** Live counts and results (see hasRealTimeView). */
  realTime: boolean;
  /** Why the caller may not enter (its problems, submissions, announcements), null if they may (see canEnterContest). */
  enterRefusal: Refusal;
}

/**
 * The contest if the caller may see it at all: hidden contests are missing (404); a group contest is for the members
 * of its group (403 to others), and its group's root administers it beside its creator and the super admin.
 */
export async function loadContest(deps: Deps, cid: number, user: SessionUser | undefined): Promise<ContestContext> {
  const [contest, participant] = await Promise.all([deps.repos.contests.getContest(cid), user ? deps.repos.contests.getParticipant(cid, user.uid) : undefined]);
  if (!contest) throw notFound('The contest does not exist');
  const facts: ViewerFacts = { registered: participant?.registered ?? false, ...(await deps.repos.groups.groupFactsFor(contest.gid, user)) };
  const refusal = canSeeContest(contest, user, facts);
  if (refusal) throw contest.visible ? forbidden(refusal) : notFound(refusal);
  const now = deps.now();
  return {
    contest,
    participant,
    facts,
    admin: isContestAdmin(contest, user, facts),
    realTime: hasRealTimeView(contest, user, facts, now),
    enterRefusal: canEnterContest(contest, user, facts, now),
  };
}

/** The contest if the caller may enter it (its problems, submissions, announcements), else 403 with the reason. */
export async function enterContest(deps: Deps, cid: number, user: SessionUser | undefined) {
  const ctx = await loadContest(deps, cid, user);
  if (ctx.enterRefusal) throw forbidden(ctx.enterRefusal);
  return ctx;
}

/** The contest if the caller administers it (print jobs, the balloon helper, downloads). */
export async function administerContest(deps: Deps, cid: number, user: SessionUser | undefined) {
  const ctx = await loadContest(deps, cid, user);
  if (!ctx.admin) throw forbidden('Only the contest admin may do this');
  return ctx;
}
