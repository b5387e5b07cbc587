import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestParticipantKey, contestProblemKey, participantEntryField } from '@oj/shared/db/keys';
import { adminContestFixture, createContest, problemForm, type AdminContestFixture } from '../../../test/fixtures/admin-contest.ts';

let f: AdminContestFixture;
let acm: number;
let oi: number;
const pids: Record<string, number> = {};
beforeAll(async () => {
  f = await adminContestFixture();
  acm = await createContest(f, f.admin, { title: 'ACM Round' });
  oi = await createContest(f, f.admin, { title: 'OI Round', type: 1 });
  for (const [problemId, type] of [
    ['PA', 0],
    ['PB', 0],
    ['PO', 1],
  ] as const) {
    const res = await f.t.call('POST', '/api/admin/problem', { token: f.root, body: problemForm(problemId, { type, auth: 1 }) });
    pids[problemId] = res.body.data.pid;
  }
});
afterAll(() => f.t.cleanup());

const list = (cid: number, query: Record<string, string | number> = {}, token = f.admin) => f.t.call('GET', '/api/admin/contest/get-problem-list', { token, query: { cid, limit: 50, ...query } });
const addPublic = (cid: number, pid: number, displayId: string, token = f.admin) => f.t.call('POST', '/api/admin/contest/add-problem-from-public', { token, body: { cid, pid, displayId } });

