import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GroupMemberAuth, JudgeStatus as S } from '@oj/shared';
import { contestKey, problemKey, submissionCasesKey, submissionKey } from '@oj/shared/db/keys';
import { ContestItem } from '@oj/shared/db/items/contest';
import { putGroup } from '../../data/group-fixture.ts';
import { rebuildBoard } from '../../boards/rebuild.ts';
import { releaseDueResults } from '../../boards/release-results.ts';
import { contestForm } from '../../../test/fixtures/admin-contest.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// Issue 22, "sealed means sealed, on every call": every call that shows a verdict, a score or a count, asked about
// ann's accepted submission behind the seal of an ACM and of an OI contest by an anonymous caller, another contestant
// (bob), the author (ann) and an admin (root). Each check answers whether the call let the sealed AC show; the table
// says who may see it (the author her own ACM verdict and status, as the reference shows, never in OI; admins what
// they administer). Site-wide figures show it to nobody until the contest's results are released.
let t: TestContext;
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};
const GROUP_CID = 9101;
const GID = 61;
/** A public training holding both contests' problems (its progress counts the site's solved set). */
let tid = 0;
const MIN = 60_000;

/** A sealed contest and ann's accepted submission in it (the one asked about; hers in the group contest is the group rank's). */
interface Target {
  kind: 'ACM' | 'OI';
  cid: number;
  pid: number;
  submitId: number;
}
const ACM: Target = { kind: 'ACM', cid: 9100, pid: 1000, submitId: 0 };
const OI: Target = { kind: 'OI', cid: 9102, pid: 1001, submitId: 0 };
const TARGETS = [ACM, OI];
const PIDS = TARGETS.map((at) => at.pid);

type Caller = 'anonymous' | 'other' | 'author' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'other', 'author', 'admin'];
const tokenOf: Record<Caller, () => string | undefined> = { anonymous: () => undefined, other: () => tokens.bob, author: () => tokens.ann, admin: () => tokens.root };

type Res = Awaited<ReturnType<TestContext['call']>>;
const ok = (res: Res) => res.status === 200;
const get = (path: string, caller: Caller, query: Record<string, string | number | boolean> = {}) => t.call('GET', path, { token: tokenOf[caller](), query });
const post = (path: string, caller: Caller, body: unknown) => t.call('POST', path, { token: tokenOf[caller](), body });
type Row = Record<string, any>;
const annRow = (rows: Row[]) => rows.find((r) => r.username === 'ann');

/** Whether the call showed ann's sealed AC to the caller. */
type Check = (caller: Caller) => Promise<boolean>;

