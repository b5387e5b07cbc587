import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminExamView, ExamProblemEntry, ExamView } from '@oj/shared/schemas/exam';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putGroup } from '../../data/group-fixture.ts';
import { uidByUsername } from '../../data/users.ts';

// What the group exam pages read: the back office's exam shapes (/api/admin/homework/*) under /api/group/ so its
// components serve the group: the exam entity (with its password where edited), the members' rows as the learners'
// list, the problem chooser with timedProblemMap, the entries, and the writes' replies, pinned key by key.
let t: TestContext;
let owner: string;
let member: string;
const GID = 1;
let tid = 0;

const data = async (method: string, path: string, token: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { ...opts, token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const keys = (o: object) => Object.keys(o).sort();
const PAGE = ['current', 'pages', 'records', 'size', 'total'];
const EXAM = ['auth', 'author', 'description', 'duration', 'endTime', 'gid', 'gmtCreate', 'gmtModified', 'id', 'isGroup', 'logoUrl', 'startTime', 'status', 'title', 'uid', 'visible'];

beforeAll(async () => {
  t = await createTestContext();
  owner = (await t.register('owner')).token;
  member = (await t.register('member')).token;
  await putGroup(t.deps.db, GID, { uid: (await uidByUsername(t.deps.db, 'owner'))!, username: 'owner' }, [{ uid: (await uidByUsername(t.deps.db, 'member'))!, username: 'member', auth: 3 }]);
  const now = t.clock.now().getTime();
  const exam = { title: 'E', description: 'D', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 7_200_000).toISOString(), duration: 3600, auth: 1, pwd: 'pw', gid: GID };
  const created = await data('POST', '/api/group/timed-work', owner, { body: exam });
  expect(keys(created)).toEqual([...EXAM, 'pwd'].sort());
  AdminExamView.strict().parse(created);
  tid = created.id;
});
afterAll(() => t.cleanup());

describe('group exam replies', () => {
  it('get-timed-work-list: the learners’ exam rows in a page; get-admin-timed-work-list: the back office’s rows', async () => {
    const page = await data('GET', '/api/group/get-timed-work-list', member, { query: { gid: GID } });
    expect(keys(page)).toEqual(PAGE);
    expect(keys(page.records[0])).toEqual(EXAM);
    expect(ExamView.strict().parse(page.records[0])).toMatchObject({ id: tid, gid: GID, isGroup: true });
    const admin = await data('GET', '/api/group/get-admin-timed-work-list', owner, { query: { gid: GID } });
    expect(keys(admin.records[0])).toEqual(EXAM);
    AdminExamView.strict().parse(admin.records[0]);
  });

  it('GET/PUT timed-work: the exam with its password; the writes answer null', async () => {
    const exam = await data('GET', '/api/group/timed-work', owner, { query: { tid } });
    expect(keys(exam)).toEqual([...EXAM, 'pwd'].sort());
    expect(keys(await data('PUT', '/api/group/timed-work', owner, { body: { ...exam, title: 'E2' } }))).toEqual([...EXAM, 'pwd'].sort());
    expect(await data('PUT', '/api/group/change-timed-work-visible', owner, { query: { id: tid, visible: true } })).toBeNull();
  });

  it('problems: entries, {problemList page, timedProblemMap}', async () => {
    const entry = await data('POST', '/api/group/add-timed-work-problem-from-public', owner, { body: { tid, pid: 1000, displayId: 'A' } });
    expect(keys(entry)).toEqual(['displayId', 'displayTitle', 'gmtCreate', 'id', 'pid', 'tid']);
    ExamProblemEntry.strict().parse(entry);
    const list = await data('GET', '/api/group/get-timed-work-problem-list', owner, { query: { tid } });
    expect(keys(list)).toEqual(['problemList', 'timedProblemMap']);
    expect(keys(list.problemList)).toEqual(PAGE);
    expect(keys(list.problemList.records[0])).toEqual(['author', 'difficulty', 'id', 'problemId', 'title', 'type']);
    expect(ExamProblemEntry.strict().parse(list.timedProblemMap['1000'])).toMatchObject({ displayId: 'A' });
    expect(await data('DELETE', '/api/group/timed-work-problem', owner, { query: { tid, pid: 1000 } })).toBeNull();
    expect(await data('DELETE', '/api/group/timed-work', owner, { query: { id: tid } })).toBeNull();
  });
});
