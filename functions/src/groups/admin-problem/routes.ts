import {
  ADMIN_ROLES,
  AdminProblemBody,
  AdminProblemListQuery,
  ChangeProblemAuthBody,
  ClassificationIdQuery,
  CompileBody,
  LIMITS,
  PidQuery,
  ProblemAuth,
  ProblemCasesQuery,
  Role,
  TagBody,
  TagClassificationBody,
  TagIdQuery,
  toPage,
  OjQuery,
} from '@oj/shared';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { testDataDownloadObject } from '@oj/shared/db/keys';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { readForm } from '../../http/multipart-form.ts';
import { testDataFor } from '../../services/test-data.ts';
import { compileOnJudge } from '../../services/problem/compile-check.ts';
import { saveProblem } from '../../services/problem/save-problem.ts';
import { adminProblemView, deleteProblem, problemCases, problemOr404 } from '../../services/problem/manage-problem.ts';
import { tagView } from '../../services/problem/problem-views.ts';
import { packTestcases } from '@oj/shared/domain/testcase-zip';
import { uploadedFileBytes } from '../../services/upload/uploaded-file.ts';
import { testcaseUploadRoutes, unpackOr400 } from './testcase-upload.ts';
import { requireProblemTestData, requireTestDataUpload, uploadGid } from './test-data-access.ts';
import { groupProblemRouteSet } from './group-problem/routes.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);
const PUBLISH_AFTER_CONTEST = 'The problem is in a contest that has not ended yet; publish it to the problem bank after the contest';
const PROBLEM_OWNERS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

