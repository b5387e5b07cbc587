import { testcaseUploadObject } from '@oj/shared/db/keys';
import { TestcaseZipError, unpackTestcaseZip } from '@oj/shared/domain/testcase-zip';
import type { DataDeps } from '../../deps.ts';
import { testDataFor } from '../../services/test-data.ts';

/**
 * Tries at unpacking one upload: a try that threw or never finished (the runner timed out or died) brings the
 * message back, and the try after the last ends the upload as an error. Below the queue's maxReceiveCount, so that
 * try comes before the dead-letter queue takes the message.
 */
export const UNPACK_MAX_ATTEMPTS = 3;

/**
 * Unpacks a test case zip an admin sent straight to storage (too large for an API request) into a staging folder,
 * with the checks of a zip sent to the API, and records the cases found or what is wrong with the zip. The zip is
 * deleted either way; a fault of the infrastructure throws, so the message comes back.
 */
export async function unpackTestcases(deps: DataDeps, key: string): Promise<void> {
  const attempt = await deps.repos.testcaseUploads.countUnpackAttempt(key);
  if (attempt === undefined) return;
  if (attempt > UNPACK_MAX_ATTEMPTS) {
    // the zip is left to the bucket's lifecycle rule for uploads/: storage may be what keeps failing
    await deps.repos.testcaseUploads.finishTestcaseUpload(key, { state: 'error', message: 'The zip could not be unpacked' });
    return;
  }
  const store = testDataFor(deps);
  const object = testcaseUploadObject(key);
  try {
    const { files, pairs } = await unpackTestcaseZip(await store.get(object));
    const fileListDir = await store.stage(files);
    await deps.repos.testcaseUploads.finishTestcaseUpload(key, { state: 'ok', fileList: pairs.map((p) => ({ ...p, score: 0, groupNum: null })), fileListDir });
  } catch (err) {
    if (!(err instanceof TestcaseZipError)) throw err;
    await deps.repos.testcaseUploads.finishTestcaseUpload(key, { state: 'error', message: err.message });
  }
  await store.delete(object);
}
