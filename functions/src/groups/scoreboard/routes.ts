import { BoardCidQuery, ContestRankQuery, ContestStatus, ContestType, RankDownloadQuery, ScrollSubmissionQuery, type AcmRankRow, type OiRankRow } from '@oj/shared';
import { scoreboardCalls } from '@oj/shared/api/scoreboard';
import { contestStatusAt } from '@oj/shared/domain/contest-access';
import { isSealed } from '@oj/shared/domain/scoreboard';
import { LOGIN, PUBLIC, route, type GroupDef } from '../../http/route.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { attachmentHeader } from '../../http/content-disposition.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { Deps } from '../../deps.ts';
import { contestProblemView } from '../../domain/contests.ts';
import { shownRows } from '../../boards/real-names.ts';
import { boardStoreFor } from '../../boards/board-store.ts';
import { ensureFreshBoard, rankPage, readBoard, type BoardViewer } from '../../boards/read-board.ts';
import { contestInfo } from '../../services/contest/contest-info-view.ts';
import { administerContest, enterContest, loadContest, type ContestContext } from '../../services/contest/load-contest.ts';
import { rankCsv } from './rank-csv.ts';

const viewerOf = (ctx: ContestContext, user: SessionUser | undefined): BoardViewer => ({ uid: user?.uid, admin: ctx.admin });

/** Boards read outside the contest (the outside scoreboard, the scroll board): with openRank off, only for its admins. */
const openRankContest = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const ctx = await loadContest(deps, cid, user);
  if (!ctx.admin && !ctx.contest.openRank) throw forbidden('The scoreboard of this contest is not open to the public');
  return ctx;
};

/** The outside scoreboard: only for contests whose rank is open, once they have started (admins at any time). */
const openBoardContest = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const ctx = await openRankContest(deps, cid, user);
  if (!ctx.admin && contestStatusAt(ctx.contest, deps.now()) === ContestStatus.SCHEDULED) throw forbidden('The contest has not started yet');
  return ctx;
};

/** The scroll board is an ACM contest's, once it is over (as the reference allows). */
const scrollBoardContest = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const ctx = await openRankContest(deps, cid, user);
  const c = ctx.contest;
  if (c.type !== ContestType.ACM) throw badRequest('Only ACM contests have a scroll board');
  if (contestStatusAt(c, deps.now()) !== ContestStatus.ENDED) throw badRequest('The scroll board opens once the contest has ended');
  return ctx;
};

/**
 * Only a sealed board has results to replay; while it stays sealed after the end (autoRealRank off) they are its
 * admins' alone, who replay them for the room (issue 22: no call reveals a sealed result before the seal lifts).
 */
const sealedScrollContest = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const { contest: c, admin } = await scrollBoardContest(deps, cid, user);
  if (!c.sealRank) throw badRequest('The contest was not sealed, so there is nothing to reveal');
  if (!admin && isSealed(c, deps.now())) throw forbidden('The board is sealed until the contest admins open it');
  return c;
};

export const scoreboardRoutes = [
  route(scoreboardCalls.getContestOutsideInfo, {
    access: PUBLIC,
    query: BoardCidQuery,
    // the outside scoreboard's header and columns (the reference's ContestOutsideInfoVO)
    handler: async ({ deps, user, query }) => {
      const { contest: c } = await openBoardContest(deps, query.cid, user);
      const problems = await deps.repos.contests.contestProblems(c.cid);
      return {
        contest: contestInfo(c, deps.now()),
        problemList: problems.map(contestProblemView),
      };
    },
  }),
  route(scoreboardCalls.getContestRank, {
    access: LOGIN,
    body: ContestRankQuery,
    handler: async ({ deps, user, body }) => {
      const ctx = await enterContest(deps, body.cid, user);
      const viewer = viewerOf(ctx, user);
      return rankPage(ctx.contest, await readBoard(deps, ctx.contest, viewer, body), viewer, body);
    },
  }),
  route(scoreboardCalls.getContestOutsideScoreboard, {
    access: PUBLIC,
    body: ContestRankQuery,
    handler: async ({ deps, user, body }) => {
      const ctx = await openBoardContest(deps, body.cid, user);
      const viewer = viewerOf(ctx, user);
      return rankPage(ctx.contest, await readBoard(deps, ctx.contest, viewer, body), viewer, body);
    },
  }),
  route(scoreboardCalls.getContestScrollBoardInfo, {
    access: PUBLIC,
    query: BoardCidQuery,
    // a contest never sealed answers with no sealRankTime: the window says there is nothing to reveal, without
    // a failing call (its submissions are not asked for)
    handler: async ({ deps, query, user }) => {
      const { contest: c } = await scrollBoardContest(deps, query.cid, user);
      const problems = await deps.repos.contests.contestProblems(c.cid);
      return {
        id: c.cid,
        rankShowName: c.rankShowName,
        problemCount: problems.length,
        balloonColor: Object.fromEntries(problems.map((p) => [p.displayId, p.color])),
        startTime: c.startTime,
        sealRankTime: c.sealRank ? c.sealRankTime : null,
        starUserList: c.starAccount,
      };
    },
  }),
  route(scoreboardCalls.getContestScrollBoardSubmission, {
    access: PUBLIC,
    query: ScrollSubmissionQuery,
    handler: async ({ deps, query, user }) => {
      const c = await sealedScrollContest(deps, query.cid, user);
      await ensureFreshBoard(deps, c);
      const scroll = await boardStoreFor(deps).read(c.cid, 'scroll');
      const stars = new Set(query.removeStar ? c.starAccount : []);
      return shownRows(
        c,
        false,
        (scroll?.submissions ?? []).filter((s) => !stars.has(s.username)),
      );
    },
  }),
  route(scoreboardCalls.downloadContestRank, {
    access: LOGIN,
    query: RankDownloadQuery,
    handler: async ({ deps, user, query }) => {
      const ctx = await administerContest(deps, query.cid, user);
      const c = ctx.contest;
      const viewer = viewerOf(ctx, user);
      const board = await readBoard(deps, c, viewer, { forceRefresh: query.forceRefresh, containsEnd: query.containEnd });
      const rows = query.removeStar ? board.rows.filter((r) => r.rank !== -1) : board.rows;
      const problems = (await deps.repos.contests.contestProblems(c.cid)).map((p) => p.displayId);
      const csv = rankCsv(c, problems, rows as AcmRankRow[] | OiRankRow[]);
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentHeader(`contest_${c.cid}_rank.csv`),
        },
      });
    },
  }),
];

/** Contest scoreboards, the outside scoreboard, the scroll board and the rank download; boards are read from snapshots. */
export const scoreboardGroup: GroupDef = {
  name: 'scoreboard',
  routes: scoreboardRoutes,
  table: 'readwrite',
  buckets: { testData: 'readwrite', publicFiles: 'readwrite' },
};
