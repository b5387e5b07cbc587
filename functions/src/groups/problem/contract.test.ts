import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// What the reference system's web client reads from the problem calls (ARCHITECTURE.md decision 1).
let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
});
afterAll(() => t.cleanup());

const data = async (path: string, query?: Record<string, string | number>, token?: string) => (await t.call('GET', path, { query, token })).body.data;

/** A tag as the reference's Tag entity: its classification is `tcid` (the admin tag form edits it under that name). */
const TAG = { id: expect.any(Number), name: expect.any(String), color: expect.toBeOneOf([null, expect.any(String)]), oj: 'ME', gid: null, tcid: expect.toBeOneOf([null, expect.any(Number)]) };
const COUNTS = {
  total: expect.any(Number),
  ac: expect.any(Number),
  wa: expect.any(Number),
  tle: expect.any(Number),
  mle: expect.any(Number),
  re: expect.any(Number),
  pe: expect.any(Number),
  ce: expect.any(Number),
  se: expect.any(Number),
  pa: expect.any(Number),
};

describe('problem replies', () => {
  it('get-problem-list: a page of flat rows with counts and tags', async () => {
    const page = await data('/api/get-problem-list', { currentPage: 1, limit: 2 });
    expect(page).toMatchObject({ total: expect.any(Number), current: 1, size: 2 });
    expect(page.records[0]).toMatchObject({ pid: 1000, problemId: '1000', title: expect.any(String), difficulty: expect.any(Number), type: 0, ...COUNTS });
    expect(page.records[0].tags[0]).toEqual(TAG);
  });

  it('get-all-problem-tags and get-problem-tags: Tag entities', async () => {
    const tags = await data('/api/get-all-problem-tags', { oj: 'ME' });
    expect(tags[0]).toEqual(TAG);
    expect(tags.some((tag: { tcid: number | null }) => tag.tcid !== null)).toBe(true);
    expect((await data('/api/get-problem-tags', { pid: 1000 }))[0]).toEqual(TAG);
  });

  it('get-problem-tags-and-classification: {classification, tagList} with the tags under their tcid', async () => {
    const groups = await data('/api/get-problem-tags-and-classification', { oj: 'ME' });
    expect(groups[0]).toEqual({ classification: { id: expect.any(Number), name: expect.any(String), oj: 'ME', rank: expect.any(Number) }, tagList: expect.any(Array) });
    for (const g of groups.filter((x: { classification: unknown }) => x.classification)) {
      for (const tag of g.tagList) expect(tag).toEqual({ ...TAG, tcid: g.classification.id });
    }
  });

  it('get-problem-detail: {problem, tags, languages, problemCount, codeTemplate}, examples as one string', async () => {
    const detail = await data('/api/get-problem-detail', { problemId: '1000' });
    expect(detail).toMatchObject({
      problem: { id: 1000, problemId: '1000', examples: expect.stringMatching(/^<input>/), userExtraFile: null, timeLimit: expect.any(Number), memoryLimit: expect.any(Number), isRemote: false, gid: null },
      tags: expect.any(Array),
      languages: expect.arrayContaining(['C++']),
      problemCount: { pid: 1000, ...COUNTS },
      codeTemplate: expect.any(Object),
    });
    expect(detail.tags[0]).toEqual(TAG);
  });

  it('get-problem-languages and get-problem-code-template: entity lists', async () => {
    expect((await data('/api/get-problem-languages', { pid: 1000 }))[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), contentType: expect.any(String) });
    expect(await data('/api/get-problem-code-template', { pid: 1000 })).toEqual(expect.any(Array));
  });

  // get-full-screen-problem-list is pinned where a contest and a training exist (contest/taking-part.test.ts, training/training.test.ts)
  it('get-random-problem and get-user-problem-status', async () => {
    expect(await data('/api/get-random-problem')).toEqual({ problemId: expect.any(String) });
    const status = await t.call('POST', '/api/get-user-problem-status', { token: root, body: { pidList: [1000], isContestProblemList: false } });
    expect(status.body.data).toEqual({ 1000: { status: -10, score: null } });
  });
});
