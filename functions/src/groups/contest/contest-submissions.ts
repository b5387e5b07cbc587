import { ContestSubmissionListQuery, ContestSubmissionsStatusBody, ContestType } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import { submissionListPartition } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { contestSubmissionView, toContestSubmission } from '../../services/submission/contest-submission-view.ts';
import type { ListFilter } from '../../data/submission-lists.ts';
import { enterContest, type ContestContext } from '../../services/contest/load-contest.ts';

const iso = (t: string) => new Date(Date.parse(t)).toISOString();

/** The problems a display id filter names: exactly one, or every one containing it (the reference's LIKE). */
const problemFilter = async (deps: Deps, cid: number, displayId: string | undefined, complete: boolean): Promise<Pick<ListFilter, 'pid' | 'pids'> | 'none'> => {
  if (!displayId) return {};
  const wanted = displayId.toLowerCase();
  const pids = (await deps.repos.contests.contestProblems(cid)).filter((p) => (complete ? p.displayId.toLowerCase() === wanted : p.displayId.toLowerCase().includes(wanted))).map((p) => p.pid);
  if (!pids.length) return 'none';
  return pids.length === 1 ? { pid: pids[0] } : { pids };
};

/** Whether the contest's list holds a submission made before `at` (an admin's test before the start): its oldest one tells. */
const hasSubmissionBefore = async (deps: Deps, cid: number, at: string) => {
  const oldest = await deps.repos.submissionLists.oldestInList(submissionListPartition({ cid, gid: null }));
  return oldest !== undefined && oldest.submitTime < at;
};

/**
 * The time window of the list as the reference draws it: before the start or from it on; and, for everyone but
 * the caller, nothing behind the seal (without the real-time view) or after the end (unless after-contest
 * submissions are asked for and allowed). Bounds no submission can cross are left out, so the list keeps its
 * exact total from the counters.
 */
const timeWindow = async (deps: Deps, ctx: ContestContext, me: SessionUser, q: ContestSubmissionListQuery): Promise<Pick<ListFilter, 'since' | 'until'>> => {
  const c = ctx.contest;
  const now = deps.now().toISOString();
  const start = iso(c.startTime);
  if (q.beforeContestSubmit === true) return start > now ? {} : { until: { at: start } };
  const since = q.beforeContestSubmit === false && (await hasSubmissionBefore(deps, c.cid, start)) ? start : undefined;
  const sealed = !ctx.realTime && c.sealRank && c.sealRankTime !== null;
  const afterEndShown = q.containsEnd && (c.allowEndSubmit || ctx.admin);
  const cutoff = sealed ? iso(c.sealRankTime!) : afterEndShown ? undefined : iso(c.endTime);
  // a status filter must not reveal one's own OI results hidden behind the seal
  const ownHidden = sealed && c.type === ContestType.OI && q.status !== undefined;
  const until = cutoff && cutoff <= now ? { at: cutoff, exceptUid: ownHidden ? undefined : me.uid } : undefined;
  return { since, until };
};

/** Each submission as this caller may see it in the contest. */
const contestView = (deps: Deps, ctx: ContestContext, me: SessionUser) => (s: SubmissionItem) => toContestSubmission(s, contestSubmissionView(s, ctx, me.uid, deps.now()));

/** The contest's submissions and their status polling (the reference's ContestController and checkContestJudgeResult). */
export const contestSubmissionRoutes = [
  route(contestCalls.getContestSubmissionList, {
    access: LOGIN,
    query: ContestSubmissionListQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const ctx = await enterContest(deps, query.contestID, me);
      const c = ctx.contest;
      const problems = await problemFilter(deps, c.cid, query.problemID, query.completeProblemID);
      const empty = { records: [], total: 0, size: query.limit, current: query.currentPage, pages: 0 };
      if (problems === 'none') return empty;
      const uid = query.onlyMine ? me.uid : query.username ? await deps.repos.users.uidByUsername(query.username) : undefined;
      if (query.username && !query.onlyMine && !uid) return empty;
      const filter: ListFilter = { partition: submissionListPartition({ cid: c.cid, gid: null }), uid, status: query.status, ...problems, ...(await timeWindow(deps, ctx, me, query)) };
      const page = await deps.repos.submissionLists.listSubmissions(filter, query);
      return { ...page, records: page.records.map(contestView(deps, ctx, me)) };
    },
  }),
  route(contestCalls.checkContestJudgeResult, {
    access: LOGIN,
    body: ContestSubmissionsStatusBody,
    // the list's polling: each submission as the list shows it, so sealed results stay unknown
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const ctx = await enterContest(deps, body.cid, me);
      const show = contestView(deps, ctx, me);
      const found = await Promise.all([...new Set(body.submitIds)].map((id) => deps.repos.submissions.getSubmission(id)));
      return Object.fromEntries(found.flatMap((s) => (s && s.cid === ctx.contest.cid ? [[s.submitId, show(s)]] : [])));
    },
  }),
];