export const adminProblemRoutes = [
  route(adminProblemCalls.getProblemList, {
    access: ADMINS,
    query: AdminProblemListQuery,
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      // auth 0 (the reference client's "all") or none: every problem
      const rows = (await deps.repos.problems.allProblems())
        .filter((p) => !p.isGroup && (!query.auth || p.auth === query.auth))
        .filter((p) => !keyword || p.problemId.toLowerCase().includes(keyword) || p.title.toLowerCase().includes(keyword))
        .sort((a, b) => b.pid - a.pid)
        .map((p) => ({ id: p.pid, ...p }));
      return toPage(rows, query);
    },
  }),
  route(adminProblemCalls.getProblem, {
    access: ADMINS,
    query: PidQuery,
    handler: async ({ deps, query }) => adminProblemView(await problemOr404(deps, query.pid)),
  }),
  route(adminProblemCalls.addProblem, {
    access: ADMINS,
    body: AdminProblemBody,
    maxBodyBytes: 8 * 1024 * 1024,
    handler: async ({ deps, body, user }) => {
      if (body.problem.id) throw badRequest('A new problem has no id; use PUT to change a problem');
      return saveProblem(deps, requireUser(user), body);
    },
  }),
  route(adminProblemCalls.updateProblem, {
    access: ADMINS,
    body: AdminProblemBody,
    maxBodyBytes: 8 * 1024 * 1024,
    handler: async ({ deps, body, user }) => {
      if (!body.problem.id) throw badRequest('Say which problem to change (problem.id)');
      return saveProblem(deps, requireUser(user), body);
    },
  }),
  route(adminProblemCalls.deleteProblem, {
    access: PROBLEM_OWNERS,
    query: PidQuery,
    handler: async ({ deps, query }) => {
      await deleteProblem(deps, await problemOr404(deps, query.pid));
      return null;
    },
  }),
  route(adminProblemCalls.getProblemCases, {
    access: ADMINS,
    query: ProblemCasesQuery,
    handler: async ({ deps, query }) => problemCases(deps, await problemOr404(deps, query.pid)),
  }),
  route(adminProblemCalls.changeProblemAuth, {
    access: ADMINS,
    body: ChangeProblemAuthBody,
    // only the two fields, so an edit saved meanwhile is not written over by the problem as read here. Making a
    // problem public is publishing it to the problem bank: not before the contests holding it end (its secret).
    handler: async ({ deps, body }) => {
      if (body.auth === ProblemAuth.PUBLIC && (await deps.repos.problems.contestLockedProblems(deps.now())).has(body.id)) throw badRequest(PUBLISH_AFTER_CONTEST);
      const changed = await deps.repos.problems.setProblemAuth(body.id, body.auth, deps.now());
      if (!changed) throw notFound('The problem does not exist');
      deps.repos.problems.allProblems.clear();
      return null;
    },
  }),
  route(adminProblemCalls.compileSpj, {
    access: ADMINS,
    body: CompileBody,
    handler: ({ deps, body }) => compileOnJudge(deps, body),
  }),
  route(adminProblemCalls.compileInteractive, {
    access: ADMINS,
    body: CompileBody,
    handler: ({ deps, body }) => compileOnJudge(deps, body),
  }),
  route(adminProblemCalls.uploadTestcaseZip, {
    access: LOGIN,
    multipart: true,
    maxBodyBytes: LIMITS.testcaseZipMaxBytes + 64 * 1024,
    // site admins, or a group's admins naming their group (gid: a form field or in the query string)
    handler: async ({ c, deps, user }) => {
      await requireTestDataUpload(deps, requireUser(user), uploadGid((await readForm(c)).gid ?? c.req.query('gid')));
      const { files, pairs } = await unpackOr400(await uploadedFileBytes(c, 'Please choose a zip file to upload'));
      const fileListDir = await testDataFor(deps).stage(files);
      return { fileList: pairs.map((p) => ({ ...p, score: 0, groupNum: null })), fileListDir };
    },
  }),
  route(adminProblemCalls.downloadTestcase, {
    access: LOGIN,
    query: PidQuery,
    // Sent from S3 (a reply through the API stops at 6 MB): packed once per data version, which never
    // changes, then a redirect to a short-lived signed address of the zip. Site admins; a group problem's group admins.
    handler: async ({ c, deps, query, user }) => {
      const problem = await problemOr404(deps, query.pid);
      await requireProblemTestData(deps, requireUser(user), problem);
      const store = testDataFor(deps);
      const url = await store.packedDownloadUrl(testDataDownloadObject(problem.pid, problem.testDataVersion), `problem_${problem.problemId}_testcase.zip`, async () =>
        packTestcases(await store.readCases(problem.pid, problem.testDataVersion, problem.cases.length)),
      );
      return c.redirect(url, 302);
    },
  }),
  route(adminProblemCalls.addTag, {
    access: PROBLEM_OWNERS,
    body: TagBody,
    handler: async ({ deps, body }) => {
      if ((await deps.repos.problems.allTags()).some((t) => t.name.toLowerCase() === body.name.toLowerCase() && t.oj === body.oj)) throw badRequest('Add Tag Error: the tag exists');
      const id = await deps.repos.problemTags.nextTagId();
      const tag = { id, name: body.name, color: body.color, oj: body.oj, classificationId: body.tcid, gid: null };
      await deps.repos.problemTags.saveTag(tag);
      deps.repos.problems.allTags.clear();
      return tagView(tag);
    },
  }),
  route(adminProblemCalls.updateTag, {
    access: PROBLEM_OWNERS,
    body: TagBody,
    handler: async ({ deps, body }) => {
      if (!body.id || !(await deps.repos.problemTags.tagExists(body.id))) throw notFound('The tag does not exist');
      const tag = { id: body.id, name: body.name, color: body.color, oj: body.oj, classificationId: body.tcid, gid: null };
      await deps.repos.problemTags.saveTag(tag);
      deps.repos.problems.allTags.clear();
      return tagView(tag);
    },
  }),
  route(adminProblemCalls.deleteTag, {
    access: PROBLEM_OWNERS,
    query: TagIdQuery,
    // Problems keep the id; lists show only tags that exist, so a deleted tag simply disappears from them.
    handler: async ({ deps, query }) => {
      await deps.repos.problemTags.deleteTag(query.tid);
      deps.repos.problems.allTags.clear();
      return null;
    },
  }),
  route(adminProblemCalls.getTagClassification, {
    access: PROBLEM_OWNERS,
    query: OjQuery,
    handler: async ({ deps, query }) => (await deps.repos.problems.allTagClassifications()).filter((c) => !query.oj || c.oj === query.oj),
  }),
  route(adminProblemCalls.addTagClassification, {
    access: PROBLEM_OWNERS,
    body: TagClassificationBody,
    handler: async ({ deps, body }) => {
      const id = await deps.repos.problemTags.nextTagClassificationId();
      const item = { id, name: body.name, oj: body.oj, rank: body.rank };
      await deps.repos.problemTags.saveTagClassification(item);
      deps.repos.problems.allTagClassifications.clear();
      return item;
    },
  }),
  route(adminProblemCalls.updateTagClassification, {
    access: PROBLEM_OWNERS,
    body: TagClassificationBody,
    handler: async ({ deps, body }) => {
      if (!body.id || !(await deps.repos.problemTags.tagClassificationExists(body.id))) throw notFound('The classification does not exist');
      const item = { id: body.id, name: body.name, oj: body.oj, rank: body.rank };
      await deps.repos.problemTags.saveTagClassification(item);
      deps.repos.problems.allTagClassifications.clear();
      return item;
    },
  }),
  route(adminProblemCalls.deleteTagClassification, {
    access: PROBLEM_OWNERS,
    query: ClassificationIdQuery,
    // Its tags stay, shown as Unclassified.
    handler: async ({ deps, query }) => {
      await deps.repos.problemTags.deleteTagClassification(query.tcid);
      deps.repos.problems.allTagClassifications.clear();
      return null;
    },
  }),
];

export const adminProblemGroup: GroupDef = {
  name: 'admin-problem',
  // and the group problem calls (group-problem/, served from this Lambda): the same code and grants in a group's scope
  routes: [...adminProblemRoutes, ...testcaseUploadRoutes, ...groupProblemRouteSet],
  table: 'readwrite',
  // compile checks go to the judges, test case zips to the user job runner
  queues: ['testRun', 'userJobs'],
  buckets: { testData: 'readwrite' },
};
