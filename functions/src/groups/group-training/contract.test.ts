import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTrainingView, TrainingCategory, TrainingProblemView, TrainingView } from '@oj/shared/schemas/training';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putGroup } from '../../data/group-fixture.ts';
import { uidByUsername } from '../../data/users.ts';

// What the group training pages read (reference GroupTrainingController: TrainingVO rows for members, Training
// entities for admins, TrainingDTO, the problem chooser with trainingProblemMap), pinned key by key and through the
// shared reply schemas (strict), and the writes' replies.
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
const ENTITY = ['auth', 'author', 'description', 'gid', 'gmtCreate', 'gmtModified', 'id', 'isGroup', 'rank', 'status', 'title'];

beforeAll(async () => {
  t = await createTestContext();
  owner = (await t.register('owner')).token;
  member = (await t.register('member')).token;
  await putGroup(t.deps.db, GID, { uid: (await uidByUsername(t.deps.db, 'owner'))!, username: 'owner' }, [{ uid: (await uidByUsername(t.deps.db, 'member'))!, username: 'member', auth: 3 }]);
  const body = { training: { title: 'T', description: 'D', rank: 1, auth: 'Private', privatePwd: 'pw', gid: GID }, trainingCategory: { name: 'Drills', color: '#409EFF' } };
  const created = await data('POST', '/api/group/training', owner, { body });
  expect(keys(created)).toEqual(ENTITY);
  AdminTrainingView.strict().parse(created);
  tid = created.id;
  expect(await data('POST', '/api/group/add-training-problem-from-public', owner, { body: { tid, pid: 1000, displayId: '1000' } })).toBeNull();
});
afterAll(() => t.cleanup());

describe('group training replies', () => {
  it('get-training-list: TrainingVO rows in a page; get-admin-training-list: Training entities without the password', async () => {
    const page = await data('GET', '/api/group/get-training-list', member, { query: { gid: GID } });
    expect(keys(page)).toEqual(PAGE);
    expect(TrainingView.strict().parse(page.records[0])).toMatchObject({ id: tid, gid: GID, categoryName: 'Drills', problemCount: 1, acCount: 0 });
    const admin = await data('GET', '/api/group/get-admin-training-list', owner, { query: { gid: GID } });
    expect(keys(admin)).toEqual(PAGE);
    expect(keys(admin.records[0])).toEqual(ENTITY);
    AdminTrainingView.strict().parse(admin.records[0]);
  });

  it('GET training: TrainingDTO {training with its password, trainingCategory}; PUT answers the entity', async () => {
    const dto = await data('GET', '/api/group/training', owner, { query: { tid } });
    expect(keys(dto)).toEqual(['training', 'trainingCategory']);
    expect(keys(dto.training)).toEqual([...ENTITY, 'privatePwd'].sort());
    expect(AdminTrainingView.strict().parse(dto.training)).toMatchObject({ privatePwd: 'pw', isGroup: true });
    expect(TrainingCategory.strict().parse(dto.trainingCategory)).toMatchObject({ name: 'Drills', gid: GID });
    const [category] = await data('GET', '/api/group/get-training-category', owner, { query: { gid: GID } });
    expect(TrainingCategory.strict().parse(category)).toEqual(dto.trainingCategory);
    const changed = await data('PUT', '/api/group/training', owner, { body: { ...dto, training: { ...dto.training, title: 'T2' } } });
    expect(keys(changed)).toEqual(ENTITY);
    expect(await data('PUT', '/api/group/change-training-status', owner, { query: { tid, status: true } })).toBeNull();
  });

  it('get-training-problem-list: {problemList page, trainingProblemMap}; PUT training-problem answers the entry', async () => {
    const list = await data('GET', '/api/group/get-training-problem-list', owner, { query: { tid, queryExisted: true } });
    expect(keys(list)).toEqual(['problemList', 'trainingProblemMap']);
    expect(keys(list.problemList)).toEqual(PAGE);
    expect(list.problemList.records[0]).toMatchObject({ id: 1000, problemId: '1000' });
    const entry = TrainingProblemView.strict().parse(list.trainingProblemMap['1000']);
    expect(TrainingProblemView.strict().parse(await data('PUT', '/api/group/training-problem', owner, { body: { ...entry, rank: 3 } }))).toMatchObject({ rank: 3 });
    expect(await data('DELETE', '/api/group/training-problem', owner, { query: { tid, pid: 1000 } })).toBeNull();
    expect(await data('DELETE', '/api/group/training', owner, { query: { tid } })).toBeNull();
  });
});
