import { LIMITS } from '@oj/shared';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mockApi, callKey } from '../../../test/page-app.tsx';
import { ApiError } from '../../../lib/http.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { uploadTestcaseZip, type UploadProgress } from './testcase-upload.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';

const envelope = (status: number, data: unknown, msg = 'success') => JSON.stringify({ status, msg, data });
const fileList = [
  { input: '1.in', output: '1.out', score: 0, groupNum: null },
  { input: '2.in', output: '2.ans', score: 0, groupNum: null },
];
const DIR = 'staging/0b4f7a3e-7b9c-4a51-8f7e-2d3c4b5a6f70';
const KEY = '5f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const small = () => new File([new Uint8Array(1024)], 'cases.zip', { type: 'application/zip' });
const large = () => new File([new Uint8Array(LIMITS.testcaseZipMaxBytes + 1)], 'big.zip', { type: 'application/zip' });

beforeAll(() => initI18n('zh-CN'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('uploading a test data zip with its progress', () => {
  test('a small zip goes in one request with the session’s token; its progress is reported and its cases answered', async () => {
    session.signIn('token-root', { uid: 'u1', username: 'root', roleList: ['root'] } as never);
    const sent = fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 200, body: envelope(200, { fileList, fileListDir: DIR }), progress: [30, 100] } });
    const progress: UploadProgress[] = [];
    const result = await uploadTestcaseZip(small(), (p) => progress.push(p));
    expect(result).toEqual({ fileList, fileListDir: DIR });
    expect(progress).toEqual([
      { phase: 'sending', percent: 30 },
      { phase: 'sending', percent: 100 },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toEqual({ Authorization: 'token-root', 'Url-Type': 'general' });
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  test('a group admin names the group: in the form of a small zip, in the start of a staged one', async () => {
    session.signIn('token-ann', { uid: 'u2', username: 'ann', roleList: ['default_user'] } as never);
    const sent = fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 200, body: envelope(200, { fileList, fileListDir: DIR }) } });
    await uploadTestcaseZip(small(), () => undefined, 7);
    expect((sent[0]!.body as FormData).get('gid')).toBe('7');
    const url = `http://storage.test/uploads/${KEY}.zip?X-Amz-Signature=abc`;
    const calls = mockApi({
      [callKey(adminProblemCalls.addTestcaseUpload)]: () => ({ key: KEY, url, headers: { 'Content-Type': 'application/zip' }, maxBytes: LIMITS.testcaseUploadMaxBytes }),
      [callKey(adminProblemCalls.addUnpack)]: () => ({ state: 'ok', fileList, fileListDir: DIR }),
      [callKey(adminProblemCalls.getTestcaseUpload)]: () => ({ state: 'ok', message: '', fileList, fileListDir: DIR }),
    });
    fakeXhr({ [`PUT ${url}`]: { status: 200, body: '' } });
    await uploadTestcaseZip(large(), () => undefined, 7);
    expect(calls.find((c) => c.key === callKey(adminProblemCalls.addTestcaseUpload))!.body).toEqual({ size: LIMITS.testcaseZipMaxBytes + 1, gid: 7 });
  });

  test('a refused zip is an error in the page’s language; a lost connection says so', async () => {
    fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 400, body: envelope(400, null, 'The zip holds two files named 1.in') } });
    await expect(uploadTestcaseZip(small(), () => undefined)).rejects.toEqual(new ApiError(400, '压缩包中有两个名为 1.in 的文件'));
    fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 413, body: '<html>Request Entity Too Large</html>' } });
    await expect(uploadTestcaseZip(small(), () => undefined)).rejects.toMatchObject({ status: 413 });
    fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: 'network-error' });
    await expect(uploadTestcaseZip(small(), () => undefined)).rejects.toMatchObject({ status: 0 });
  });

  test('a large zip goes straight to storage with the presigned PUT, then a judge unpacks it while the page polls', async () => {
    const url = `http://storage.test/uploads/${KEY}.zip?X-Amz-Signature=abc`;
    const calls = mockApi({
      [callKey(adminProblemCalls.addTestcaseUpload)]: () => ({ key: KEY, url, headers: { 'Content-Type': 'application/zip' }, maxBytes: LIMITS.testcaseUploadMaxBytes }),
      [callKey(adminProblemCalls.addUnpack)]: () => ({ state: 'pending' }),
      [callKey(adminProblemCalls.getTestcaseUpload)]: () =>
        calls.filter((c) => c.key === callKey(adminProblemCalls.getTestcaseUpload)).length < 2 ? { state: 'pending', message: '' } : { state: 'ok', message: '', fileList, fileListDir: DIR },
    });
    const sent = fakeXhr({ [`PUT ${url}`]: { status: 200, body: '', progress: [50, 100] } });
    const progress: UploadProgress[] = [];
    const file = large();
    const result = await uploadTestcaseZip(file, (p) => progress.push(p));
    expect(result).toEqual({ fileList, fileListDir: DIR });
    expect(calls.find((c) => c.key === callKey(adminProblemCalls.addTestcaseUpload))?.body).toEqual({ size: file.size });
    expect(calls.find((c) => c.key === callKey(adminProblemCalls.addUnpack))?.body).toEqual({ key: KEY });
    expect(Object.fromEntries(calls.filter((c) => c.key === callKey(adminProblemCalls.getTestcaseUpload)).at(-1)!.query)).toEqual({ key: KEY });
    expect(sent.map((s) => [s.method, s.headers, s.body === file])).toEqual([['PUT', { 'Content-Type': 'application/zip' }, true]]);
    expect(progress).toEqual([{ phase: 'sending', percent: 50 }, { phase: 'sending', percent: 100 }, { phase: 'unpacking' }]);
  }, 10_000);

  test('a large zip the storage refuses, or the judge cannot unpack, ends with a clear message', async () => {
    const url = `http://storage.test/uploads/${KEY}.zip`;
    mockApi({
      [callKey(adminProblemCalls.addTestcaseUpload)]: () => ({ key: KEY, url, headers: {}, maxBytes: LIMITS.testcaseUploadMaxBytes }),
      [callKey(adminProblemCalls.addUnpack)]: () => ({ state: 'pending' }),
      [callKey(adminProblemCalls.getTestcaseUpload)]: () => ({ state: 'error', message: 'The test cases unpack to more than 256 MB' }),
    });
    fakeXhr({ [`PUT ${url}`]: { status: 403, body: '<Error>SignatureDoesNotMatch</Error>' } });
    await expect(uploadTestcaseZip(large(), () => undefined)).rejects.toEqual(new ApiError(403, 'zip 文件未能上传到存储，请重新上传'));
    fakeXhr({ [`PUT ${url}`]: { status: 200, body: '' } });
    await expect(uploadTestcaseZip(large(), () => undefined)).rejects.toEqual(new ApiError(400, '测试数据解压后超过 256 MB'));
  });

  test('a zip over 200 MB is refused before anything is sent', async () => {
    const sent = fakeXhr({});
    const huge = new File([], 'huge.zip');
    Object.defineProperty(huge, 'size', { value: LIMITS.testcaseUploadMaxBytes + 1 });
    await expect(uploadTestcaseZip(huge, () => undefined)).rejects.toEqual(new ApiError(400, 'zip 文件不能大于 200 MB'));
    expect(sent).toEqual([]);
  });
});