const SITE_WIDE: [string, Check][] = [
  [
    'get-user-home-info: solved list and scores',
    async (c) => {
      const res = await get('/api/get-user-home-info', c, { username: 'ann' });
      return ok(res) && (res.body.data.solvedList.length > 0 || res.body.data.scoreList.length > 0 || res.body.data.total > 0);
    },
  ],
  [
    'get-user-calendar-heatmap',
    async (c) => {
      const res = await get('/api/get-user-calendar-heatmap', c, { username: 'ann' });
      return ok(res) && res.body.data.dataList.length > 0;
    },
  ],
  [
    'get-rank-list ACM',
    async (c) => {
      const res = await get('/api/get-rank-list', c, { type: 0, currentPage: 1, limit: 100 });
      return ok(res) && (annRow(res.body.data.records)?.ac ?? 0) > 0;
    },
  ],
  [
    'get-rank-list OI (ranked at all)',
    async (c) => {
      const res = await get('/api/get-rank-list', c, { type: 1, currentPage: 1, limit: 100 });
      return ok(res) && annRow(res.body.data.records) !== undefined;
    },
  ],
  [
    'get-recent-seven-ac-rank',
    async (c) => {
      const res = await get('/api/get-recent-seven-ac-rank', c);
      return ok(res) && annRow(res.body.data) !== undefined;
    },
  ],
  [
    'get-last-week-submission-statistics',
    async (c) => {
      const res = await get('/api/get-last-week-submission-statistics', c);
      return ok(res) && res.body.data.acCountList.some((n: number) => n > 0);
    },
  ],
  [
    'get-problem-list: counts and my status',
    async (c) => {
      const res = await get('/api/get-problem-list', c, { currentPage: 1, limit: 100 });
      const rows = ok(res) ? (res.body.data.records as Row[]).filter((r) => PIDS.includes(r.pid)) : [];
      return rows.some((row) => row.ac > 0 || row.myStatus === S.ACCEPTED);
    },
  ],
  [
    'get-problem-detail: counts and my status',
    async (c) => {
      const details = await Promise.all(PIDS.map((pid) => get('/api/get-problem-detail', c, { problemId: String(pid) })));
      return details.some((res) => ok(res) && (res.body.data.problemCount.ac > 0 || res.body.data.myStatus === S.ACCEPTED));
    },
  ],
  [
    'get-user-problem-status (problem bank)',
    async (c) => {
      const res = await post('/api/get-user-problem-status', c, { pidList: PIDS });
      return ok(res) && PIDS.some((pid) => res.body.data[pid]?.status === S.ACCEPTED);
    },
  ],
  [
    'get-submission-list (public, by user, only mine)',
    async (c) => {
      const queries: Record<string, string | boolean>[] = [{}, { username: 'ann' }, ...(c === 'anonymous' ? [] : [{ onlyMine: true }])];
      const lists = await Promise.all(queries.map((q) => get('/api/get-submission-list', c, { currentPage: 1, limit: 50, ...q })));
      return lists.some((res) => ok(res) && ((res.body.data.records as Row[]).some((r) => r.cid !== 0) || res.body.data.total > 0));
    },
  ],
  [
    'get-training-list: progress',
    async (c) => {
      const res = await get('/api/get-training-list', c, { currentPage: 1, limit: 50 });
      return ok(res) && (res.body.data.records as Row[]).some((r) => r.acCount > 0);
    },
  ],
  [
    'get-training-problem-list: my status',
    async (c) => {
      const res = await get('/api/get-training-problem-list', c, { tid });
      return ok(res) && (res.body.data as Row[]).some((p) => p.myStatus === S.ACCEPTED);
    },
  ],
  [
    'get-last-ac-code (problem bank)',
    async (c) => {
      const codes = await Promise.all(PIDS.map((pid) => get('/api/get-last-ac-code', c, { pid })));
      return codes.some(ok);
    },
  ],
  [
    'check-submissions-status',
    async (c) => {
      const res = await post('/api/check-submissions-status', c, { submitIds: TARGETS.map((at) => at.submitId) });
      return ok(res) && Object.keys(res.body.data).length > 0;
    },
  ],
  [
    'get-group-rank-list (group contest)',
    async (c) => {
      const res = await get('/api/get-group-rank-list', c, { gid: GID, type: 0, currentPage: 1, limit: 50 });
      return ok(res) && (annRow(res.body.data.records)?.ac ?? 0) > 0;
    },
  ],
];

type ContestCheck = (caller: Caller, at: Target) => Promise<boolean>;
/** A row that shows a solve (ACM) or a score (OI). */
const scored = (row: Row | undefined) => (row?.ac ?? row?.totalScore ?? 0) > 0;
const AUTHOR_TOO = { anonymous: false, other: false, author: true, admin: true };
const ADMIN_ONLY = { anonymous: false, other: false, author: false, admin: true };
/** An OI contest hides the author's own result behind the seal too (contest-view.ts). */
const OI_AUTHOR_BLIND = { author: false };

