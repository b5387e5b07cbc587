import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestProblemKey, problemKey, switchConfigKey } from '@oj/shared/db/keys';
import { allProblems } from '../../data/problems.ts';
import { getSwitchConfig } from '../../data/site-config.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// What the reference system's web client reads from the judge calls: submission rows flat with numeric ids
// and statuses, the detail wrapped with codeShare, statuses keyed by submission id.
let t: TestContext;
let root: string;
let submitId: number;
let submitted: unknown;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  await t.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(t.deps.db)), submitInterval: 0 });
  getSwitchConfig.clear(t.deps.db);
  const res = await t.call('POST', '/api/submit-problem-judge', { token: root, body: { pid: 1000, language: 'C++', code: 'int main(){return 0;}' } });
  submitted = res.body.data;
  submitId = res.body.data.submitId;
});
afterAll(() => t.cleanup());

const ROW = {
  submitId: expect.any(Number),
  uid: expect.any(String),
  username: 'root',
  pid: 1000,
  displayPid: '1000',
  title: expect.any(String),
  status: expect.any(Number),
  time: expect.toBeOneOf([null, expect.any(Number)]),
  memory: expect.toBeOneOf([null, expect.any(Number)]),
  length: expect.any(Number),
  language: 'C++',
  submitTime: expect.any(String),
  share: expect.any(Boolean),
  cid: 0,
};

describe('judge replies', () => {
  it('submit-problem-judge: the new submission flat', async () => {
    expect(submitted).toMatchObject(ROW);
  });

  it('get-submission-list: a page of flat rows', async () => {
    const res = await t.call('GET', '/api/get-submission-list', { query: { currentPage: 1, limit: 10 } });
    expect(res.body.data).toMatchObject({ records: [expect.objectContaining(ROW)], total: 1, current: 1, size: 10 });
  });

  it('get-submission-detail: {submission, codeShare}, the code to its author', async () => {
    const res = await t.call('GET', '/api/get-submission-detail', { token: root, query: { submitId } });
    expect(res.body.data).toMatchObject({ submission: { ...ROW, code: 'int main(){return 0;}' }, codeShare: expect.any(Boolean) });
  });

  it('check-submissions-status: statuses keyed by submission id', async () => {
    const res = await t.call('POST', '/api/check-submissions-status', { body: { submitIds: [submitId] } });
    expect(res.body.data).toEqual({ [submitId]: expect.objectContaining({ status: expect.any(Number), score: expect.toBeOneOf([null, expect.any(Number)]) }) });
  });
});

describe('submit-problem-judge as the reference client sends it: pid is the display id, as text', () => {
  const CID = 9;
  const body = (pid: string, cid?: number) => ({ token: root, body: { pid, language: 'C++', code: 'int main(){}', cid: cid ?? null, tid: null, gid: null, isRemote: false } });
  beforeAll(async () => {
    // a problem whose display id is not its number, and a running contest that calls A+B `A`
    const item = await t.deps.db.get(problemKey(1000));
    await t.deps.db.put({ ...item, ...problemKey(1995), gsi1sk: '0000001995', pid: 1995, problemId: 'HELLO-1', title: 'Hello' });
    allProblems.clear(t.deps.db);
    await putContest(t.deps.db, t.clock.now(), CID);
    await t.deps.db.put({ ...contestProblemKey(CID, 'A'), cid: CID, pid: 1000, displayId: 'A', displayTitle: 'Sum' });
  });

  it('finds the problem by its display id, in any case', async () => {
    for (const pid of ['HELLO-1', 'hello-1']) expect((await t.call('POST', '/api/submit-problem-judge', body(pid))).body.data).toMatchObject({ pid: 1995, displayPid: 'HELLO-1' });
    expect((await t.call('POST', '/api/submit-problem-judge', body('1000'))).body.data).toMatchObject({ pid: 1000 });
    expect((await t.call('POST', '/api/submit-problem-judge', body('NOPE'))).status).toBe(404);
  });

  it("in a contest, by the contest's display id", async () => {
    expect((await t.call('POST', '/api/submit-problem-judge', body('A', CID))).body.data).toMatchObject({ pid: 1000, cid: CID, displayPid: 'A', title: 'Sum' });
    expect((await t.call('POST', '/api/submit-problem-judge', body('B', CID))).body.msg).toBe('The problem is not part of this contest');
  });
});
