import { randomBytes } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@oj/shared';
import { contestAcDownloadObject, contestParticipantKey, participantEntryField, submissionCodeKey, submissionKey } from '@oj/shared/db/keys';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import type { Item } from '../../data/db.ts';
import { LOCAL_CREDENTIALS, s3ClientConfig } from '../../deps.ts';
import { createStorageDoor } from '../../local/storage-door.ts';
import { contestProblems, forgetContestRows, getContest, readContestRows } from '../../data/contests.ts';
import { AppError } from '../../http/app-error.ts';
import { testDataFor } from '../../services/test-data.ts';
import { putContest } from '../../../test/fixtures/contest.ts';
import { packPlan } from './ac-pack-plan.ts';
import { acZipStream } from './ac-zip-stream.ts';
import { within } from './contest-files.ts';

// The accepted-code pack of a big contest on the local stack: thousands of submissions whose code alone is more
// than a reply through the API may carry, packed into S3 and sent by a redirect to the signed address.
let t: TestContext;
let host: { token: string; uid: string };
let ann: { token: string; uid: string };
let door: ReturnType<typeof createStorageDoor>;
const CID = 700;
const CONTESTANTS = 1500;
/** Each contestant's code per problem: incompressible enough that the zip stays above 6 MB too. */
const CODE_BYTES = 3000;
const MIN = 60_000;

const writeAll = async (items: Item[]) => {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  for (let i = 0; i < batches.length; i += 16) {
    await Promise.all(
      batches.slice(i, i + 16).map(async (batch) => {
        let requests: unknown[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (requests?.length) {
          const out: BatchWriteCommandOutput = await t.deps.db.doc.send(new BatchWriteCommand({ RequestItems: { [t.deps.db.tableName]: requests as never } }));
          requests = out.UnprocessedItems?.[t.deps.db.tableName];
        }
      }),
    );
  }
};

let nextSubmitId = 10_000;
/** A judged contest submission as the result transaction leaves it: the submission, its code, the participant's entry. */
const submission = (uid: string, displayId: string, status: number, at: number, code: string, language = 'C++') => {
  const submitId = nextSubmitId++;
  return {
    submitId,
    entry: { [participantEntryField(submitId)]: { d: displayId, st: status, sc: null, t: 10, at } },
    items: [
      { ...submissionKey(submitId), submitId, uid, cid: CID, language, status },
      { ...submissionCodeKey(submitId), code },
    ],
  };
};

const participant = (uid: string, username: string, entries: Record<string, unknown>[], roleId: number | null = null) => ({
  ...contestParticipantKey(CID, uid),
  cid: CID,
  uid,
  username,
  roleId,
  registered: true,
  ...Object.assign({}, ...entries),
});

const codes = new Map<string, string>();
const download = async (token: string, query: Record<string, string | number | boolean>) => {
  const res = await t.call('GET', '/api/file/download-contest-ac-submission', { token, query: { cid: CID, ...query } });
  expect(res.status, res.body?.msg).toBe(302);
  // signed for the storage door in front of the emulator, as the local stack signs them for browsers
  const location = new URL(res.headers.get('location')!);
  expect(location.pathname).toMatch(/^\/[\w-]+\/downloads\/contest-ac\/700\/[0-9a-f]{40}\.zip$/);
  const file = await door.request(location.href);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="contest_700_\d+\.zip"$/);
  const zip = new Uint8Array(await file.arrayBuffer());
  return { location, zip, files: unzipSync(zip) };
};

beforeAll(async () => {
  t = await createTestContext({ S3_PUBLIC_ENDPOINT: 'http://localhost' });
  const s3 = new S3Client(s3ClientConfig(t.deps.env));
  door = createStorageDoor({ s3, bucket: t.deps.env.BUCKET_TEST_DATA!, siteOrigins: ['http://localhost'], credentials: LOCAL_CREDENTIALS, region: t.deps.env.AWS_REGION });
  for (const name of ['host', 'ann']) {
    const { token } = await t.register(name);
    const info = await t.call('GET', '/api/get-user-home-info', { query: { username: name } });
    if (name === 'host') host = { token, uid: info.body.data.uid };
    else ann = { token, uid: info.body.data.uid };
  }
  const contest = await putContest(t.deps.db, t.clock.now(), CID, { uid: host.uid, author: 'host' }, { A: 1000, B: 1001, C: 1002 });
  const start = Date.parse(contest.startTime);
  const items: Item[] = [];
  for (let n = 0; n < CONTESTANTS; n++) {
    const username = `user${String(n).padStart(4, '0')}`;
    const at = start + 10 * MIN + n * 1000;
    const wrong = submission(`u${n}`, 'A', JudgeStatus.WRONG_ANSWER, at - 5000, '// wrong');
    const picks = (['A', 'B'] as const).map((d, i) => {
      const code = `// ${username} ${d}\n${randomBytes(CODE_BYTES * 0.75).toString('base64')}`;
      codes.set(`${username}/${d}`, code);
      return submission(`u${n}`, d, JudgeStatus.ACCEPTED, at + i * 60_000, code, n % 2 ? 'Python3' : 'C++');
    });
    items.push(participant(`u${n}`, username, [wrong.entry, ...picks.map((p) => p.entry)]), ...wrong.items, ...picks.flatMap((p) => p.items));
  }
  // the creator and the super admin are the contest's admins; the creator accepted A twice, the later one counts
  const hostFirst = submission(host.uid, 'A', JudgeStatus.ACCEPTED, start + 5 * MIN, '// host first');
  const hostLater = submission(host.uid, 'A', JudgeStatus.ACCEPTED, start + 50 * MIN, '// host later');
  const root = submission('root-uid', 'B', JudgeStatus.ACCEPTED, start + 20 * MIN, '// root');
  items.push(participant(host.uid, 'host', [hostFirst.entry, hostLater.entry]), ...hostFirst.items, ...hostLater.items);
  items.push(participant('root-uid', 'root', [root.entry], Role.ROOT), ...root.items);
  await writeAll(items);
}, 120_000);
afterAll(() => t.cleanup());

