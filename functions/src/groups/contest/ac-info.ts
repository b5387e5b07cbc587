import { CheckAcInfoBody, ContestAcInfoQuery, JudgeStatus, toPage } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import type { ContestItem } from '@oj/shared/db/items/contest';
import { notFound } from '../../http/app-error.ts';
import { LOGIN, route } from '../../http/route.ts';
import { unrankedUids } from '../../boards/board-input.ts';
import { administerContest } from '../../services/contest/load-contest.ts';
import type { Repositories } from '../../data/repositories.ts';

/**
 * The balloon helper's list (the reference's ContestRecord rows): each participant's first accepted submission
 * of each problem during the contest, the contest admins' own left out, first blood marked; not yet checked
 * first, then in the order they were accepted.
 */
const acceptedRows = async (repos: Repositories, c: ContestItem) => {
  const [{ participants, entries }, problems, checked] = await Promise.all([repos.contests.contestRows(c.cid), repos.contests.contestProblems(c.cid), repos.contests.checkedAcSubmissions(c.cid)]);
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const pidOf = new Map(problems.map((p) => [p.displayId, p.pid]));
  const admins = new Set(unrankedUids(c, participants));
  const seen = new Set<string>();
  const firstBlood = new Map<string, number>();
  const rows = [];
  // entries are in time order: the first one per user and problem is the first accepted, the first per problem first blood
  for (const e of entries) {
    if (e.status !== JudgeStatus.ACCEPTED || e.at < start || e.at >= end || admins.has(e.uid)) continue;
    const key = `${e.uid}\u0000${e.displayId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const p = participants.get(e.uid);
    if (!firstBlood.has(e.displayId)) firstBlood.set(e.displayId, e.at);
    rows.push({
      id: e.submitId,
      cid: c.cid,
      uid: e.uid,
      username: p?.username ?? '',
      realname: p?.realname ?? null,
      pid: pidOf.get(e.displayId) ?? null,
      displayId: e.displayId,
      submitId: e.submitId,
      submitTime: new Date(e.at).toISOString(),
      time: Math.floor((e.at - start) / 1000),
      firstBlood: firstBlood.get(e.displayId) === e.at,
      checked: checked.has(e.submitId),
    });
  }
  return rows.sort((a, b) => Number(a.checked) - Number(b.checked));
};

export const acInfoRoutes = [
  route(contestCalls.getContestACInfo, {
    access: LOGIN,
    query: ContestAcInfoQuery,
    handler: async ({ deps, query, user }) => {
      const { contest } = await administerContest(deps, query.cid, user);
      return toPage(await acceptedRows(deps.repos, contest), query);
    },
  }),
  route(contestCalls.checkContestACInfo, {
    access: LOGIN,
    body: CheckAcInfoBody,
    // a checked mark is an item of its own; unchecking removes it
    handler: async ({ deps, body, user }) => {
      const { contest } = await administerContest(deps, body.cid, user);
      const s = await deps.repos.submissions.getSubmission(body.id);
      if (!s || s.cid !== contest.cid || s.status !== JudgeStatus.ACCEPTED) throw notFound('The accepted submission does not exist in this contest');
      await deps.repos.contestAcChecks.setAcChecked(contest.cid, s.submitId, body.checked);
      return null;
    },
  }),
];
