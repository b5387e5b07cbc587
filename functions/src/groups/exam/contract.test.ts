import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '@oj/shared';
import { EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import { AdminExamView, ExamInfo, ExamProblemEntry, ExamProblemRow, ExamRankRow, ExamSubmissionRow, ExamView } from '@oj/shared/schemas/exam';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// What the exam pages read from the homework calls (spec 001 sections 3 and 7; spec 002's exam pages), pinned key by
// key and through the shared reply schemas (strict): the exam entity, the caller's record, the problem rows, the rank
// rows, the submission rows, the admin exam and timedProblemMap, and the writes' replies.
let t: TestContext;
let root: string;
let ann: string;
let tid = 0;
let submitId = 0;

const data = async (method: string, path: string, token: string | undefined, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => {
  const res = await t.call(method, path, { ...opts, token });
  expect(res.status, `${path}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
};
const keys = (o: object) => Object.keys(o).sort();
const PAGE = ['current', 'pages', 'records', 'size', 'total'];
const EXAM = ['auth', 'author', 'description', 'duration', 'endTime', 'gid', 'gmtCreate', 'gmtModified', 'id', 'isGroup', 'logoUrl', 'startTime', 'status', 'title', 'uid', 'visible'];

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  ann = (await t.register('ann')).token;
  const now = t.clock.now().getTime();
  const exam = { title: 'E', description: 'D', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 7_200_000).toISOString(), duration: 3600, auth: 1, pwd: 'pw' };
  const created = await data('POST', '/api/admin/homework/timed-work', root, { body: exam });
  expect(keys(created)).toEqual([...EXAM, 'pwd'].sort());
  AdminExamView.strict().parse(created);
  tid = created.id;
  const entry = await data('POST', '/api/admin/homework/add-problem-from-public', root, { body: { tid, pid: 1000, displayId: 'A' } });
  ExamProblemEntry.strict().parse(entry);
  expect(await data('POST', '/api/homework/start-timed-work', ann, { body: { tid, password: 'pw' } })).toBeNull();
  submitId = (await data('POST', '/api/submit-problem-judge', ann, { body: { pid: 1000, cid: tid + EXAM_CID_OFFSET, displayTid: 'A', language: 'C++', code: '// a' } })).submitId;
  await data('GET', '/api/admin/judge/manual-judge', root, { query: { submitId, status: S.ACCEPTED } });
});
afterAll(() => t.cleanup());

describe('homework replies', () => {
  it('get-timed-work-list: exams in a page; get-timed-work-info: the exam with the caller’s record', async () => {
    const page = await data('GET', '/api/homework/get-timed-work-list', ann);
    expect(keys(page)).toEqual(PAGE);
    expect(keys(page.records[0])).toEqual(EXAM);
    expect(ExamView.strict().parse(page.records[0])).toMatchObject({ id: tid, auth: 1, status: 0, isGroup: false, gid: null });
    const info = await data('GET', '/api/homework/get-timed-work-info', ann, { query: { tid } });
    expect(keys(info)).toEqual([...EXAM, 'access', 'extraFile', 'record', 'userStatus'].sort());
    expect(ExamInfo.strict().parse(info)).toMatchObject({ access: true, userStatus: 0, extraFile: null });
    expect(keys(info.record)).toEqual(['deadline', 'endTime', 'startTime']);
  });

  it('get-timed-work-problem-list and -problem-detail', async () => {
    const [row] = await data('GET', '/api/homework/get-timed-work-problem-list', ann, { query: { tid } });
    expect(keys(row)).toEqual(['displayId', 'id', 'isSubmitted', 'problemId', 'title', 'type']);
    expect(ExamProblemRow.strict().parse(row)).toMatchObject({ problemId: 1000, displayId: 'A', isSubmitted: true, type: 0 });
    const detail = await data('GET', '/api/homework/get-timed-work-problem-detail', ann, { query: { tid, displayId: 'A' } });
    expect(keys(detail)).toEqual(['codeTemplate', 'languages', 'myStatus', 'problem', 'problemCount', 'tags']);
    expect(detail.myStatus).toBe(S.ACCEPTED);
    expect(keys(detail.problemCount)).toEqual(['ac', 'ce', 'mle', 'pa', 'pe', 'pid', 're', 'se', 'tle', 'total', 'wa']);
  });

  it('get-timed-work-submission-list: the caller’s submissions in a page', async () => {
    const page = await data('GET', '/api/homework/get-timed-work-submission-list', ann, { query: { tid } });
    expect(keys(page)).toEqual(PAGE);
    expect(keys(page.records[0])).toEqual(['displayId', 'language', 'score', 'status', 'submitId', 'submitTime']);
    expect(ExamSubmissionRow.strict().parse(page.records[0])).toMatchObject({ submitId, status: S.ACCEPTED });
  });

  it('end-timed-work: null; get-timed-work-rank: a list of rows', async () => {
    expect(await data('POST', '/api/homework/end-timed-work', ann, { body: { tid } })).toBeNull();
    const [row] = await data('GET', '/api/homework/get-timed-work-rank', ann, { query: { tid } });
    expect(keys(row)).toEqual(['rank', 'score', 'submissionInfo', 'uid', 'username']);
    expect(ExamRankRow.strict().parse(row)).toEqual({ rank: 1, uid: expect.any(String), username: 'ann', score: 100, submissionInfo: { A: { score: 100, status: S.ACCEPTED } } });
  });
});

describe('admin homework replies', () => {
  it('the list without passwords, the exam with it, the problem list with timedProblemMap, the writes', async () => {
    const page = await data('GET', '/api/admin/homework/get-timed-work-list', root);
    expect(keys(page)).toEqual(PAGE);
    expect(keys(page.records[0])).toEqual(EXAM);
    expect(keys(await data('GET', '/api/admin/homework/timed-work', root, { query: { tid } }))).toEqual([...EXAM, 'pwd'].sort());
    const problems = await data('GET', '/api/admin/homework/get-problem-list', root, { query: { tid } });
    expect(keys(problems)).toEqual(['problemList', 'timedProblemMap']);
    expect(keys(problems.problemList)).toEqual(PAGE);
    expect(keys(problems.problemList.records[0])).toEqual(['author', 'difficulty', 'id', 'problemId', 'title', 'type']);
    expect(ExamProblemEntry.strict().parse(problems.timedProblemMap['1000'])).toMatchObject({ tid, pid: 1000, displayId: 'A' });
    expect(await data('PUT', '/api/admin/homework/change-timed-work-visible', root, { query: { id: tid, visible: true } })).toBeNull();
    expect(await data('POST', '/api/admin/homework/extra-file', root, { body: { tid, name: 'in.txt', content: '1' } })).toBeNull();
    expect((await data('GET', '/api/homework/get-timed-work-info', ann, { query: { tid } })).extraFile).toBe('{"in.txt":"1"}');
    expect(await data('DELETE', '/api/admin/homework/extra-file', root, { query: { tid, name: 'in.txt' } })).toBeNull();
    expect(await data('DELETE', '/api/admin/homework/problem', root, { query: { tid, pid: 1000 } })).toBeNull();
  });
});