describe('download-contest-ac-submission for a big contest', () => {
  it('refuses anyone but the contest admins', async () => {
    const res = await t.call('GET', '/api/file/download-contest-ac-submission', { token: ann.token, query: { cid: CID } });
    expect(res.status).toBe(403);
  });

  it('packs thousands of submissions (more than 6 MB of code) whole, split by user, admins left out on request', async () => {
    const started = Date.now();
    const { zip, files } = await download(host.token, { excludeAdmin: true });
    const seconds = (Date.now() - started) / 1000;
    const names = Object.keys(files);
    expect(names).toHaveLength(2 * CONTESTANTS);
    expect([...codes.values()].reduce((sum, code) => sum + code.length, 0)).toBeGreaterThan(6 * 1024 * 1024);
    expect(zip.byteLength).toBeGreaterThan(6 * 1024 * 1024);
    expect(names.filter((n) => n.startsWith('host/') || n.startsWith('root/'))).toEqual([]);
    for (const name of names) {
      const [, username, problem, ext] = name.match(/^(user\d{4})\/([AB])_\(\d{14}\)\.(cpp|py)$/) ?? [];
      expect(username, name).toBeDefined();
      expect(strFromU8(files[name]!)).toBe(codes.get(`${username}/${problem}`));
      expect(ext).toBe(Number(username!.slice(4)) % 2 ? 'py' : 'cpp');
    }
    console.info(`packed ${names.length} submissions, ${(zip.byteLength / 2 ** 20).toFixed(1)} MB zipped, in ${seconds.toFixed(1)} s`);
  }, 120_000);

  it('splits by problem with a folder per problem, admins included unless left out', async () => {
    const { files } = await download(host.token, { splitType: 'problem' });
    const names = Object.keys(files);
    expect(names.filter((n) => n.endsWith('/'))).toEqual(['A/', 'B/', 'C/']);
    expect(names.filter((n) => /^[AB]\/user\d{4}_\(\d{14}\)\.(cpp|py)$/.test(n))).toHaveLength(2 * CONTESTANTS);
    const admins = names.filter((n) => /^[AB]\/(host|root)_/.test(n));
    expect(admins).toEqual([expect.stringMatching(/^A\/host_\(\d{14}\)\.cpp$/), expect.stringMatching(/^B\/root_\(\d{14}\)\.cpp$/)]);
    expect(strFromU8(files[admins[0]!]!)).toBe('// host later');
    expect(names).toHaveLength(3 + 2 * CONTESTANTS + 2);
  }, 120_000);

  it('sends the stored zip again until a new accepted submission changes what it holds', async () => {
    const first = await download(host.token, { excludeAdmin: true });
    const again = await download(host.token, { excludeAdmin: true });
    expect(again.location.pathname).toBe(first.location.pathname);
    const late = submission('u0', 'C', JudgeStatus.ACCEPTED, t.clock.now().getTime(), '// late');
    await writeAll(late.items);
    await t.deps.db.update(contestParticipantKey(CID, 'u0'), {
      UpdateExpression: 'SET #e = :e',
      ExpressionAttributeNames: { '#e': participantEntryField(late.submitId) },
      ExpressionAttributeValues: { ':e': Object.values(late.entry)[0] },
    });
    forgetContestRows(t.deps.db, CID);
    const changed = await download(host.token, { excludeAdmin: true });
    expect(changed.location.pathname).not.toBe(first.location.pathname);
    expect(strFromU8(changed.files[Object.keys(changed.files).find((n) => n.startsWith('user0000/C_'))!]!)).toBe('// late');
  }, 120_000);

  it('stores nothing when packing runs out of time: the upload is abandoned, not left half-written', async () => {
    const contest = (await getContest(t.deps.db, CID))!;
    const plan = packPlan(contest, await readContestRows(t.deps.db, CID), await contestProblems(t.deps.db, CID), false, 'problem');
    const store = testDataFor(t.deps);
    const key = contestAcDownloadObject(CID, plan.digest);
    expect(await store.size(key)).toBeUndefined();
    const late = store.packedDownloadUrl(key, 'late.zip', async () => within(acZipStream(t.deps.repos, plan), 50, () => new AppError(503, 'out of time')));
    await expect(late).rejects.toThrow('out of time');
    expect(await store.size(key)).toBeUndefined();
  }, 60_000);
});