describe('contest problems', () => {
  it('adds public problems of the contest rule under unique display ids', async () => {
    const candidates = await list(acm, { problemType: 0 });
    const ids = candidates.body.data.problemList.records.map((r: { problemId: string }) => r.problemId);
    expect(ids).toEqual(expect.arrayContaining(['PA', 'PB']));
    expect(ids).not.toContain('PO');

    expect((await addPublic(acm, pids.PB!, 'B')).status).toBe(200);
    expect((await addPublic(acm, pids.PA!, 'A')).status).toBe(200);
    const mine = await list(acm);
    expect(mine.body.data.problemList.records.map((r: { id: number; problemId: string }) => [r.id, r.problemId])).toEqual([
      [pids.PA, 'PA'],
      [pids.PB, 'PB'],
    ]);
    expect(mine.body.data.contestProblemMap[pids.PA!]).toEqual({ id: expect.any(Number), cid: acm, pid: pids.PA, displayId: 'A', displayTitle: 'Problem PA', color: null });
    // once placed, no longer offered; placed problems become contest problems (look only outside), as the reference makes them
    expect((await list(acm, { problemType: 0 })).body.data.problemList.records.map((r: { problemId: string }) => r.problemId)).not.toContain('PA');
    expect((await f.t.call('GET', '/api/admin/contest/problem', { token: f.root, query: { pid: pids.PA! } })).body.data.auth).toBe(3);
  });

  it('neither offers nor adds private problems', async () => {
    const hidden = await f.t.call('POST', '/api/admin/problem', { token: f.root, body: problemForm('PRIV', { auth: 2 }) });
    expect((await list(acm, { problemType: 0 })).body.data.problemList.records.map((r: { problemId: string }) => r.problemId)).not.toContain('PRIV');
    expect((await addPublic(acm, hidden.body.data.pid, 'P')).body.msg).toBe('A private problem cannot be added to a contest; make it public or a contest problem first');
  });

  it('refuses the wrong rule type, a taken display id, a problem twice and bad display ids', async () => {
    expect((await addPublic(acm, pids.PO!, 'C')).body.msg).toBe('An ACM contest takes only ACM problems');
    expect((await addPublic(oi, pids.PA!, 'A')).body.msg).toBe('An OI contest takes only OI problems');
    expect((await addPublic(oi, pids.PO!, 'A')).status).toBe(200);
    const other = await f.t.call('POST', '/api/admin/problem', { token: f.root, body: problemForm('PC') });
    expect((await addPublic(acm, other.body.data.pid, 'a')).body.msg).toBe('The display id a is already used in this contest');
    expect((await addPublic(acm, pids.PA!, 'Z')).body.msg).toBe('The problem is already in this contest');
    expect((await addPublic(acm, other.body.data.pid, '')).body.msg).toBe('The display id in the contest is required');
    expect((await addPublic(acm, other.body.data.pid, 'A B')).body.msg).toBe('The display id may use letters, digits, dashes and underscores');
    expect((await addPublic(acm, 99_999, 'Q')).status).toBe(404);
  });

  it('reads and changes an entry: by contest and problem, or by its id alone (the colour switch)', async () => {
    const entry = (await f.t.call('GET', '/api/admin/contest/contest-problem', { token: f.admin, query: { cid: acm, pid: pids.PB! } })).body.data;
    expect(entry).toMatchObject({ cid: acm, pid: pids.PB, displayId: 'B' });
    const colour = await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { id: entry.id, color: '#ff0000' } });
    expect(colour.body.data).toMatchObject({ displayId: 'B', color: '#ff0000' });
    const renamed = await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { ...entry, color: '#ff0000', displayId: 'C', displayTitle: 'Bridges' } });
    expect(renamed.status, renamed.body.msg).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: entry.id, displayId: 'C', displayTitle: 'Bridges', color: '#ff0000' });
    expect(await f.t.deps.db.get(contestProblemKey(acm, 'B'))).toBeUndefined();
    expect((await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { id: entry.id, displayId: 'A' } })).body.msg).toBe('The display id A is already used in this contest');
    expect((await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { id: 99_999, color: '#000' } })).status).toBe(404);
    expect((await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { id: entry.id, color: 'red; x' } })).body.msg).toBe(
      'The balloon colour must be like #e6bf25 or rgb(230, 191, 37)',
    );
  });

  it('keeps the display id of a problem with judged submissions', async () => {
    const entry = (await f.t.call('GET', '/api/admin/contest/contest-problem', { token: f.admin, query: { cid: acm, pid: pids.PA! } })).body.data;
    await f.t.deps.db.put({ ...contestParticipantKey(acm, 'u1'), cid: acm, uid: 'u1', username: 'u1', [participantEntryField(7)]: { d: 'A', st: 0, sc: null, t: 10, at: 1 } });
    const res = await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { ...entry, displayId: 'Z' } });
    expect([res.status, res.body.msg]).toEqual([400, 'Problem A already has judged submissions in this contest; its display id can no longer change']);
    const title = await f.t.call('PUT', '/api/admin/contest/contest-problem', { token: f.admin, body: { ...entry, displayTitle: 'Still A' } });
    expect(title.body.data).toMatchObject({ displayId: 'A', displayTitle: 'Still A' });
  });

  it('creates a problem from the contest side: a contest problem (auth 3), placed at once or by the second call the reference client makes', async () => {
    const direct = await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: { ...problemForm('NEW1', { auth: 1 }), cid: acm, displayId: 'D' } });
    expect(direct.status, direct.body.msg).toBe(200);
    expect(direct.body.data).toEqual({ pid: expect.any(Number) });
    const detail = await f.t.call('GET', '/api/admin/contest/problem', { token: f.admin, query: { pid: direct.body.data.pid } });
    expect(detail.body.data).toMatchObject({ id: direct.body.data.pid, problemId: 'NEW1', auth: 3, author: 'cadmin', examples: '' });
    expect((await list(acm)).body.data.contestProblemMap[direct.body.data.pid]).toMatchObject({ displayId: 'D', displayTitle: 'Problem NEW1' });

    const made = await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: problemForm('NEW2') });
    const placed = await f.t.call('PUT', '/api/admin/contest/contest-problem', {
      token: f.admin,
      body: { displayId: 'E', displayTitle: 'Echo', pid: made.body.data.pid, cid: String(acm) },
    });
    expect(placed.status, placed.body.msg).toBe(200);
    expect(placed.body.data).toMatchObject({ cid: acm, displayId: 'E', displayTitle: 'Echo' });

    expect((await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: { ...problemForm('NEW3', { type: 1 }), cid: acm, displayId: 'F' } })).body.msg).toBe(
      'An ACM contest takes only ACM problems',
    );
    expect((await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: { ...problemForm('NEW3'), cid: acm, displayId: 'd' } })).body.msg).toBe(
      'The display id d is already used in this contest',
    );
    expect((await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: problemForm('NEW1') })).body.msg).toBe('The problem id NEW1 is taken');
  });

  it('edits a problem from the contest side: its author, problem admins and root only', async () => {
    const made = await f.t.call('POST', '/api/admin/contest/problem', { token: f.admin, body: problemForm('OWN1') });
    const pid = made.body.data.pid;
    const edit = (token: string) => f.t.call('PUT', '/api/admin/contest/problem', { token, body: problemForm('OWN1', { id: pid, title: 'Owned' }) });
    expect((await edit(f.otherAdmin)).status).toBe(403);
    expect((await f.t.call('GET', '/api/admin/contest/problem', { token: f.otherAdmin, query: { pid } })).status).toBe(403);
    expect((await edit(f.admin)).status).toBe(200);
    expect((await edit(f.problemAdmin)).status).toBe(200);
    expect((await f.t.call('GET', '/api/admin/contest/problem', { token: f.root, query: { pid } })).body.data.title).toBe('Owned');
  });

  it('removes a problem from a contest with cid: contest admins only', async () => {
    // the problem admin may delete problems but does not administer this contest
    expect((await f.t.call('DELETE', '/api/admin/contest/problem', { token: f.problemAdmin, query: { pid: pids.PO!, cid: oi } })).status).toBe(403);
    const removed = await f.t.call('DELETE', '/api/admin/contest/problem', { token: f.root, query: { pid: pids.PO!, cid: oi } });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await list(oi, {}, f.root)).body.data.problemList.records).toEqual([]);
    expect((await f.t.call('GET', '/api/admin/contest/problem', { token: f.root, query: { pid: pids.PO! } })).status).toBe(200);
    expect((await f.t.call('DELETE', '/api/admin/contest/problem', { token: f.root, query: { pid: pids.PO!, cid: oi } })).body.msg).toBe('The problem is not in this contest');
  });

  it('deletes a problem without cid: gone from every contest it was in', async () => {
    const made = await f.t.call('POST', '/api/admin/problem', { token: f.root, body: problemForm('GONE') });
    const pid = made.body.data.pid;
    expect((await addPublic(oi, pid, 'G', f.root)).body.msg).toBe('An OI contest takes only OI problems');
    expect((await addPublic(acm, pid, 'G')).status).toBe(200);
    expect((await f.t.call('DELETE', '/api/admin/contest/problem', { token: f.admin, query: { pid } })).status).toBe(403);
    const res = await f.t.call('DELETE', '/api/admin/contest/problem', { token: f.problemAdmin, query: { pid, cid: '' } });
    expect(res.status, res.body.msg).toBe(200);
    expect(await f.t.deps.db.get(contestProblemKey(acm, 'G'))).toBeUndefined();
    expect((await f.t.call('GET', '/api/admin/contest/problem', { token: f.root, query: { pid } })).status).toBe(404);
  });

  it("keeps other admins out of a contest's problems", async () => {
    expect((await list(acm, {}, f.otherAdmin)).status).toBe(403);
    expect((await addPublic(acm, pids.PB!, 'X', f.otherAdmin)).status).toBe(403);
    expect((await list(acm, {}, f.user)).status).toBe(403);
  });
});
