import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '@oj/shared';
import { AdminTrainingView, TrainingCategory, TrainingProblemView, TrainingRankRow, TrainingView } from '@oj/shared/schemas/training';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// What the reference system's web client reads from the training calls (ARCHITECTURE.md decision 1), pinned key by
// key: TrainingVO, TrainingCategory, Training (admin), TrainingDTO, TrainingProblem, TrainingRankVO, the page object.
let t: TestContext;
let root: string;
let ann: string;
let tid = 0;

const data = async (method: string, path: string, token: string | undefined, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { ...opts, token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const keys = (o: object) => Object.keys(o).sort();
const PAGE = ['current', 'pages', 'records', 'size', 'total'];

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  ann = (await t.register('ann')).token;
  const category = await data('POST', '/api/admin/training/category', root, { body: { name: 'Basics', color: '#409EFF' } });
  tid = (await data('POST', '/api/admin/training', root, { body: { training: { title: 'T', description: 'D', rank: 1, auth: 'Private', privatePwd: 'pw' }, trainingCategory: { id: category.id } } })).id;
  await data('POST', '/api/admin/training/add-problem-from-public', root, { body: { tid, pid: 1000 } });
  await data('POST', '/api/register-training', ann, { body: { tid, password: 'pw' } });
  const submitId = (await data('POST', '/api/submit-problem-judge', ann, { body: { pid: '1000', tid, language: 'C++', code: '// a' } })).submitId;
  await data('GET', '/api/admin/judge/manual-judge', root, { query: { submitId, status: S.ACCEPTED } });
});
afterAll(() => t.cleanup());

describe('training replies', () => {
  it('get-training-category: TrainingCategory entities', async () => {
    const [category] = await data('GET', '/api/get-training-category', undefined);
    expect(keys(category)).toEqual(['color', 'gid', 'gmtCreate', 'gmtModified', 'id', 'name']);
    TrainingCategory.strict().parse(category);
  });

  it('get-training-list and get-training-detail: TrainingVO, in a page for the list', async () => {
    const page = await data('GET', '/api/get-training-list', ann);
    expect(keys(page)).toEqual(PAGE);
    const vo = ['acCount', 'auth', 'author', 'categoryColor', 'categoryName', 'description', 'gid', 'gmtModified', 'id', 'problemCount', 'rank', 'title'];
    expect(keys(page.records[0])).toEqual(vo);
    expect(TrainingView.strict().parse(page.records[0])).toMatchObject({ id: tid, auth: 'Private', problemCount: 1, acCount: 1, categoryName: 'Basics' });
    const detail = await data('GET', '/api/get-training-detail', ann, { query: { tid } });
    expect(keys(detail)).toEqual(vo);
    expect((await data('GET', '/api/get-training-list', undefined)).records[0].acCount).toBeNull();
  });

  it('get-training-problem-list: ProblemVO rows with the caller’s status', async () => {
    const [row] = await data('GET', '/api/get-training-problem-list', ann, { query: { tid } });
    expect(keys(row)).toEqual(['ac', 'ce', 'difficulty', 'mle', 'myStatus', 'pa', 'pe', 'pid', 'problemId', 're', 'se', 'tags', 'title', 'tle', 'total', 'type', 'wa']);
    expect(row).toMatchObject({ pid: 1000, problemId: '1000', myStatus: 0 });
  });

  it('register-training: null; get-training-access: {access}', async () => {
    expect(await data('GET', '/api/get-training-access', ann, { query: { tid } })).toEqual({ access: true });
  });

  it('get-training-rank: a page of TrainingRankVO, submissionInfo by display id', async () => {
    const page = await data('GET', '/api/get-training-rank', ann, { query: { tid } });
    expect(keys(page)).toEqual(PAGE);
    expect(keys(page.records[0])).toEqual(['ac', 'avatar', 'gender', 'nickname', 'realname', 'school', 'submissionInfo', 'totalRunTime', 'uid', 'username']);
    expect(TrainingRankRow.strict().parse(page.records[0])).toMatchObject({ username: 'ann', ac: 1, submissionInfo: { 1000: { status: 0, runTime: null, isAC: true } } });
  });

  it('admin get-training-list (Training without its password), training (TrainingDTO), get-problem-list (problemList + trainingProblemMap)', async () => {
    const page = await data('GET', '/api/admin/training/get-training-list', root);
    expect(keys(page)).toEqual(PAGE);
    const entity = ['auth', 'author', 'description', 'gid', 'gmtCreate', 'gmtModified', 'id', 'isGroup', 'rank', 'status', 'title'];
    expect(keys(page.records[0])).toEqual(entity);
    AdminTrainingView.strict().parse(page.records[0]);
    const dto = await data('GET', '/api/admin/training', root, { query: { tid } });
    expect(keys(dto)).toEqual(['training', 'trainingCategory']);
    expect(keys(dto.training)).toEqual([...entity, 'privatePwd'].sort());
    TrainingCategory.strict().parse(dto.trainingCategory);
    const problems = await data('GET', '/api/admin/training/get-problem-list', root, { query: { tid, queryExisted: true } });
    expect(keys(problems)).toEqual(['problemList', 'trainingProblemMap']);
    expect(keys(problems.problemList)).toEqual(PAGE);
    expect(problems.problemList.records[0]).toMatchObject({ id: 1000, problemId: '1000', title: expect.any(String), author: expect.any(String), auth: 1 });
    expect(keys(problems.trainingProblemMap[1000])).toEqual(['displayId', 'gmtCreate', 'gmtModified', 'id', 'pid', 'rank', 'tid']);
    TrainingProblemView.strict().parse(problems.trainingProblemMap[1000]);
  });

  it('the back office writes answer null, or the entity written', async () => {
    expect(await data('PUT', '/api/admin/training/change-training-status', root, { query: { tid, status: true } })).toBeNull();
    expect(await data('POST', '/api/admin/training/add-problem-from-public', root, { body: { tid, pid: 1001 } })).toBeNull();
    expect(await data('DELETE', '/api/admin/training/problem', root, { query: { tid, pid: 1001 } })).toBeNull();
    const category = await data('POST', '/api/admin/training/category', root, { body: { name: 'Spare', color: '#000' } });
    TrainingCategory.strict().parse(category);
    expect(await data('DELETE', '/api/admin/training/category', root, { query: { cid: category.id } })).toBeNull();
  });
});