// [call, check, who sees it in an ACM contest, what differs in an OI contest]
const CONTEST_CALLS: [string, ContestCheck, Record<Caller, boolean>, Partial<Record<Caller, boolean>>][] = [
  [
    'get-submission-detail',
    async (c, at) => {
      const res = await get('/api/get-submission-detail', c, { submitId: at.submitId });
      return ok(res) && res.body.data.submission.status === S.ACCEPTED;
    },
    AUTHOR_TOO,
    OI_AUTHOR_BLIND,
  ],
  [
    'get-all-case-result',
    async (c, at) => {
      const res = await get('/api/get-all-case-result', c, { submitId: at.submitId });
      return ok(res) && (res.body.data.judgeCaseList as Row[]).some((r) => r.status === S.ACCEPTED);
    },
    AUTHOR_TOO,
    OI_AUTHOR_BLIND,
  ],
  [
    'check-contest-submissions-status',
    async (c, at) => {
      const res = await post('/api/check-contest-submissions-status', c, { cid: at.cid, submitIds: [at.submitId] });
      return ok(res) && res.body.data[at.submitId]?.status === S.ACCEPTED;
    },
    AUTHOR_TOO,
    OI_AUTHOR_BLIND,
  ],
  [
    'contest-submissions: rows and per-status totals',
    async (c, at) => {
      const [all, accepted] = await Promise.all([
        get('/api/contest-submissions', c, { contestID: at.cid, currentPage: 1, limit: 50 }),
        get('/api/contest-submissions', c, { contestID: at.cid, currentPage: 1, limit: 50, status: S.ACCEPTED }),
      ]);
      const shows = (res: Res) => ok(res) && (res.body.data.records as Row[]).some((r) => r.submitId === at.submitId && r.status === S.ACCEPTED);
      return shows(all) || (ok(accepted) && accepted.body.data.total > 0);
    },
    AUTHOR_TOO,
    OI_AUTHOR_BLIND,
  ],
  [
    "get-contest-problem: the contest's problem statistics",
    async (c, at) => {
      const res = await get('/api/get-contest-problem', c, { cid: at.cid });
      return ok(res) && (res.body.data as Row[]).some((p) => p.ac > 0);
    },
    ADMIN_ONLY,
    {},
  ],
  [
    'get-contest-problem-details: counts and my status',
    async (c, at) => {
      const res = await get('/api/get-contest-problem-details', c, { cid: at.cid, displayId: 'A' });
      return ok(res) && (res.body.data.problemCount.ac > 0 || res.body.data.myStatus === S.ACCEPTED);
    },
    AUTHOR_TOO,
    OI_AUTHOR_BLIND,
  ],
  [
    'get-user-problem-status (contest list)',
    async (c, at) => {
      const res = await post('/api/get-user-problem-status', c, { pidList: [at.pid], isContestProblemList: true, cid: at.cid });
      return ok(res) && res.body.data[at.pid]?.status === S.ACCEPTED;
    },
    { anonymous: false, other: false, author: true, admin: false },
    OI_AUTHOR_BLIND,
  ],
  [
    'get-last-ac-code (contest)',
    async (c, at) => {
      const res = await get('/api/get-last-ac-code', c, { pid: at.pid, cid: at.cid });
      return ok(res) && typeof res.body.data.code === 'string';
    },
    { anonymous: false, other: false, author: true, admin: false },
    OI_AUTHOR_BLIND,
  ],
  [
    'get-full-screen-problem-list (contest)',
    async (c, at) => {
      const res = await get('/api/get-full-screen-problem-list', c, { cid: at.cid });
      return ok(res) && (res.body.data as Row[]).some((p) => p.status === S.ACCEPTED);
    },
    { anonymous: false, other: false, author: true, admin: false },
    OI_AUTHOR_BLIND,
  ],
  [
    'get-contest-rank (admins ask forceRefresh)',
    async (c, at) => {
      const res = await post('/api/get-contest-rank', c, { cid: at.cid, currentPage: 1, limit: 50, forceRefresh: c === 'admin' });
      return ok(res) && scored(annRow(res.body.data.records));
    },
    ADMIN_ONLY,
    {},
  ],
  [
    'get-contest-outside-scoreboard (admins ask forceRefresh)',
    async (c, at) => {
      const res = await post('/api/get-contest-outside-scoreboard', c, { cid: at.cid, currentPage: 1, limit: 50, forceRefresh: c === 'admin' });
      return ok(res) && scored(annRow(res.body.data.records));
    },
    ADMIN_ONLY,
    {},
  ],
  [
    'download-contest-rank (forceRefresh)',
    async (c, at) => {
      const res = await get('/api/file/download-contest-rank', c, { cid: at.cid, forceRefresh: true });
      const rows = res.status === 200 ? res.text.split('\r\n').map((line) => line.split(',').map((cell) => cell.replaceAll('"', ''))) : [];
      // Rank, Username, Nickname, Real name, School, Solved (OI: Total score), ...
      return rows.some((cells) => cells[1] === 'ann' && Number(cells[5]) > 0);
    },
    ADMIN_ONLY,
    {},
  ],
  [
    'get-contest-ac-info (balloons)',
    async (c, at) => {
      const res = await get('/api/get-contest-ac-info', c, { cid: at.cid, currentPage: 1, limit: 50 });
      return ok(res) && annRow(res.body.data.records) !== undefined;
    },
    ADMIN_ONLY,
    {},
  ],
  [
    'get-contest-scroll-board-submission',
    async (c, at) => {
      const res = await get('/api/get-contest-scroll-board-submission', c, { cid: at.cid });
      return ok(res) && (res.body.data as Row[]).some((s) => s.username === 'ann' && s.status === S.ACCEPTED);
    },
    { anonymous: false, other: false, author: false, admin: false },
    {},
  ],
];

