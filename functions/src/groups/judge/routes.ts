import {
  CheckSubmissionsBody,
  JudgeStatus,
  ManualJudgeQuery,
  type JudgeCaseMode,
  Permission,
  RejudgeContestProblemQuery,
  Role,
  ShareSubmissionBody,
  SubmissionListQuery,
  SubmitIdQuery,
  SubmitJudgeRequest,
  TestJudgeBody,
  TestJudgeKeyQuery,
} from '@oj/shared';
import { judgeCalls } from '@oj/shared/api/judge';
import { SUBMISSION_LISTS } from '@oj/shared/db/keys';
import type { SubmissionItem } from '@oj/shared/db/items/submission';
import { summarizeSubtasks, isSubtaskMode } from '@oj/shared/domain/index';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, loginWithPermission, PUBLIC, route, type GroupDef } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { toContestSubmission } from '../../services/submission/contest-submission-view.ts';
import { seeSubmission, type SeenSubmission } from './seen-submission.ts';
import { HIDDEN_CODE_NOTICE } from '../../domain/site-config.ts';
import { rejudge, setResult, submit, submitTestRun } from './submit.ts';
import { isAdmin } from '../../http/session-user.ts';
import { canSeeCode, problemHiddenFrom, readableOutsideContests, toSubmission } from '../../services/submission/submission-view.ts';
import { groupProblemHidden, visibleAmong } from './group-submissions.ts';

const SUPER_ADMIN_REJUDGE = loginWithPermission(Permission.REJUDGE, Role.ROOT);

/**
 * A contest submission's detail as seeSubmission decided it: the contest's rules for sealed results, others' run
 * details and code (contest-view.ts).
 */
const contestSubmissionDetail = async (deps: Deps, s: SubmissionItem, { ctx, view }: NonNullable<SeenSubmission['contest']>, user: SessionUser) => {
  if (view.codeHidden) return toContestSubmission(s, view);
  // a group contest is not one of the site's own: while the site hides practice code, its code is hidden too (all but the super admin, as the reference)
  const hidden = ctx.contest.gid !== null && user.roleId !== Role.ROOT && (await deps.repos.siteConfig.getSwitchConfig()).hideNonContestSubmissionCode;
  return { ...toContestSubmission(s, view), code: hidden ? HIDDEN_CODE_NOTICE : await deps.repos.submissions.getSubmissionCode(s.submitId) };
};

/** At most this many submissions are rejudged by one rejudge-contest-problem call, this many at a time. */
export const CONTEST_REJUDGE_MAX = 1000;
const REJUDGE_PARALLEL = 8;

