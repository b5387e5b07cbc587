import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { QUEUES } from '@oj/shared';
import { testcaseUploadObject } from '@oj/shared/db/keys';
import { forgedZip } from '@oj/shared/domain/forged-zip';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { testDataFor } from '../../services/test-data.ts';
import type { QueuedMessage } from '../../observability/queued-message.ts';
import { handleUserJobMessages } from './runner.ts';
import { UNPACK_MAX_ATTEMPTS } from './unpack-testcases.ts';

let t: TestContext;
let root: string;
let queueUrl: string;
const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

beforeAll(async () => {
  // a queue of this file's own: the route's messages are read here, and no other test's are
  queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `user-jobs-unpack-${process.pid}-${Date.now()}` }))).QueueUrl!;
  t = await createTestContext({ [QUEUES.userJobs.envVar]: queueUrl });
  root = await t.rootToken();
}, 120_000);
afterAll(() => t.cleanup());

/** The message the last call queued for the user job runner, taken off the queue. */
const queued = async (): Promise<QueuedMessage> => {
  const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }));
  const [m] = out.Messages ?? [];
  expect(m, 'a message for the user job runner').toBeDefined();
  await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m!.ReceiptHandle }));
  return { id: m!.MessageId!, body: m!.Body! };
};

/** Starts an upload as the browser does, puts the zip where the presigned address points, and says it is sent. */
const sendZip = async (zip: Uint8Array | undefined) => {
  const start = await t.call('POST', '/api/file/testcase-upload', { token: root, body: { size: zip?.length ?? 10 } });
  const key = start.body.data.key as string;
  if (zip) await testDataFor(t.deps).put(testcaseUploadObject(key), zip);
  const unpack = await t.call('POST', '/api/file/testcase-upload/unpack', { token: root, body: { key } });
  return { key, unpack };
};

/** The same zip sent in the request itself (the reference client's upload), unpacked by the API. */
const uploadInline = (zip: Uint8Array) => {
  const form = new FormData();
  form.append('file', new File([zip], 'cases.zip', { type: 'application/zip' }));
  return t.call('POST', '/api/file/upload-testcase-zip', { token: root, rawBody: form });
};

const state = async (key: string) => (await t.call('GET', '/api/file/testcase-upload', { token: root, query: { key } })).body.data;
const zipKept = async (key: string) => (await testDataFor(t.deps).size(testcaseUploadObject(key))) !== undefined;

describe('unpacking a test case zip sent straight to storage, on the user job runner', () => {
  it('stages the cases by base name, records them as a zip sent in the request, deletes the zip; a message delivered again changes nothing', async () => {
    const zip = zipSync({ 'data/2.in': enc('3 4'), 'data/2.out': enc('7'), 'data/1.in': enc('1 2'), 'data/1.ans': enc('3'), '../../10.in': enc('5'), '../../10.out': enc('6') });
    const { key, unpack } = await sendZip(zip);
    expect(unpack.body.data).toEqual({ state: 'pending' });
    const message = await queued();
    expect(JSON.parse(message.body)).toEqual({ kind: 'unpack-testcases', key });
    expect(await handleUserJobMessages(t.deps, [message])).toEqual([]);
    const done = await state(key);
    expect(done).toEqual({
      state: 'ok',
      message: '',
      fileList: [
        { input: '1.in', output: '1.ans', score: 0, groupNum: null },
        { input: '2.in', output: '2.out', score: 0, groupNum: null },
        { input: '10.in', output: '10.out', score: 0, groupNum: null },
      ],
      fileListDir: expect.stringMatching(/^staging\/[0-9a-f-]{36}$/),
    });
    expect(done.fileList).toEqual((await uploadInline(zip)).body.data.fileList);
    const store = testDataFor(t.deps);
    expect((await store.list(`${done.fileListDir}/`)).map((o) => o.key.slice(done.fileListDir.length + 1)).sort()).toEqual(['1.ans', '1.in', '10.in', '10.out', '2.in', '2.out']);
    expect(dec(await store.get(`${done.fileListDir}/2.out`))).toBe('7');
    expect(await zipKept(key)).toBe(false);

    expect(await handleUserJobMessages(t.deps, [message])).toEqual([]);
    expect(await state(key)).toEqual(done);
    // a second click after the unpack queues nothing more
    expect((await t.call('POST', '/api/file/testcase-upload/unpack', { token: root, body: { key } })).body.data).toEqual({ state: 'ok' });
  });

  it('refuses a bad zip with the message a zip sent in the request gets, and deletes it', async () => {
    const many = Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`${i}.txt`, enc('')]));
    const bad = {
      'headers that understate a size': forgedZip({ '1.in': { data: new Uint8Array(5000).fill(49), declared: 10 }, '1.out': { data: enc('2') } }),
      'a name with a space': zipSync({ 'a b.in': enc('1'), 'a b.out': enc('1') }),
      'two files of one base name': zipSync({ 'a/1.in': enc('1'), 'b/1.in': enc('1'), '1.out': enc('1') }),
      'too many entries': zipSync(many, { level: 0 }),
      'not a zip': enc('PK not really'),
    };
    for (const [what, zip] of Object.entries(bad)) {
      const viaApi = await uploadInline(zip);
      expect(viaApi.status, what).toBe(400);
      const { key } = await sendZip(zip);
      expect(await handleUserJobMessages(t.deps, [await queued()]), what).toEqual([]);
      expect(await state(key), what).toEqual({ state: 'error', message: viaApi.body.msg });
      expect(await zipKept(key), what).toBe(false);
    }
  }, 60_000);

  it(`hands a message back while storage fails, and ends the upload as an error after ${UNPACK_MAX_ATTEMPTS} failed tries`, async () => {
    expect(UNPACK_MAX_ATTEMPTS).toBeLessThan(QUEUES.userJobs.maxReceiveCount);
    // the route saw the zip arrive; it is gone by the time the runner reads it
    const { key } = await sendZip(enc('soon gone'));
    await testDataFor(t.deps).delete(testcaseUploadObject(key));
    const message = await queued();
    for (let i = 0; i < UNPACK_MAX_ATTEMPTS; i++) {
      expect(await handleUserJobMessages(t.deps, [message])).toEqual([message.id]);
      expect((await state(key)).state).toBe('pending');
    }
    expect(await handleUserJobMessages(t.deps, [message])).toEqual([]);
    expect(await state(key)).toEqual({ state: 'error', message: 'The zip could not be unpacked' });
  });

  it('leaves an upload alone until it is said to be sent', async () => {
    const start = await t.call('POST', '/api/file/testcase-upload', { token: root, body: { size: 10 } });
    const key = start.body.data.key as string;
    await testDataFor(t.deps).put(testcaseUploadObject(key), zipSync({ '1.in': enc('1'), '1.out': enc('1') }));
    expect(await handleUserJobMessages(t.deps, [{ id: 'early', body: JSON.stringify({ kind: 'unpack-testcases', key }) }])).toEqual([]);
    expect((await state(key)).state).toBe('uploading');
    expect(await zipKept(key)).toBe(true);
  });
});
