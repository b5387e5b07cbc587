import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { JudgeStatus as S, type AcmRankRow } from '@oj/shared';
import { contestKey, legacyPublicBoardObject, publicBoardObject } from '@oj/shared/db/keys';
import type { ContestItem } from '@oj/shared/db/items/contest';
import { locatorPart, type PublishedBoardIndex } from '@oj/shared/domain/published-board';
import { putContest } from '../../../test/fixtures/contest.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { rebuildBoard } from '../../boards/rebuild.ts';

// The outside board as published under /public/ (in parts, served with ETags), and the openRank rule: a contest whose
// rank is not open has no public board and its outside boards answer only its admins. The public bucket is shared by
// every test file: these contest ids are this file's.
let t: TestContext;
let root: string;
const users: Record<string, { token: string; uid: string }> = {};
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  for (const name of ['pann', 'pbob']) {
    const { token } = await t.register(name);
    const info = await t.call('GET', '/api/get-user-home-info', { query: { username: name } });
    users[name] = { token, uid: info.body.data.uid };
  }
});
afterAll(() => t.cleanup());

const makeContest = (cid: number, over: Partial<ContestItem> = {}) => putContest(t.deps.db, t.clock.now(), cid, { openRank: true, ...over }, { A: 1000, B: 1002 });

const result = async (cid: number, user: string, status: number) => {
  const res = await t.call('POST', '/api/submit-problem-judge', { token: users[user]!.token, body: { pid: 'A', cid, language: 'C++', code: `// ${Math.random()}` } });
  expect(res.status, res.body.msg).toBe(200);
  expect((await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: res.body.data.submitId, status } })).status).toBe(200);
  t.clock.advance(MIN);
};

const published = (cid: number, part?: string, headers: Record<string, string> = {}) => t.app.request(`/public/${publicBoardObject(cid, 'board', part)}`, { headers });

describe('the published outside board', () => {
  it('is published in parts: the index and the pages; an unchanged part answers 304 to its ETag, a changed one its new content', async () => {
    const cid = 97_101;
    await makeContest(cid);
    await result(cid, 'pann', S.ACCEPTED);
    await rebuildBoard(t.deps, cid);

    const index = await published(cid);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('public, max-age=2');
    const parsed = (await index.json()) as PublishedBoardIndex;
    expect(parsed).toMatchObject({ cid, rows: 1, stars: [], variant: 'live' });
    const page = await published(cid, 'page-0');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(((await page.json()) as AcmRankRow[]).map((r) => r.username)).toEqual(['pann']);

    const again = await published(cid, 'page-0', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    await result(cid, 'pbob', S.WRONG_ANSWER);
    await rebuildBoard(t.deps, cid);
    const changed = await published(cid, 'page-0', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as AcmRankRow[]).map((r) => r.username)).toEqual(['pann', 'pbob']);
  });
});

describe('with openRank off', () => {
  it('the outside scoreboard, its header and the scroll board answer only the contest admins, and nothing is published', async () => {
    const cid = 97_102;
    const now = t.clock.now().getTime();
    await makeContest(cid, { openRank: false, sealRank: true, sealRankTime: new Date(now + 10 * MIN).toISOString(), endTime: new Date(now + 20 * MIN).toISOString() });
    await result(cid, 'pann', S.ACCEPTED);
    t.clock.advance(30 * MIN);
    await rebuildBoard(t.deps, cid);

    const calls = [
      ['POST', '/api/get-contest-outside-scoreboard', { body: { cid, currentPage: 1, limit: 30 } }],
      ['GET', '/api/get-contest-outsize-info', { query: { cid } }],
      ['GET', '/api/get-contest-scroll-board-info', { query: { cid } }],
      ['GET', '/api/get-contest-scroll-board-submission', { query: { cid } }],
    ] as const;
    // a visitor, a contestant of the contest, another user, the super admin
    for (const [who, token] of [
      ['visitor', undefined],
      ['contestant', users.pann!.token],
      ['other', users.pbob!.token],
      ['admin', root],
    ] as const) {
      for (const [method, path, input] of calls) {
        const res = await t.call(method, path, { token, ...input });
        if (who === 'admin') expect(res.status, `${path} for the admin: ${res.body.msg}`).toBe(200);
        else expect([res.status, res.body.msg], `${path} for the ${who}`).toEqual([403, 'The scoreboard of this contest is not open to the public']);
      }
    }
    expect((await published(cid)).status).toBe(404);
  });

  it('a board published while the rank was open is withdrawn by the rebuild its change asks for, every part of it', async () => {
    const cid = 97_103;
    await makeContest(cid);
    await result(cid, 'pann', S.ACCEPTED);
    await rebuildBoard(t.deps, cid);
    const parts = Object.keys(((await (await published(cid)).json()) as PublishedBoardIndex).parts);
    expect(parts).toContain(locatorPart(0));
    for (const part of parts) expect((await published(cid, part)).status, part).toBe(200);

    // the back office's save sets openRank and asks for a rebuild (openRank is one of its board fields)
    await t.deps.db.update(contestKey(cid), { UpdateExpression: 'SET openRank = :off', ExpressionAttributeValues: { ':off': false } });
    await rebuildBoard(t.deps, cid);
    for (const part of ['index', ...parts]) expect((await published(cid, part)).status, part).toBe(404);
  });

  it('a board published whole before boards were published in parts is removed too', async () => {
    const cid = 97_104;
    await makeContest(cid, { openRank: false });
    const s3 = new S3Client({ endpoint: inject('awsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const legacy = legacyPublicBoardObject(cid, 'board');
    await s3.send(new PutObjectCommand({ Bucket: t.deps.env.BUCKET_PUBLIC_FILES, Key: legacy, Body: '{"rows":[]}', ContentType: 'application/json' }));
    expect((await t.app.request(`/public/${legacy}`)).status).toBe(200);
    await rebuildBoard(t.deps, cid);
    expect((await t.app.request(`/public/${legacy}`)).status).toBe(404);
  });
});
