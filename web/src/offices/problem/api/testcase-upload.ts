import { LIMITS } from '@oj/shared';
import type { UploadedTestcases } from '@oj/shared/schemas/admin-problem-view';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/http.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { postFormWithProgress, stageInStorage } from '../../../lib/upload-progress.ts';

/** Where an upload is: sending the zip (with the share sent, 0 to 100), or waiting for a judge to unpack it. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'unpacking' };

const POLL_MS = 1000;
/** A 200 MB zip unpacks in seconds; a judge that has not answered by then is not coming. */
const UNPACK_WAIT_MS = 10 * 60_000;

/** A zip small enough for one API request (the reference client's upload): sent as a form, unpacked by the API. */
const uploadInline = (file: File, onProgress: (p: UploadProgress) => void, gid: number | null): Promise<UploadedTestcases> => {
  const form = new FormData();
  form.append('file', file);
  if (gid !== null) form.append('gid', String(gid));
  return postFormWithProgress(adminProblemCalls.uploadTestcaseZip, form, (percent) => onProgress({ phase: 'sending', percent }));
};

/** Asks for the upload's state until a judge has unpacked the zip (its cases) or refused it (its message). */
const waitForUnpack = async (key: string): Promise<UploadedTestcases> => {
  for (const deadline = Date.now() + UNPACK_WAIT_MS; Date.now() < deadline;) {
    const upload = await api.call(adminProblemCalls.getTestcaseUpload, { query: { key }, silent: true });
    if (upload.state === 'ok' && upload.fileList && upload.fileListDir) return { fileList: upload.fileList, fileListDir: upload.fileListDir };
    if (upload.state === 'error') throw new ApiError(400, translateMessage(upload.message || 'The zip could not be unpacked'));
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new ApiError(503, translateMessage('No judge answered in time; try again when the judges are running'));
};

/**
 * A zip of any size up to 200 MB: sent straight to storage with the presigned PUT the API gives, then unpacked by
 * a judge off the request path while this polls.
 */
const uploadPresigned = async (file: File, onProgress: (p: UploadProgress) => void, gid: number | null): Promise<UploadedTestcases> => {
  const key = await stageInStorage(file, (percent) => onProgress({ phase: 'sending', percent }), translateMessage('The zip could not be sent to storage; upload it again'), gid ?? undefined);
  onProgress({ phase: 'unpacking' });
  await api.call(adminProblemCalls.addUnpack, { body: { key }, silent: true });
  return waitForUnpack(key);
};

/**
 * Uploads a test data zip (pairs of .in and .out files) with its progress: one request when it fits the API's
 * body limit, otherwise the presigned path; a group's problem names its group (gid). Failures are ApiErrors with a
 * translated message.
 */
export function uploadTestcaseZip(file: File, onProgress: (p: UploadProgress) => void, gid: number | null = null): Promise<UploadedTestcases> {
  if (file.size > LIMITS.testcaseUploadMaxBytes) {
    return Promise.reject(new ApiError(400, translateMessage(`The zip must not be larger than ${LIMITS.testcaseUploadMaxBytes >> 20} MB`)));
  }
  return file.size <= LIMITS.testcaseZipMaxBytes ? uploadInline(file, onProgress, gid) : uploadPresigned(file, onProgress, gid);
}
