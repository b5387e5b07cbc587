import { ContestProblemDetailQuery, ContestProblemsQuery, ContestStatus, JudgeStatus, ProblemAuth } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import { contestStatusAt } from '@oj/shared/domain/contest-access';
import type { ContestProblemRow } from '@oj/shared/schemas/contest-view';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound, unauthorized } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { PUBLIC, LOGIN, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { contestProblemView } from '../../domain/contests.ts';
import { problemDetail } from '../../services/problem/problem-detail.ts';
import { entryByDisplayId } from '@oj/shared/domain/display-id';
import { enterContest, loadContest } from '../../services/contest/load-contest.ts';
import { shownProblems } from '../../services/contest/contest-problem-statuses.ts';
import { emptyTally, myStatuses, problemTallies } from '../../services/contest/problem-stats.ts';

/**
 * Who may read the problem list: anyone once an open-ranked contest has started (the outside scoreboard names the
 * problems), else those who may enter the contest.
 */
const problemListContest = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const ctx = await loadContest(deps, cid, user);
  const started = contestStatusAt(ctx.contest, deps.now()) !== ContestStatus.SCHEDULED;
  if (ctx.contest.openRank && started) return ctx;
  if (!user) throw unauthorized();
  if (ctx.enterRefusal) throw forbidden(ctx.enterRefusal);
  return ctx;
};

export const contestProblemRoutes = [
  route(contestCalls.getContestProblem, {
    access: PUBLIC,
    query: ContestProblemsQuery,
    // ac and total always come back; clients without the real-time view show question marks, and the counts stop at the seal.
    handler: async ({ deps, query, user }) => {
      const { contest, realTime } = await problemListContest(deps, query.cid, user);
      const [problems, tallies] = await Promise.all([shownProblems(deps, contest), problemTallies(deps, contest, { realTime, containsEnd: query.containsEnd })]);
      return problems.map((p): ContestProblemRow => {
        const t = tallies.get(p.displayId) ?? emptyTally();
        return { ...contestProblemView(p), ac: t.ac, total: t.total };
      });
    },
  }),
  route(contestCalls.getContestProblemDetails, {
    access: LOGIN,
    query: ContestProblemDetailQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const { contest, admin, realTime } = await enterContest(deps, query.cid, me);
      const entry = entryByDisplayId(await deps.repos.contests.contestProblems(contest.cid), query.displayId);
      const problem = entry && (await deps.repos.problems.getProblem(entry.pid));
      if (!entry || !problem) throw notFound('The problem is not part of this contest');
      if (problem.auth === ProblemAuth.PRIVATE) throw forbidden('This contest problem is not available right now');
      const view = { realTime, containsEnd: query.containsEnd };
      const [tallies, mine] = await Promise.all([problemTallies(deps, contest, view), deps.repos.contests.participantEntries(contest.cid, me.uid)]);
      const ended = contestStatusAt(contest, deps.now()) === ContestStatus.ENDED;
      return problemDetail(deps.repos, problem, {
        counts: tallies.get(entry.displayId) ?? emptyTally(),
        myStatus: myStatuses(contest, mine, view).get(entry.displayId)?.status ?? JudgeStatus.NOT_SUBMITTED,
        shownAs: { problemId: entry.displayId, title: entry.displayTitle, hideOrigin: !ended && !admin },
      });
    },
  }),
];
