import { randomUUID } from 'node:crypto';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { LIMITS, TestcaseUploadKey, TestcaseUploadStartBody } from '@oj/shared';
import { testcaseUploadObject } from '@oj/shared/db/keys';
import { TestcaseZipError, unpackTestcaseZip } from '@oj/shared/domain/testcase-zip';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { sendToUserJobs } from '../../services/judge-queue.ts';
import { testDataFor } from '../../services/test-data.ts';
import { ownUpload } from '../../services/upload/own-upload.ts';
import { requireTestDataUpload } from './test-data-access.ts';

/** How long the client has to start its PUT. */
const URL_SECONDS = 15 * 60;

/** Unpacks a zip sent in the request itself (the reference client's upload), its faults as 400s. */
export function unpackOr400(zip: Uint8Array) {
  return unpackTestcaseZip(zip).catch((err: unknown) => {
    throw err instanceof TestcaseZipError ? badRequest(err.message) : err;
  });
}

/**
 * Test case zips of any size up to 200 MB, past API Gateway's and Lambda's body limits: the browser sends
 * the zip straight to the test data bucket with a presigned PUT, says so, and the user job runner unpacks it off
 * the request path (the same checks as a zip sent in the request) into a staging folder, while the browser polls.
 */
export const testcaseUploadRoutes = [
  route(adminProblemCalls.addTestcaseUpload, {
    access: LOGIN,
    body: TestcaseUploadStartBody,
    handler: async ({ deps, user, body }) => {
      const me = requireUser(user);
      await requireTestDataUpload(deps, me, body.gid);
      const key = randomUUID();
      await deps.repos.testcaseUploads.createTestcaseUpload(key, me.uid, deps.now());
      const url = await testDataFor(deps).presignPut(testcaseUploadObject(key), body.size, 'application/zip', URL_SECONDS);
      return { key, url, headers: { 'Content-Type': 'application/zip' }, maxBytes: LIMITS.testcaseUploadMaxBytes };
    },
  }),
  route(adminProblemCalls.addUnpack, {
    access: LOGIN, // the caller's own upload only (ownUpload), started by an admin
    body: TestcaseUploadKey,
    handler: async ({ deps, user, body }) => {
      const upload = await ownUpload(deps, requireUser(user).uid, body.key);
      if (upload.state !== 'uploading') return { state: upload.state };
      const size = await testDataFor(deps).size(testcaseUploadObject(body.key));
      if (size === undefined) throw badRequest('The zip has not arrived; upload it again');
      if (!(await deps.repos.testcaseUploads.markTestcaseUploadPending(body.key))) return { state: 'pending' }; // a second click: the first one queued it
      await sendToUserJobs(deps, { kind: 'unpack-testcases', key: body.key });
      return { state: 'pending' };
    },
  }),
  route(adminProblemCalls.getTestcaseUpload, {
    access: LOGIN, // the caller's own upload only (ownUpload)
    query: TestcaseUploadKey,
    handler: async ({ deps, user, query }) => {
      const { state, message, fileList, fileListDir } = await ownUpload(deps, requireUser(user).uid, query.key);
      return { state, message, ...(state === 'ok' ? { fileList, fileListDir } : {}) };
    },
  }),
];
