import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S, Role } from '@oj/shared';
import { examPartition } from '@oj/shared/db/keys';
import { EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import { updateUser, uidByUsername } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// Timed exams on the local stack: the back office makes exams, learners start them (a private one with its
// password), submit through the normal submit call with cid = exam id + 50000, hand in and read the rank; verdicts
// are set through the manual judge, which goes through the judge's result transaction like the real judge.
let t: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  tokens.root = await t.rootToken();
  for (const [name, role] of [
    ['coach', Role.ADMIN],
    ['other', Role.ADMIN],
    ['ann', Role.USER],
    ['bob', Role.USER],
    ['cat', Role.USER],
  ] as const) {
    const { token, password } = await t.register(name);
    if (role !== Role.USER) await updateUser(t.deps.db, (await uidByUsername(t.deps.db, name))!, { roleId: role }, t.clock.now());
    tokens[name] = role === Role.USER ? token : await t.login(name, password);
  }
});
afterAll(() => t.cleanup());

type Opts = { query?: Record<string, string | number | boolean>; body?: unknown };
const call = (method: string, path: string, who: string | undefined, opts: Opts = {}) => t.call(method, path, { ...opts, token: who ? tokens[who] : undefined });
const ok = async (method: string, path: string, who: string | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const refused = async (status: number, msg: string | RegExp, method: string, path: string, who: string | undefined, opts: Opts = {}) => {
  const res = await call(method, path, who, opts);
  expect([res.status, res.body.msg]).toEqual([status, expect.stringMatching(msg)]);
};

const hours = (n: number) => new Date(t.clock.now().getTime() + n * 3_600_000).toISOString();
const form = (fields: Record<string, unknown> = {}) => ({
  title: 'Midterm',
  description: 'Two problems, *half an hour*.',
  startTime: hours(-1),
  endTime: hours(5),
  duration: 1800,
  auth: 0,
  pwd: '',
  visible: true,
  ...fields,
});
const createExam = async (who: string, fields: Record<string, unknown> = {}) => {
  const { id } = await ok('POST', '/api/admin/homework/timed-work', who, { body: form(fields) });
  await ok('POST', '/api/admin/homework/add-problem-from-public', who, { body: { tid: id, pid: 1000, displayId: 'A', displayTitle: 'Sum' } });
  await ok('POST', '/api/admin/homework/add-problem-from-public', who, { body: { tid: id, pid: 1001, displayId: 'B' } });
  return id as number;
};
/** Submits in an exam as the clients do (contest submissions are throttled: the clock moves on first). */
const submitIn = (who: string, eid: number, displayTid: string, extra: Record<string, unknown> = {}) => {
  t.clock.advance(5_000);
  return call('POST', '/api/submit-problem-judge', who, {
    body: { pid: displayTid === 'A' ? 1000 : 1001, cid: eid + EXAM_CID_OFFSET, displayTid, language: 'C++', code: `// ${who} ${Math.random()}`, ...extra },
  });
};
const submitted = async (who: string, eid: number, displayTid: string) => {
  const res = await submitIn(who, eid, displayTid);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.submitId as number;
};
/** Problem 1000 is an ACM problem (accepted scores 100), 1001 an OI problem (its judged score). */
const judge = (submitId: number, status: number, score?: number) => ok('GET', '/api/admin/judge/manual-judge', 'root', { query: { submitId, status, ...(score === undefined ? {} : { score }) } });

describe('the exam form', () => {
  it('refuses what spec 002 requires, group exams and non-admins', async () => {
    const post = (fields: Record<string, unknown>, who = 'coach') => call('POST', '/api/admin/homework/timed-work', who, { body: form(fields) });
    for (const [fields, msg] of [
      [{ title: ' ' }, 'exam title cannot be empty'],
      [{ description: '' }, 'exam description cannot be empty'],
      [{ duration: 1000 }, /0.5 to 5 hours in half-hour steps/],
      [{ duration: 19_800 }, /0.5 to 5 hours/],
      [{ duration: 2700 }, /half-hour steps/],
      [{ auth: 1, pwd: '' }, 'Password is required'],
      [{ auth: 2 }, /Permission must be 0/],
      [{ endTime: hours(-2) }, 'The end time must be after the start time'],
      [{ startTime: 'soon' }, 'Start time must be a date and time'],
      [{ gid: 3 }, /group's exams are made inside the group/],
    ] as const) {
      const res = await post(fields);
      expect([res.status, res.body.msg], JSON.stringify(fields)).toEqual([400, expect.stringMatching(msg)]);
    }
    expect((await post({}, 'ann')).status).toBe(403);
  });

  it('keeps the author, the password for the form only, visibility, problems with display ids and extra files', async () => {
    const id = await createExam('coach', { auth: 1, pwd: 'secret' });
    expect(await ok('GET', '/api/admin/homework/timed-work', 'coach', { query: { tid: id } })).toMatchObject({ id, author: 'coach', auth: 1, pwd: 'secret', duration: 1800, status: 0, isGroup: false });
    await refused(403, /author may change/, 'GET', '/api/admin/homework/timed-work', 'other', { query: { tid: id } });
    await refused(400, 'The display id a is already used in this exam', 'POST', '/api/admin/homework/add-problem-from-public', 'coach', { body: { tid: id, pid: 1002, displayId: 'a' } });
    await refused(400, 'The problem is already in this exam', 'POST', '/api/admin/homework/add-problem-from-public', 'coach', { body: { tid: id, pid: 1000, displayId: 'C' } });
    const list = await ok('GET', '/api/admin/homework/get-problem-list', 'coach', { query: { twid: id, page: 1, size: 10 } });
    expect(list.problemList.records.map((p: { id: number }) => p.id)).toEqual([1000, 1001]);
    expect(list.timedProblemMap['1000']).toMatchObject({ displayId: 'A', displayTitle: 'Sum', tid: id });
    await ok('POST', '/api/admin/homework/extra-file', 'coach', { body: { tid: id, name: 'data.txt', content: '1 2' } });
    await refused(400, 'The file content is required', 'POST', '/api/admin/homework/extra-file', 'coach', { body: { tid: id, name: 'x.txt', content: '' } });
    const rows = (await ok('GET', '/api/admin/homework/get-timed-work-list', 'root', { query: { keyword: 'midterm' } })).records;
    expect(rows.find((r: { id: number }) => r.id === id)).not.toHaveProperty('pwd');
    await ok('PUT', '/api/admin/homework/change-timed-work-visible', 'coach', { query: { id, visible: false } });
    await refused(404, 'The exam does not exist', 'GET', '/api/homework/get-timed-work-info', 'ann', { query: { tid: id } });
    await refused(403, /./, 'DELETE', '/api/admin/homework/timed-work', 'coach', { query: { id } });
    await ok('DELETE', '/api/admin/homework/timed-work', 'root', { query: { id } });
    await refused(404, 'The exam does not exist', 'GET', '/api/admin/homework/timed-work', 'root', { query: { tid: id } });
    expect(await t.deps.db.partition(examPartition(id))).toEqual([]); // its problems went with it
    await refused(404, 'The exam does not exist', 'DELETE', '/api/admin/homework/timed-work', 'root', { query: { id } });
  });
});

describe('taking an exam', () => {
  it('a private exam needs its password; the problems open only after starting', async () => {
    const id = await createExam('coach', { auth: 1, pwd: 'secret' });
    await refused(401, /login/i, 'GET', '/api/homework/get-timed-work-list', undefined);
    expect((await ok('GET', '/api/homework/get-timed-work-list', 'ann', { query: { status: 0 } })).records.map((e: { id: number }) => e.id)).toContain(id);
    await refused(403, 'Please start the exam first', 'GET', '/api/homework/get-timed-work-problem-list', 'ann', { query: { tid: id } });
    await refused(403, 'Please start the exam first', 'GET', '/api/homework/get-timed-work-problem-detail', 'ann', { query: { tid: id, displayId: 'A' } });
    await refused(400, 'please enter the exam password', 'POST', '/api/homework/start-timed-work', 'ann', { body: { tid: id } });
    await refused(400, /Wrong exam password/, 'POST', '/api/homework/start-timed-work', 'ann', { body: { tid: id, password: 'guess' } });
    expect((await submitIn('ann', id, 'A')).body.msg).toBe('Please start the exam first');
    await ok('POST', '/api/homework/start-timed-work', 'ann', { body: { tid: id, password: 'secret' } });
    await refused(400, 'You have already started this exam', 'POST', '/api/homework/start-timed-work', 'ann', { body: { tid: id, password: 'secret' } });
    const problems = await ok('GET', '/api/homework/get-timed-work-problem-list', 'ann', { query: { tid: id } });
    expect(problems).toEqual([
      { id: expect.any(Number), problemId: 1000, displayId: 'A', title: 'Sum', type: 0, isSubmitted: false },
      { id: expect.any(Number), problemId: 1001, displayId: 'B', title: expect.any(String), type: 0, isSubmitted: false },
    ]);
    const detail = await ok('GET', '/api/homework/get-timed-work-problem-detail', 'ann', { query: { tid: id, displayId: 'a' } });
    expect(detail.problem).toMatchObject({ id: 1000, problemId: 'A', title: 'Sum', source: '', author: '' });
    expect(detail.languages).toContain('C++');
    // the coach administers it: no start needed
    expect(await ok('GET', '/api/homework/get-timed-work-problem-list', 'coach', { query: { tid: id } })).toHaveLength(2);
  });

  it('an exam started late ends at start + duration: later submissions are refused, and the rank opens after handing in', async () => {
    const id = await createExam('coach');
    await ok('POST', '/api/homework/start-timed-work', 'ann', { body: { tid: id } });
    const started = t.clock.now().getTime();
    const info = await ok('GET', '/api/homework/get-timed-work-info', 'ann', { query: { tid: id } });
    expect(info).toMatchObject({ id, status: 0, userStatus: 0, access: true, record: { startTime: new Date(started).toISOString(), endTime: null, deadline: new Date(started + 1800_000).toISOString() } });

    const first = await submitted('ann', id, 'A');
    await judge(first, S.WRONG_ANSWER);
    const second = await submitted('ann', id, 'A');
    await judge(second, S.ACCEPTED);
    const third = await submitted('ann', id, 'A');
    await judge(third, S.WRONG_ANSWER); // a later miss keeps the best score
    await refused(403, 'The rank is available after handing in the exam', 'GET', '/api/homework/get-timed-work-rank', 'ann', { query: { tid: id } });

    const subs = await ok('GET', '/api/homework/get-timed-work-submission-list', 'ann', { query: { tid: id, displayId: 'A' } });
    expect(subs.records.map((s: { submitId: number }) => s.submitId)).toEqual([third, second, first]);
    expect(subs.records[1]).toMatchObject({ displayId: 'A', status: S.ACCEPTED, language: 'C++' });
    expect((await ok('GET', '/api/homework/get-timed-work-problem-list', 'ann', { query: { tid: id } })).map((p: { isSubmitted: boolean }) => p.isSubmitted)).toEqual([true, false]);

    // bob starts too and sees none of ann's submissions
    await ok('POST', '/api/homework/start-timed-work', 'bob', { body: { tid: id } });
    const bobB = await submitted('bob', id, 'B');
    await judge(bobB, S.PARTIAL_ACCEPTED, 40);
    await judge(bobB, S.ACCEPTED, 100); // a rejudge moves the row from the old result to the new one
    expect((await ok('GET', '/api/homework/get-timed-work-submission-list', 'bob', { query: { tid: id } })).records.map((s: { submitId: number }) => s.submitId)).toEqual([bobB]);

    t.clock.advance(started + 1800_000 - t.clock.now().getTime());
    expect([(await submitIn('ann', id, 'B')).status, (await submitIn('ann', id, 'B')).body.msg]).toEqual([403, 'The exam has ended, code cannot be submitted']);
    expect((await ok('GET', '/api/homework/get-timed-work-info', 'ann', { query: { tid: id } })).userStatus).toBe(1);

    // bob hands in: no more submissions, and the rank opens to him
    await refused(403, 'The rank is available after handing in the exam', 'GET', '/api/homework/get-timed-work-rank', 'bob', { query: { tid: id } });
    await ok('POST', '/api/homework/end-timed-work', 'bob', { body: { tid: id } });
    await refused(400, 'You have already handed in this exam', 'POST', '/api/homework/end-timed-work', 'bob', { body: { tid: id } });
    expect((await submitIn('bob', id, 'A')).body.msg).toBe('The exam has ended, code cannot be submitted');
    const rank = await ok('GET', '/api/homework/get-timed-work-rank', 'bob', { query: { tid: id } });
    expect(rank).toEqual([
      { rank: 1, uid: expect.any(String), username: 'ann', score: 100, submissionInfo: { A: { score: 100, status: S.ACCEPTED } } },
      { rank: 1, uid: expect.any(String), username: 'bob', score: 100, submissionInfo: { B: { score: 100, status: S.ACCEPTED } } },
    ]);
    // the exam's author needs no start, may still submit, and is not ranked
    await judge(await submitted('coach', id, 'A'), S.ACCEPTED);
    expect((await ok('GET', '/api/homework/get-timed-work-rank', 'coach', { query: { tid: id } })).map((r: { username: string }) => r.username)).toEqual(['ann', 'bob']);
    // a rejudge moves the row once: ann's accepted submission becomes wrong, her best is now 0
    await judge(second, S.WRONG_ANSWER);
    expect((await ok('GET', '/api/homework/get-timed-work-rank', 'coach', { query: { tid: id } })).map((r: { username: string; score: number; rank: number }) => [r.username, r.score, r.rank])).toEqual([
      ['bob', 100, 1],
      ['ann', 0, 2],
    ]);
    // cat never started: neither problems nor rank
    await refused(403, 'Please start the exam first', 'GET', '/api/homework/get-timed-work-rank', 'cat', { query: { tid: id } });
  });

  it('an exam id never passes for a contest id, nor a contest id for an exam', async () => {
    const id = await createExam('coach');
    await ok('POST', '/api/homework/start-timed-work', 'cat', { body: { tid: id } });
    // without displayTid, cid = exam id + 50000 names a contest: there is none, and no exam submission is made
    t.clock.advance(5_000);
    const asContest = await call('POST', '/api/submit-problem-judge', 'cat', { body: { pid: 1000, cid: id + EXAM_CID_OFFSET, language: 'C++', code: '// x' } });
    expect([asContest.status, asContest.body.msg]).toEqual([404, expect.stringMatching(/contest/i)]);
    // with displayTid the cid must be an exam's (above the offset)
    t.clock.advance(5_000);
    const small = await call('POST', '/api/submit-problem-judge', 'cat', { body: { pid: 1000, cid: id, displayTid: 'A', language: 'C++', code: '// x' } });
    expect([small.status, small.body.msg]).toEqual([400, `An exam submission names its exam as cid = exam id + ${EXAM_CID_OFFSET}`]);
    // a problem of the site outside the exam cannot be submitted through it
    expect((await submitIn('cat', id, 'A', { pid: 1002 })).status).toBe(404);
    expect((await ok('GET', '/api/homework/get-timed-work-submission-list', 'cat', { query: { tid: id } })).total).toBe(0);
    // an exam submission is listed as the exam's, not as a contest's or on the public status list
    const submitId = await submitted('cat', id, 'A');
    const detail = await ok('GET', '/api/get-submission-detail', 'cat', { query: { submitId } });
    expect(detail.submission).toMatchObject({ cid: 0, displayPid: 'A' });
    const mainList = await ok('GET', '/api/get-submission-list', 'root', { query: { limit: 50 } });
    expect(mainList.records.map((s: { submitId: number }) => s.submitId)).not.toContain(submitId);
    // nor counted in the public list's totals (the problem's verdict counts, the author's total)
    const problemList = await ok('GET', '/api/get-submission-list', 'cat', { query: { onlyMine: true, limit: 50 } });
    expect([problemList.total, problemList.records.length]).toEqual([0, 0]);
    // other users cannot read it, and its author cannot share it
    await refused(404, 'The submission does not exist', 'GET', '/api/get-submission-detail', 'ann', { query: { submitId } });
    expect(await ok('POST', '/api/check-submissions-status', 'ann', { body: { submitIds: [submitId] } })).toEqual({});
    expect(Object.keys(await ok('POST', '/api/check-submissions-status', 'cat', { body: { submitIds: [submitId] } }))).toEqual([String(submitId)]);
    await refused(400, 'Exam submissions cannot be shared', 'PUT', '/api/submission', 'cat', { body: { submitId, share: true } });
  });
});

describe('a deleted problem', () => {
  it('leaves every exam it was placed in (the problem sets’ placement index)', async () => {
    const { id } = await ok('POST', '/api/admin/homework/timed-work', 'root', { body: form() });
    await ok('POST', '/api/admin/homework/add-problem-from-public', 'root', { body: { tid: id, pid: 1002, displayId: 'C' } });
    await ok('DELETE', '/api/admin/problem', 'root', { query: { pid: 1002 } });
    expect(await ok('GET', '/api/homework/get-timed-work-problem-list', 'root', { query: { tid: id } })).toEqual([]);
    expect((await ok('GET', '/api/admin/homework/get-problem-list', 'root', { query: { tid: id } })).timedProblemMap).toEqual({});
  });
});
