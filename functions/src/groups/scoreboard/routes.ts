import { z } from 'zod';
import { ContestRankQuery, ContestStatus, ContestType, queryBool, type AcmRankRow, type OiRankRow } from '@oj/shared';
import { canEnterContest, contestStatusAt, isContestAdmin } from '@oj/shared/domain/contest-access';
import type { ContestItem } from '@oj/shared/db/items';
import { LOGIN, PUBLIC, route, type GroupDef } from '../../http/route.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { Deps } from '../../deps.ts';
import { contestProblems, getContest, getParticipant } from '../../data/contests.ts';
import { boardStoreFor } from '../../boards/board-store.ts';
import { ensureFreshBoard, rankPage, readBoard, type BoardViewer } from '../../boards/read-board.ts';
import { contestInfo } from '../contest/contest-vo.ts';
import { rankCsv } from './rank-csv.ts';

const cidQuery = z.object({ cid: z.coerce.number({ error: 'cid must be a contest id' }).int().positive('cid must be a contest id') });

const viewerOf = (c: ContestItem, user: SessionUser | undefined): BoardViewer => ({ uid: user?.uid, admin: isContestAdmin(c, user) });

/** The contest, or 404; hidden contests exist only for their admins. */
const contestFor = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const c = await getContest(deps.db, cid);
  if (!c || (!c.visible && !isContestAdmin(c, user))) throw notFound('The contest does not exist');
  return c;
};

/** The board of a contest the caller may enter (its rank tab). */
const enteredContest = async (deps: Deps, cid: number, user: SessionUser) => {
  const c = await contestFor(deps, cid, user);
  const registered = (await getParticipant(deps.db, cid, user.uid))?.registered ?? false;
  const refusal = canEnterContest(c, user, { registered }, deps.now());
  if (refusal) throw forbidden(refusal);
  return c;
};

/** The outside scoreboard: only for contests whose rank is open, once they have started. */
const openBoardContest = async (deps: Deps, cid: number, user: SessionUser | undefined) => {
  const c = await contestFor(deps, cid, user);
  if (!c.openRank && !isContestAdmin(c, user)) throw forbidden('The scoreboard of this contest is not open to the public');
  if (contestStatusAt(c, deps.now()) === ContestStatus.SCHEDULED && !isContestAdmin(c, user)) throw forbidden('The contest has not started yet');
  return c;
};

/** The scroll board replays a sealed ACM board, only once the contest is over (as the reference allows). */
const scrollContest = async (deps: Deps, cid: number) => {
  const c = await contestFor(deps, cid, undefined);
  if (c.type !== ContestType.ACM) throw badRequest('Only ACM contests have a scroll board');
  if (!c.sealRank) throw badRequest('The contest was not sealed, so there is nothing to reveal');
  if (contestStatusAt(c, deps.now()) !== ContestStatus.ENDED) throw badRequest('The scroll board opens once the contest has ended');
  return c;
};

export const scoreboardRoutes = [
  route({
    method: 'GET',
    path: '/api/get-contest-outsize-info',
    access: PUBLIC,
    query: cidQuery,
    // the outside scoreboard's header and columns (the reference's ContestOutsideInfoVO)
    handler: async ({ deps, user, query }) => {
      const c = await openBoardContest(deps, query.cid, user);
      const problems = await contestProblems(deps.db, c.cid);
      return {
        contest: contestInfo(c, deps.now()),
        problemList: problems.map((p) => ({ id: p.pid, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color })),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/get-contest-rank',
    access: LOGIN,
    body: ContestRankQuery,
    handler: async ({ deps, user, body }) => {
      const c = await enteredContest(deps, body.cid, user!);
      const viewer = viewerOf(c, user);
      return rankPage(c, await readBoard(deps, c, viewer, body), viewer, body);
    },
  }),
  route({
    method: 'POST',
    path: '/api/get-contest-outside-scoreboard',
    access: PUBLIC,
    body: ContestRankQuery,
    handler: async ({ deps, user, body }) => {
      const c = await openBoardContest(deps, body.cid, user);
      const viewer = viewerOf(c, user);
      return rankPage(c, await readBoard(deps, c, viewer, body), viewer, body);
    },
  }),
  route({
    method: 'GET',
    path: '/api/get-contest-scroll-board-info',
    access: PUBLIC,
    query: cidQuery,
    handler: async ({ deps, query }) => {
      const c = await scrollContest(deps, query.cid);
      const problems = await contestProblems(deps.db, c.cid);
      return {
        id: c.cid,
        rankShowName: c.rankShowName,
        problemCount: problems.length,
        balloonColor: Object.fromEntries(problems.map((p) => [p.displayId, p.color])),
        startTime: c.startTime,
        sealRankTime: c.sealRankTime,
        starUserList: c.starAccount,
      };
    },
  }),
  route({
    method: 'GET',
    path: '/api/get-contest-scroll-board-submission',
    access: PUBLIC,
    query: cidQuery.extend({ removeStar: queryBool.default(false) }),
    handler: async ({ deps, query }) => {
      const c = await scrollContest(deps, query.cid);
      await ensureFreshBoard(deps, c);
      const scroll = await boardStoreFor(deps).read(c.cid, 'scroll');
      const stars = new Set(query.removeStar ? c.starAccount : []);
      const showsRealname = c.rankShowName === 'realname';
      return (scroll?.submissions ?? []).filter((s) => !stars.has(s.username)).map((s) => (showsRealname ? s : { ...s, realname: null }));
    },
  }),
  route({
    method: 'GET',
    path: '/api/file/download-contest-rank',
    access: LOGIN,
    query: cidQuery.extend({ forceRefresh: queryBool.default(false), removeStar: queryBool.default(false), containEnd: queryBool.default(false) }),
    handler: async ({ deps, user, query }) => {
      const c = await contestFor(deps, query.cid, user);
      if (!isContestAdmin(c, user)) throw forbidden('Only the contest admin may download its rank');
      const viewer = viewerOf(c, user);
      const board = await readBoard(deps, c, viewer, { forceRefresh: query.forceRefresh, containsEnd: query.containEnd });
      const rows = query.removeStar ? board.rows.filter((r) => r.rank !== -1) : board.rows;
      const problems = (await contestProblems(deps.db, c.cid)).map((p) => p.displayId);
      const csv = rankCsv(c, problems, rows as AcmRankRow[] | OiRankRow[]);
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="contest_${c.cid}_rank.csv"`,
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
