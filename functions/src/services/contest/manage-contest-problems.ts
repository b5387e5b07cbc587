import type { ContestProblemItem } from '@oj/shared/db/items/contest';
import { ProblemAuth, toPage, type AdminContestProblemListQuery, type AdminProblemBody, type ContestPlacement, type ContestProblemBody } from '@oj/shared';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { problemMatches } from '../../domain/problem-sets.ts';
import type { ProblemSummary } from '../../data/problems.ts';
import { contestProblemView } from '../../domain/contests.ts';
import { problemOr404 } from '../problem/manage-problem.ts';
import { saveProblem } from '../problem/save-problem.ts';
import type { AdminContestItem } from '../../domain/contests.ts';
import { checkDisplayIdFree, editEntry, entryOfProblem, markContestProblem, placeProblem, removeEntry, typeRuleProblem } from './contest-entries.ts';

/**
 * The contest problem calls a contest's managers make, the same in every scope (the back office, a group): each takes
 * the contest its scope let the caller manage, and every problem or entry id it receives is checked against that contest.
 */

/** ALL (or none) is every bank, ME this site's own problems, a remote judge's name its imported problems. */
const inBank = (oj: string | undefined) => (p: ProblemSummary) => (!oj || oj === 'ALL' ? true : oj === 'ME' ? !p.isRemote : p.isRemote && p.problemId.toUpperCase().startsWith(`${oj}-`));

/**
 * Why a problem of the public bank may not join this contest, or null: group problems never (they join their own
 * group's contests from the group bank), private ones never, and a group contest takes only public ones (as the
 * reference: the public bank's contest problems stay out of groups).
 */
export function publicBankRefusal(contest: Pick<AdminContestItem, 'gid'>, p: Pick<ProblemSummary, 'gid' | 'isGroup' | 'auth'>): string | null {
  if (p.isGroup || p.gid !== null) return 'Problems of a group cannot be added to this contest';
  if (contest.gid !== null) return p.auth === ProblemAuth.PUBLIC ? null : 'A group contest takes only public problems from the public bank';
  return p.auth === ProblemAuth.PRIVATE ? 'A private problem cannot be added to a contest; make it public or a contest problem first' : null;
}

/**
 * Without problemType: the contest's own problems in display id order. With it: the public bank's problems that may
 * be added (not in the contest yet, of that rule type or remote, publicBankRefusal null). contestProblemMap maps each
 * pid placed in the contest to its entry, as the reference's problem list reads it.
 */
export async function contestProblemList(deps: Deps, contest: AdminContestItem, query: z.output<typeof AdminContestProblemListQuery>) {
  const entries = await deps.repos.contests.contestProblems(contest.cid, true);
  const placed = new Set(entries.map((e) => e.pid));
  const problems = (await deps.repos.problems.allProblems()).filter(problemMatches(query.keyword?.toLowerCase())).filter(inBank(query.oj));
  const byPid = new Map(problems.map((p) => [p.pid, p]));
  const rows =
    query.problemType === undefined
      ? entries.flatMap((e) => byPid.get(e.pid) ?? [])
      : problems.filter((p) => !placed.has(p.pid) && !publicBankRefusal(contest, p) && (p.isRemote || p.type === query.problemType));
  return {
    problemList: toPage(
      rows.map((p) => ({ id: p.pid, ...p })),
      query,
    ),
    contestProblemMap: Object.fromEntries(entries.map((e) => [e.pid, contestProblemView(e)])),
  };
}

/** The contest a contest problem body names: its cid, or the contest of the entry it names by id. */
export async function contestOfEntryBody(deps: Deps, body: ContestProblemBody): Promise<number> {
  const cid = body.cid ?? (body.id ? await deps.repos.contestProblems.cidOfContestProblem(body.id) : undefined);
  if (!cid) throw body.id ? notFound('The contest problem does not exist') : badRequest('Please give a contest');
  return cid;
}

/**
 * PUT contest-problem: an entry of the contest by id (the colour switch sends only id and colour) or by problem; a
 * problem not in the contest yet is placed (the reference client's second step after creating a contest problem). In
 * the back office a private problem placed so becomes a contest problem: it is how a problem made without a contest
 * (born private, makeContestProblem) reaches its contestants, never public before the contest ends.
 */
