import { testcaseUploadObject } from '@oj/shared/db/keys';
import { TestcaseZipError, unpackTestcaseZip } from '@oj/shared/domain/testcase-zip';
import type { HandlerDeps } from './handle-message.ts';

/**
 * Unpacks a test case zip an admin sent straight to S3 (too large for an API request) into a staging folder,
 * with the checks of a zip sent to the API, and records the cases found or what is wrong with the zip. The
 * zip is deleted either way; a fault of the infrastructure throws, so the message comes back.
 */
export const unpackTestcases = async (d: HandlerDeps, key: string): Promise<void> => {
  const upload = await d.store.testcaseUpload(key);
  if (upload?.state !== 'pending') return;
  const object = testcaseUploadObject(key);
  try {
    const { files, pairs } = await unpackTestcaseZip(await d.uploads.read(object));
    const fileListDir = await d.uploads.stage(files);
    await d.store.finishTestcaseUpload(key, { state: 'ok', fileList: pairs.map((p) => ({ ...p, score: 0, groupNum: null })), fileListDir });
  } catch (err) {
    if (!(err instanceof TestcaseZipError)) throw err;
    await d.store.finishTestcaseUpload(key, { state: 'error', message: err.message });
  }
  await d.uploads.remove(object);
};
