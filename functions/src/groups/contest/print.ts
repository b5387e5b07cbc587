import { CheckPrintQuery, ContestPrintListQuery, PrintTextBody, toPage } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import { canSubmitInContest } from '@oj/shared/domain/contest-access';
import { ContestPrintItem } from '@oj/shared/db/items/contest';
import type { PrintRecord } from '@oj/shared/schemas/contest-view';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { MAX_PRINTS_PER_CONTEST } from '../../domain/contests.ts';
import { contestOfPrint } from '../../domain/contests.ts';
import { printIdOf } from '../../domain/contests.ts';
import { administerContest, loadContest } from '../../services/contest/load-contest.ts';

/** One print job per user every 30 seconds, as the reference limits it. */
const PRINT_LIMIT = { action: 'contest-print', max: 1, windowSeconds: 30 };

/** Printing during a contest (spec 001 2.6): participants send text, the contest admin prints it and marks it done. */
export const printRoutes = [
  route(contestCalls.submitPrintText, {
    access: LOGIN,
    body: PrintTextBody,
    // who may submit code now may print: registered where needed, during the contest (admins at any time)
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const { contest, facts } = await loadContest(deps, body.cid, me);
      if (!contest.openPrint) throw forbidden('Printing is not open in this contest');
      const refusal = canSubmitInContest(contest, me, facts, deps.now());
      if (refusal) throw forbidden(refusal);
      const use = await deps.repos.rateLimits.countUse(PRINT_LIMIT, me.uid, deps.now());
      if (!use.ok) throw new AppError(429, `Printing too often: please wait ${use.waitSeconds} seconds before sending another print`);
      const n = await deps.repos.contestPrints.nextPrintNumber(contest.cid);
      if (n > MAX_PRINTS_PER_CONTEST) throw badRequest('This contest has reached its limit of print jobs');
      const id = printIdOf(contest.cid, n);
      const at = deps.now().toISOString();
      const job = ContestPrintItem.parse({
        id,
        cid: contest.cid,
        uid: me.uid,
        username: me.username,
        realname: (await deps.repos.users.getUser(me.uid))?.realname ?? null,
        content: body.content,
        status: 0,
        gmtCreate: at,
        gmtModified: at,
      });
      await deps.repos.contestPrints.putPrintJob(job);
      return null;
    },
  }),
  route(contestCalls.getContestPrint, {
    access: LOGIN,
    query: ContestPrintListQuery,
    // jobs not printed yet first, newest first within each
    handler: async ({ deps, query, user }) => {
      const { contest } = await administerContest(deps, query.cid, user);
      const jobs = (await deps.repos.contests.contestPrints(contest.cid)).sort((a, b) => a.status - b.status || b.gmtCreate.localeCompare(a.gmtCreate) || b.id - a.id);
      const page = toPage(jobs, query);
      return { ...page, records: page.records.map((j): PrintRecord => ({ id: j.id, cid: j.cid, username: j.username, realname: j.realname, status: j.status, gmtCreate: j.gmtCreate })) };
    },
  }),
  route(contestCalls.checkContestPrintStatus, {
    access: LOGIN,
    query: CheckPrintQuery,
    handler: async ({ deps, query, user }) => {
      const { contest } = await administerContest(deps, query.cid, user);
      if (contestOfPrint(query.id) !== contest.cid) throw notFound('The print job does not exist');
      if (!(await deps.repos.contestPrints.markPrinted(contest.cid, query.id, deps.now()))) throw notFound('The print job does not exist');
      return null;
    },
  }),
];
