import { createHash } from 'node:crypto';
import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';
import { ADMIN_ROLES, LIMITS, Role } from '@oj/shared';
import { problemExportObject, testcaseUploadObject } from '@oj/shared/db/keys';
import { ExportQuery, ImportQuery, RemoteProblemQuery, type ImportResult } from '@oj/shared/schemas/problem-exchange';
import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { parseWith } from '../../http/validate.ts';
import { testDataFor } from '../../services/test-data.ts';
import { problemOr404 } from '../../services/problem/manage-problem.ts';
import { importRemoteProblem } from '../../services/problem/import-remote-problem.ts';
import { ownUpload } from '../../services/upload/own-upload.ts';
import { uploadedFileBytes } from '../../services/upload/uploaded-file.ts';
import type { ProblemImporter } from '../../problem-exchange/draft.ts';
import { fpsImporter } from '../../problem-exchange/fps.ts';
import { hojImporter, packHojZip } from '../../problem-exchange/hoj-zip.ts';
import { hydroImporter } from '../../problem-exchange/hydro.ts';
import { checkDrafts, importedProblem, writeDrafts } from '../../problem-exchange/import-drafts.ts';
import { polygonImporter } from '../../problem-exchange/polygon.ts';
import { qduojImporter } from '../../problem-exchange/qduoj.ts';

const ROOT = loginWithRoles(Role.ROOT);
const FORM_OVERHEAD = 64 * 1024;

/** The archive of an import: the multipart part `file`, or an archive the caller sent through the presigned upload. */
const archiveBytes = async (c: Context, deps: Deps, uid: string, key: string | undefined): Promise<Uint8Array> => {
  if (key) {
    const upload = await ownUpload(deps, uid, key);
    if (upload.state !== 'uploading') throw badRequest('This upload was sent for test cases, not for an import; upload the archive again');
    const store = testDataFor(deps);
    if ((await store.size(testcaseUploadObject(key))) === undefined) throw badRequest('The archive has not arrived; upload it again');
    return store.get(testcaseUploadObject(key));
  }
  return uploadedFileBytes(c, 'Please choose a file to import');
};

/**
 * An import call: parse the archive into drafts, check them all, then (unless it is a preview) write them all or
 * nothing. An archive sent through the presigned upload is used up by a real import, so a retry cannot import it twice.
 */
const importRoute = (call: typeof problemExchangeCalls.importProblem, importer: ProblemImporter) =>
  route(call, {
    access: ROOT,
    multipart: true,
    maxBodyBytes: LIMITS.testcaseZipMaxBytes + FORM_OVERHEAD,
    query: ImportQuery,
    handler: async ({ c, deps, user, query }): Promise<ImportResult> => {
      const me = requireUser(user);
      const drafts = await importer.parse(await archiveBytes(c, deps, me.uid, query.key));
      const checked = await checkDrafts(deps, drafts);
      if (query.preview) return { preview: true, problems: checked.map((d) => importedProblem(d)) };
      const problems = await writeDrafts(deps, me, checked);
      if (query.key) await deps.repos.testcaseUploadRemoval.deleteTestcaseUpload(query.key);
      return { preview: false, problems };
    },
  });

export const problemExchangeRoutes = [
  importRoute(problemExchangeCalls.importProblem, hojImporter),
  importRoute(problemExchangeCalls.importFPSProblem, fpsImporter),
  importRoute(problemExchangeCalls.importQDOJProblem, qduojImporter),
  importRoute(problemExchangeCalls.importHydroProblem, hydroImporter),
  importRoute(problemExchangeCalls.addImportPolygonProblem, polygonImporter),
  route(problemExchangeCalls.exportProblem, {
    access: ROOT,
    queryCheckedBy: 'handler',
    // Sent from S3 like the test case download (a reply through the API stops at 6 MB). The object is named by a
    // digest of everything it holds, so a stored one is always current and an edit makes a new one.
    handler: async ({ c, deps }) => {
      // `pid` may repeat, which the route's one-value query cannot carry, so it is read and checked here
      const { pid } = parseWith(ExportQuery, { pid: c.req.queries('pid') ?? [] });
      const problems = await Promise.all(pid.map((id) => problemOr404(deps, id)));
      const tagNames = new Map((await deps.repos.problems.allTags()).map((t) => [t.id, t.name]));
      const entries = problems.map((problem) => ({ problem, tagNames: problem.tagIds.flatMap((id) => tagNames.get(id) ?? []) }));
      const digest = createHash('sha256')
        .update(JSON.stringify(entries.map((e) => [e.problem.pid, e.problem.gmtModified, e.problem.testDataVersion, e.tagNames])))
        .digest('hex');
      const store = testDataFor(deps);
      const filename = problems.length === 1 ? `problem_${problems[0]!.problemId}.zip` : `problem_export_${problems.length}.zip`;
      const url = await store.packedDownloadUrl(problemExportObject(digest), filename, async () =>
        packHojZip(await Promise.all(entries.map(async (e) => ({ ...e, cases: await store.readCases(e.problem.pid, e.problem.testDataVersion, e.problem.cases.length) })))),
      );
      return c.redirect(url, 302);
    },
  }),
  route(problemExchangeCalls.importRemoteOJProblem, {
    access: loginWithRoles(...ADMIN_ROLES),
    query: RemoteProblemQuery,
    handler: ({ deps, user, query }) => importRemoteProblem(deps, requireUser(user), query.name, query.problemId),
  }),
];

export const problemExchangeGroup: GroupDef = {
  name: 'problem-exchange',
  routes: problemExchangeRoutes,
  table: 'readwrite',
  buckets: { testData: 'readwrite', publicFiles: 'readwrite' },
  // an archive is held unpacked while its problems are written (up to the test data's unpacked limit)
  memoryMb: 2048,
};