export const judgeRoutes = [
  route(judgeCalls.submitProblemJudge, {
    access: loginWithPermission(Permission.SUBMIT),
    body: SubmitJudgeRequest,
    handler: async ({ deps, body, user, ip }) => submit(deps, requireUser(user), body, ip),
  }),
  route(judgeCalls.getSubmission, {
    access: PUBLIC,
    query: SubmitIdQuery,
    handler: async ({ deps, query, user }) => {
      const { s, access, problemHidden, contest } = await seeSubmission(deps, query.submitId, user);
      const codeShare = (await deps.repos.siteConfig.getSwitchConfig()).codeShare;
      if (contest) return { submission: await contestSubmissionDetail(deps, s, contest, requireUser(user)), codeShare };
      const showCode = access.groupRoot || canSeeCode(s, user, { codeShare });
      const code = showCode && ((await deps.repos.siteConfig.hidesPracticeCode(user?.roleId)) ? HIDDEN_CODE_NOTICE : await deps.repos.submissions.getSubmissionCode(s.submitId));
      return { submission: { ...toSubmission(s, problemHidden), ...(code === false ? {} : { code }) }, codeShare };
    },
  }),
  route(judgeCalls.getJudgeList, {
    access: PUBLIC,
    query: SubmissionListQuery,
    handler: async ({ deps, query, user }) => {
      if (query.onlyMine && !user) throw unauthorized('Please_login_first');
      // a group's list is its members' (the public list, SUBS#MAIN, never holds a group submission)
      if (query.gid !== undefined && !user) throw unauthorized('Please_login_first');
      const group = query.gid !== undefined ? await deps.repos.groups.requireGroup(query.gid, user, 'member') : undefined;
      const uid = query.onlyMine ? user!.uid : query.username ? ((await deps.repos.users.uidByUsername(query.username)) ?? '#none') : undefined;
      const [all, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
      // a display id names a problem of the list's scope: the public bank's, or the group's (a group's ids are its own);
      // in the public list, one the caller may not read names none but their own submissions' (rows hide it: toSubmission)
      const wanted = query.problemID?.toLowerCase();
      const named = wanted ? all.find((p) => p.problemId.toLowerCase() === wanted && p.gid === (query.gid ?? null)) : undefined;
      const pid = !wanted ? undefined : named && (group || query.onlyMine || readableOutsideContests(named, user, locked)) ? named.pid : -1;
      const partition = query.gid !== undefined ? SUBMISSION_LISTS.list(`SUBS#G#${query.gid}`).pk : 'SUBS#MAIN';
      const page = await deps.repos.submissionLists.listSubmissions({ partition, uid, pid, status: query.status }, query);
      const problems = new Map(all.map((p) => [p.pid, p]));
      const hidden = (s: SubmissionItem) =>
        group && user?.uid !== s.uid ? groupProblemHidden(problems.get(s.pid), group.group.gid, group.standing) : problemHiddenFrom(s, problems.get(s.pid), user, locked);
      return { ...page, records: page.records.map((s) => toSubmission(s, hidden(s))) };
    },
  }),
  route(judgeCalls.checkCommonJudgeResult, {
    access: PUBLIC,
    body: CheckSubmissionsBody,
    // the same submissions the detail shows: group ones to their group's members; contest ones through check-contest-submissions-status
    handler: async ({ deps, body, user }) => {
      const found = (await Promise.all(body.submitIds.map((id) => deps.repos.submissions.getSubmission(id)))).filter((s): s is SubmissionItem => s !== undefined && s.cid === 0);
      const visible = await visibleAmong(deps.repos, found, user);
      return Object.fromEntries(visible.map((s) => [s.submitId, { status: s.status, score: s.score, oiRankScore: s.oiRankScore, time: s.time, memory: s.memory, judger: s.judger, isManual: s.isManual }]));
    },
  }),
  route(judgeCalls.getALLCaseResult, {
    access: PUBLIC,
    query: SubmitIdQuery,
    // Case results show to whoever sees the submission and its problem (seeSubmission) when the problem opens them
    // (admins always see them); a contest submission's only while its detail shows both its result and its run
    // details, so neither the seal nor a running contest lets them out. The test data excerpts only to admins, so
    // hidden cases never leak.
    handler: async ({ deps, query, user }) => {
      const { s, problemHidden, contest } = await seeSubmission(deps, query.submitId, user);
      if (contest && (contest.view.resultHidden || contest.view.runHidden)) throw forbidden('The case results of this submission are hidden for now');
      const problem = await deps.repos.problems.getProblem(s.pid);
      if (problemHidden || (!isAdmin(user) && !problem?.openCaseResult)) throw forbidden('The case results of this problem are not open');
      const results = await deps.repos.submissions.getCaseResults(s.submitId);
      const mode: JudgeCaseMode = results?.judgeCaseMode ?? problem?.judgeCaseMode ?? 'default';
      const showData = isAdmin(user);
      const cases = (results?.judgeVersion === s.judgeVersion ? results.cases : []).map((c) => ({
        seq: c.index,
        status: c.status,
        time: c.time,
        memory: c.memory,
        score: c.score,
        groupNum: c.groupNum,
        ...(showData ? { inputData: c.inputData, outputData: c.outputData, userOutput: c.userOutput } : {}),
      }));
      const subtasks = isSubtaskMode(mode)
        ? summarizeSubtasks(
            mode,
            cases.map((c) => ({ ...c, score: c.score ?? 0, groupNum: c.groupNum ?? 0, status: c.status as JudgeStatus })),
          )
        : [];
      return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: subtasks };
    },
  }),
  route(judgeCalls.resubmit, {
    access: LOGIN,
    query: SubmitIdQuery,
    // Only a submission that never got a verdict (Submitted Failed, System Error) may be sent again by its author.
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const s = await deps.repos.submissions.getSubmission(query.submitId);
      if (!s || (s.uid !== me.uid && !isAdmin(me))) throw notFound('The submission does not exist');
      if (s.status !== JudgeStatus.SUBMITTED_FAILED && s.status !== JudgeStatus.SYSTEM_ERROR) {
        throw badRequest('Only a submission that failed to be judged can be submitted again');
      }
      return toSubmission(await rejudge(deps, s.submitId));
    },
  }),
  route(judgeCalls.updateSubmission, {
    access: LOGIN,
    body: ShareSubmissionBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const s = await deps.repos.submissions.getSubmission(body.submitId);
      if (!s || s.uid !== me.uid) throw notFound('The submission does not exist');
      if (s.cid !== 0) throw badRequest('Contest submissions cannot be shared');
      if (s.eid) throw badRequest('Exam submissions cannot be shared');
      await deps.repos.submissions.setSubmissionShare(s.submitId, body.share);
      return null;
    },
  }),
  route(judgeCalls.submitProblemTestJudge, {
    access: loginWithPermission(Permission.SUBMIT),
    body: TestJudgeBody,
    handler: async ({ deps, body, user }) => submitTestRun(deps, requireUser(user), body),
  }),
  route(judgeCalls.getTestJudgeResult, {
    access: LOGIN,
    query: TestJudgeKeyQuery,
    handler: async ({ deps, query, user }) => {
      const run = await deps.repos.testRuns.getTestRun(query.testJudgeKey);
      if (!run || run.uid !== requireUser(user).uid) throw notFound('The test run does not exist or has expired');
      const { status, time, memory, stderr, userInput, expectedOutput, userOutput, problemJudgeMode } = run;
      return { status, time, memory, stderr, userInput, expectedOutput, userOutput, problemJudgeMode };
    },
  }),
  route(judgeCalls.rejudge, {
    access: SUPER_ADMIN_REJUDGE,
    query: SubmitIdQuery,
    handler: async ({ deps, query }) => toSubmission(await rejudge(deps, query.submitId)),
  }),
  route(judgeCalls.rejudgeContestProblem, {
    access: SUPER_ADMIN_REJUDGE,
    query: RejudgeContestProblemQuery,
    // every submission of the problem in the contest, read through the problem's index (a contest problem's
    // submissions are mostly the contest's), at most CONTEST_REJUDGE_MAX in one call
    handler: async ({ deps, query }) => {
      if (!(await deps.repos.contests.getContest(query.cid))) throw notFound('The contest does not exist');
      if (!(await deps.repos.contests.contestProblems(query.cid)).some((p) => p.pid === query.pid)) throw notFound('The problem is not part of this contest');
      const ids = await deps.repos.submissions.contestProblemSubmitIds(query.cid, query.pid);
      if (ids.length > CONTEST_REJUDGE_MAX) {
        throw badRequest(`This problem has ${ids.length} submissions in the contest; at most ${CONTEST_REJUDGE_MAX} can be rejudged at once`);
      }
      for (let i = 0; i < ids.length; i += REJUDGE_PARALLEL) await Promise.all(ids.slice(i, i + REJUDGE_PARALLEL).map((id) => rejudge(deps, id)));
      return { count: ids.length };
    },
  }),
  route(judgeCalls.manualJudge, {
    access: SUPER_ADMIN_REJUDGE,
    query: ManualJudgeQuery,
    handler: async ({ deps, query, user }) => {
      const s = await setResult(deps, query.submitId, query.status, query.score ?? null, requireUser(user).username);
      return { status: s.status, score: s.score, oiRankScore: s.oiRankScore, judger: s.judger };
    },
  }),
  route(judgeCalls.cancelJudge, {
    access: SUPER_ADMIN_REJUDGE,
    query: SubmitIdQuery,
    handler: async ({ deps, query, user }) => {
      const s = await deps.repos.submissions.getSubmission(query.submitId);
      if (!s) throw notFound('The submission does not exist');
      if (s.status === JudgeStatus.CANCELLED) throw badRequest('The submission is already cancelled');
      const out = await setResult(deps, s.submitId, JudgeStatus.CANCELLED, null, requireUser(user).username);
      return { status: out.status, score: out.score, oiRankScore: out.oiRankScore, judger: out.judger };
    },
  }),
];

export const judgeGroup: GroupDef = { name: 'judge', routes: judgeRoutes, table: 'readwrite', queues: ['contest', 'general', 'testRun', 'remote'] };