/** What each check showed to each caller. */
const seen = async (check: Check) => Object.fromEntries(await Promise.all(CALLERS.map(async (c) => [c, await check(c)] as const)));
/**
 * The contest calls asked about each contest: [call (rule), check, who sees it]. `ended`: the contest is over, so its
 * scroll board opens (an ACM contest's only), to its admins alone while the board stays sealed.
 */
const contestCases = (ended: boolean) =>
  TARGETS.flatMap((at) =>
    CONTEST_CALLS.map(([name, check, acm, oi]) => {
      const expected = at.kind === 'OI' ? { ...acm, ...oi } : acm;
      const scrolls = ended && at.kind === 'ACM' && name.includes('scroll');
      return [`${name} (${at.kind})`, (c: Caller) => check(c, at), scrolls ? { ...expected, admin: true } : expected] as const;
    }),
  );
const nobody = { anonymous: false, other: false, author: false, admin: false };
const everybody = { anonymous: true, other: true, author: true, admin: true };

beforeAll(async () => {
  t = await createTestContext();
  tokens.root = await t.rootToken();
  for (const name of ['ann', 'bob', 'gowner']) {
    tokens[name] = (await t.register(name)).token;
    uids[name] = (await t.call('GET', '/api/get-user-home-info', { query: { username: name } })).body.data.uid;
  }
  await putGroup(t.deps.db, GID, { uid: uids.gowner!, username: 'gowner' }, [
    { uid: uids.ann!, username: 'ann', auth: GroupMemberAuth.MEMBER },
    { uid: uids.bob!, username: 'bob', auth: GroupMemberAuth.MEMBER },
  ]);
  // running for an hour, sealed from its start, and still sealed after its end (autoRealRank off); the rank is open
  const start = new Date(t.clock.now().getTime() - 60 * MIN).toISOString();
  const sealed = { openRank: true, sealRank: true, sealRankTime: start, autoRealRank: false };
  await putContest(t.deps.db, t.clock.now(), ACM.cid, sealed, { A: ACM.pid });
  await putContest(t.deps.db, t.clock.now(), OI.cid, { ...sealed, type: 1 }, { A: OI.pid });
  await putContest(t.deps.db, t.clock.now(), GROUP_CID, { ...sealed, gid: GID }, { A: ACM.pid });
  for (const pid of PIDS) await t.deps.db.update(problemKey(pid), { UpdateExpression: 'SET openCaseResult = :yes', ExpressionAttributeValues: { ':yes': true } });
  const admin = async (path: string, body: unknown) => {
    const res = await t.call('POST', path, { token: tokens.root, body });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const category = await admin('/api/admin/training/category', { name: 'Sealed', color: '#409EFF' });
  tid = (await admin('/api/admin/training', { training: { title: 'Practice', description: 'Both problems', rank: 1, auth: 'Public', status: true }, trainingCategory: { id: category.id } })).id;
  for (const pid of PIDS) await admin('/api/admin/training/add-problem-from-public', { tid, pid });

  const judged = async (cid: number, user: string, status: number, score?: number) => {
    const res = await t.call('POST', '/api/submit-problem-judge', { token: tokens[user], body: { pid: 'A', cid, language: 'C++', code: `// ${user} ${cid}` } });
    expect(res.status, res.body.msg).toBe(200);
    const submitId = res.body.data.submitId as number;
    const set = await t.call('GET', '/api/admin/judge/manual-judge', { token: tokens.root, query: { submitId, status, ...(score === undefined ? {} : { score }) } });
    expect(set.status, set.body.msg).toBe(200);
    t.clock.advance(MIN);
    return submitId;
  };
  ACM.submitId = await judged(ACM.cid, 'ann', S.ACCEPTED);
  await judged(ACM.cid, 'bob', S.WRONG_ANSWER);
  OI.submitId = await judged(OI.cid, 'ann', S.ACCEPTED, 100);
  await judged(OI.cid, 'bob', S.WRONG_ANSWER, 0);
  await judged(GROUP_CID, 'ann', S.ACCEPTED);
  for (const at of TARGETS) {
    // the case results the judge writes (a manual judge writes none)
    const { judgeVersion } = (await t.deps.db.get(submissionKey(at.submitId), true)) as { judgeVersion: number };
    await t.deps.db.put({ ...submissionCasesKey(at.submitId), judgeCaseMode: 'default', judgeVersion, cases: [{ index: 1, status: S.ACCEPTED, time: 3, memory: 1024, score: 100 }] });
    await rebuildBoard(t.deps, at.cid);
  }
  // past the home lists' shared cache
  t.clock.advance(2 * MIN);
});
afterAll(() => t.cleanup());

describe('a sealed contest result, on every call', () => {
  describe('while the contest runs behind the seal', () => {
    it.each(SITE_WIDE)('%s shows it to nobody', async (_, check) => {
      expect(await seen(check)).toEqual(nobody);
    });
    it.each(contestCases(false))('%s', async (_, check, expected) => {
      expect(await seen(check)).toEqual(expected);
    });
  });

  describe('after the end, while the board stays sealed', () => {
    beforeAll(async () => {
      t.clock.advance(4 * 60 * MIN);
      await releaseDueResults(t.deps);
      for (const at of TARGETS) await rebuildBoard(t.deps, at.cid);
    });
    it.each(SITE_WIDE)('%s still shows it to nobody', async (_, check) => {
      expect(await seen(check)).toEqual(nobody);
    });
    it.each(contestCases(true))('%s', async (_, check, expected) => {
      expect(await seen(check)).toEqual(expected);
    });
  });

  describe('once an admin opens the board', () => {
    beforeAll(async () => {
      const c = ContestItem.parse(await t.deps.db.get(contestKey(ACM.cid), true));
      const form = contestForm({ title: c.title, startTime: c.startTime, endTime: c.endTime, duration: c.duration, sealRank: true, sealRankTime: c.sealRankTime, autoRealRank: true, openRank: true });
      const saved = await t.call('PUT', '/api/admin/contest', { token: tokens.root, body: { ...form, id: ACM.cid } });
      expect(saved.status, saved.body.msg).toBe(200);
      t.clock.advance(2 * MIN);
      // the global ranks are kept 10 s of real time in the Lambda
      const realNow = Date.now.bind(Date);
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 11_000);
    });
    afterAll(() => vi.restoreAllMocks());
    it('the profile, the heatmap, the global ranks and the home rankings show it to everybody', async () => {
      for (const [name, check] of SITE_WIDE.filter(([n]) => /home-info|heatmap|rank-list ACM|seven|last-week/.test(n))) expect(await seen(check), name).toEqual(everybody);
    });
  });
});