export async function saveContestEntry(deps: Deps, contest: AdminContestItem, body: ContestProblemBody) {
  const entries = await deps.repos.contests.contestProblems(contest.cid, true);
  const entry: ContestProblemItem | undefined = entries.find((e) => (body.id ? e.id === body.id : e.pid === body.pid));
  if (!entry) {
    if (body.id) throw notFound('The contest problem does not exist');
    if (!body.pid) throw badRequest('Please give a problem');
    if (!body.displayId) throw badRequest('The display id in the contest is required');
    const problem = await problemOr404(deps, body.pid);
    const placed = await placeProblem(deps, contest, problem, { displayId: body.displayId, displayTitle: body.displayTitle ?? problem.title, color: body.color });
    if (contest.gid === null && problem.gid === null && problem.auth === ProblemAuth.PRIVATE) await markContestProblem(deps, problem.pid);
    await deps.repos.effects.boardChanged(contest.cid);
    return contestProblemView(placed);
  }
  const { entry: saved, moved } = await editEntry(deps, entries, entry, { displayId: body.displayId, displayTitle: body.displayTitle, color: body.color });
  if (moved) await deps.repos.effects.boardChanged(contest.cid);
  return contestProblemView(saved);
}

/** The problem leaves the contest (the problem itself stays); its column leaves the board. */
export async function removeFromContest(deps: Deps, contest: AdminContestItem, pid: number) {
  await removeEntry(deps, await entryOfProblem(deps.repos, contest.cid, pid));
  await deps.repos.effects.boardChanged(contest.cid);
}

/** Places a problem of the public bank in the contest under a display id, titled as the problem; answers the problem. */
export async function addFromPublicBank(deps: Deps, contest: AdminContestItem, pid: number, displayId: string) {
  const problem = await problemOr404(deps, pid);
  const refusal = publicBankRefusal(contest, problem);
  if (refusal) throw badRequest(refusal);
  await placeProblem(deps, contest, problem, { displayId, displayTitle: problem.title });
  await deps.repos.effects.boardChanged(contest.cid);
  return problem;
}

/** Before a problem is made for the contest: where it is to go must be free and fit the contest's rule type. */
const checkNewPlacement = async (deps: Deps, contest: AdminContestItem, type: number, displayId: string | undefined) => {
  if (!displayId) throw badRequest('The display id in the contest is required');
  const typeProblem = typeRuleProblem(contest, { type, isRemote: false });
  if (typeProblem) throw badRequest(typeProblem);
  checkDisplayIdFree(await deps.repos.contests.contestProblems(contest.cid, true), displayId);
};

/**
 * POST contest-problem: makes a problem from the problem form, in the group `gid` or none (checked by the caller), as
 * a contest problem (auth 3, as the reference sets it: read but not practised outside contests). It is born private
 * and becomes a contest problem once placed, so it is never readable outside a contest before the contest ends: named
 * a contest, it is placed there at once under the display id (checked before anything is saved); without one, by the
 * reference client's second call (saveContestEntry). A group's problem made without a contest is a contest problem at
 * once, as the reference makes it: its group's members do not read contest problems outside contests anyway.
 */
export async function makeContestProblem(deps: Deps, me: SessionUser, body: AdminProblemBody & z.output<typeof ContestPlacement>, contest: AdminContestItem | undefined, gid: number | null) {
  if (contest) await checkNewPlacement(deps, contest, body.problem.type, body.displayId);
  const auth = contest || gid === null ? ProblemAuth.PRIVATE : ProblemAuth.PROTECTED;
  const problem = await saveProblem(deps, me, { ...body, problem: { ...body.problem, auth } }, undefined, gid);
  if (contest && body.displayId) {
    await placeProblem(deps, contest, problem, { displayId: body.displayId, displayTitle: body.displayTitle ?? problem.title });
    await markContestProblem(deps, problem.pid);
    await deps.repos.effects.boardChanged(contest.cid);
  }
  return { pid: problem.pid };
}
