import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ContestAuth, JudgeStatus, ProblemAuth, ProblemType, type Role, type SubmitJudgeRequest, type TestJudgeBody } from '@oj/shared';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { canSubmitInContest } from '@oj/shared/domain/contest-access';
import { canSubmitInExam, EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import { oiRankScore } from '@oj/shared/domain/index';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { getViewableProblem } from '../../services/problem/viewable-problem.ts';
import { canView } from '../../domain/problems.ts';
import { canSubmit } from '../../domain/problems.ts';
import { isGroupAdmin } from '@oj/shared/domain/group-access';
import { entryByDisplayId } from '@oj/shared/domain/display-id';
import { loadContest, type ContestContext } from '../../services/contest/load-contest.ts';
import { trainingProblemOr404 } from '../../services/training/training-problems.ts';
import { loadExam } from '../../services/exam/load-exam.ts';
import { contestSubmissionView, toContestSubmission } from '../../services/submission/contest-submission-view.ts';
import { toSubmission } from '../../services/submission/submission-view.ts';
import type { SubmitStamp } from '../../data/submit-throttle.ts';
import { queueSubmission, sendToJudge } from '../../services/judge-queue.ts';
import { isAdmin } from '../../http/session-user.ts';
import { remoteSiteEnabled, remoteSiteOff } from '../../services/remote-judge-switch.ts';

const TEST_RUN_INTERVAL_SECONDS = 2;
/**
 * Contest submissions skip the site's practice interval (8 s by default: too long for a last-minute fix) but
 * keep this shorter one of their own, so one contestant cannot flood the contest queue ahead of everyone.
 */
export const CONTEST_SUBMIT_INTERVAL_SECONDS = 3;
const TEST_RUN_TTL_SECONDS = 86_400;

/**
 * One submission or test run per interval and user, enforced atomically on the user item so parallel
 * requests cannot slip through together.
 */
const throttle = async (deps: Deps, uid: string, stamp: SubmitStamp, seconds: number) => {
  if (seconds <= 0) return;
  if (!(await deps.repos.submitThrottle.claimSubmitSlot(uid, stamp, deps.now().getTime(), seconds))) {
    throw new AppError(429, `Submitting too fast: please wait ${seconds} seconds between submissions`);
  }
};

const viewableProblem = async (deps: Deps, pid: number | undefined, roleId: Role) => {
  const problem = pid === undefined ? undefined : await getViewableProblem(deps, pid, roleId);
  if (!problem) throw notFound('The problem does not exist or you may not see it');
  return problem;
};

/**
 * A group's problem takes submissions from the group's members only (the owner and the super admin stand as its root),
 * and only while it is public inside the group, but from the group's admins, who prepare it.
 */
const groupProblemRefusal = async (deps: Deps, me: SessionUser, problem: { gid: number; auth: number }) => {
  const { standing } = await deps.repos.groups.requireGroup(problem.gid, me, 'member');
  return problem.auth === ProblemAuth.PUBLIC || isGroupAdmin(standing) ? undefined : 'This problem does not accept submissions';
};

/**
 * Outside contests: the problem by id or by its display id (`1000`, `HDU-1000`, any case), open to submissions. A
 * display id is looked for in the group the client names (display ids are per group), else the public bank first.
 */
const practicePlace = async (deps: Deps, me: SessionUser, pid: number | string, gid: number | null = null) => {
  const id = typeof pid === 'number' ? pid : (await deps.repos.problems.problemByDisplayId(pid, gid ?? undefined))?.pid;
  const stored = id === undefined ? undefined : await deps.repos.problems.getProblem(id);
  const problem = stored?.gid != null ? stored : await viewableProblem(deps, id, me.roleId);
  const refusal =
    problem.gid !== null ? await groupProblemRefusal(deps, me, { gid: problem.gid, auth: problem.auth }) : canSubmit(problem, me.roleId) ? undefined : 'This problem does not accept submissions';
  if (refusal) throw forbidden(refusal);
  return { problem, displayPid: problem.problemId, title: problem.title, contest: undefined, tid: null as number | null, eid: null as number | null, setGid: null as number | null };
};

/**
 * In a contest: one that lets the caller submit now (shared/domain/contest-access.ts: registration, the clock,
 * after-contest submissions, the account rule) and holds the problem, named by id or by the contest's display id (`A`).
 */
const contestPlace = async (deps: Deps, me: SessionUser, cid: number, pid: number | string) => {
  const [contest, entries] = await Promise.all([loadContest(deps, cid, me), deps.repos.contests.contestProblems(cid)]);
  const refusal = canSubmitInContest(contest.contest, me, contest.facts, deps.now());
  if (refusal) throw forbidden(refusal);
  const entry = typeof pid === 'number' ? entries.find((p) => p.pid === pid) : entryByDisplayId(entries, pid);
  if (!entry) throw notFound('The problem is not part of this contest');
  // a group contest's entry grants its group's problems (not private ones) to those the contest let in
  const problem = await deps.repos.problems.getProblem(entry.pid);
  const granted = problem && problem.gid !== null && problem.gid === contest.contest.gid && problem.auth !== ProblemAuth.PRIVATE;
  if (!problem || !(granted || canView(problem, me.roleId))) throw notFound('The problem does not exist or you may not see it');
  return { problem, displayPid: entry.displayId, title: entry.displayTitle, contest, tid: null, eid: null, setGid: null };
};

/**
 * In a training: one the caller may open (a private one's password accepted, shared/domain/problem-set-access.ts)
 * that shows the problem, named by id or by its display id; the submission counts for the training's rank and, in a
 * group's training, belongs to the group (as the reference records it).
 */
const trainingPlace = async (deps: Deps, me: SessionUser, tid: number, pid: number | string) => {
  const entry = await trainingProblemOr404(deps, me, tid, pid);
  const [place, training] = await Promise.all([practicePlace(deps, me, entry.pid), deps.repos.trainings.getTraining(tid)]);
  return { ...place, tid, setGid: training?.gid ?? null };
};

/**
 * In a timed exam: the client names the exam as cid = exam id + 50000 and the problem by its display id there
 * (displayTid). Only displayTid makes a submission an exam's, so a contest id is never read as an exam's nor an
 * exam's as a contest's (a contest of id 50001 keeps its own path). The caller must be within their own clock
 * (shared/domain/exam.ts); the exam's entry grants the problem.
 */
const examPlace = async (deps: Deps, me: SessionUser, cid: number, displayTid: string, pid: number | string) => {
  if (cid <= EXAM_CID_OFFSET) throw badRequest(`An exam submission names its exam as cid = exam id + ${EXAM_CID_OFFSET}`);
  const ctx = await loadExam(deps, cid - EXAM_CID_OFFSET, me);
  const refusal = canSubmitInExam(ctx.set, me, ctx.row, deps.now(), ctx.group);
  if (refusal) throw forbidden(refusal);
  const entry = entryByDisplayId(await deps.repos.exams.examProblems(ctx.exam.eid), displayTid);
  const problem = entry && (await deps.repos.problems.getProblem(entry.pid));
  const sameProblem = typeof pid === 'number' ? pid === entry?.pid : [entry?.displayId, problem?.problemId].some((id) => id?.toLowerCase() === pid.toLowerCase());
  if (!entry || !problem || !sameProblem) throw notFound('The problem is not part of this exam');
  return { problem, displayPid: entry.displayId, title: entry.displayTitle, contest: undefined, tid: null, eid: ctx.exam.eid, setGid: ctx.exam.gid };
};

/** Where a submission is made: a contest, a training, an exam, or the problem's own page. */
const placeOf = (deps: Deps, me: SessionUser, body: z.infer<typeof SubmitJudgeRequest>) => {
  if (body.displayTid !== undefined) {
    if (body.tid) throw badRequest('A submission is made in an exam or in a training, not both');
    return examPlace(deps, me, body.cid, body.displayTid, body.pid);
  }
  if (body.cid && body.tid) throw badRequest('A submission is made in a contest or in a training, not both');
  if (body.cid) return contestPlace(deps, me, body.cid, body.pid);
  if (body.tid) return trainingPlace(deps, me, body.tid, body.pid);
  return practicePlace(deps, me, body.pid, body.gid);
};

/**
 * A public contest counts whoever submits to it as a participant, as registering does. Bookkeeping only: it runs once
 * the submission is queued, and a failure is logged (the board row comes from the judged result anyway, and the
 * next submission registers again).
 */
const joinPublicContest = async (deps: Deps, me: SessionUser, ctx: ContestContext) => {
  if (ctx.contest.auth !== ContestAuth.PUBLIC || ctx.facts.registered || ctx.admin) return;
  try {
    const profile = await deps.repos.users.getUser(me.uid);
    if (profile) await deps.repos.contests.registerParticipant(ctx.contest.cid, profile, deps.now());
  } catch (err) {
    deps.log.warn('public contest participant not registered', { cid: ctx.contest.cid, uid: me.uid, error: String(err) });
  }
};

/** Records a submission as Pending, counts it, and queues it for a judge (contest submissions first); answers it as the submitter may see it. */
export async function submit(deps: Deps, me: SessionUser, body: z.infer<typeof SubmitJudgeRequest>, ip: string) {
  const { problem, contest, tid, eid, setGid, ...place } = await placeOf(deps, me, body);
  // a submission belongs to its contest's, training's or exam's group, else to its problem's (none outside groups), as the reference records it
  const gid = contest ? contest.contest.gid : (setGid ?? problem.gid);
  // exams are contest judging too (cid = exam id + 50000)
  const closed = await deps.repos.siteConfig.judgingClosedIn(body.cid ? 'contest' : gid !== null ? 'group' : 'public');
  if (closed) throw forbidden(closed);
  if (!problem.languages.includes(body.language)) throw badRequest(`This problem does not accept ${body.language}`);
  if (problem.isRemote && problem.remoteOj && !(await remoteSiteEnabled(deps, problem.remoteOj))) throw forbidden(remoteSiteOff(problem.remoteOj));
  if (!isAdmin(me)) {
    if (body.cid) await throttle(deps, me.uid, 'lastContestSubmitAt', CONTEST_SUBMIT_INTERVAL_SECONDS);
    else await throttle(deps, me.uid, 'lastSubmitAt', (await deps.repos.siteConfig.getSwitchConfig()).submitInterval);
  }

  const submitId = await deps.repos.submissions.nextSubmissionId();
  const at = deps.now().toISOString();
  const item = SubmissionItem.parse({
    submitId,
    uid: me.uid,
    username: me.username,
    pid: problem.pid,
    ...place,
    cid: eid ? 0 : body.cid,
    tid,
    eid,
    gid,
    language: body.language,
    length: Buffer.byteLength(body.code),
    status: JudgeStatus.PENDING,
    remoteOj: problem.isRemote ? problem.remoteOj : null,
    score: problem.type === ProblemType.OI ? 0 : null,
    submitTime: at,
    gmtModified: at,
    ip,
  });
  await deps.repos.submissions.placeSubmission(item, body.code, deps.now().getTime());
  await queueOrFail(deps, item);
  if (contest) await joinPublicContest(deps, me, contest);
  await countNow(deps, submitId);
  // in an OI contest behind the seal the submitter sees "submitted", never a result
  return contest ? toContestSubmission(item, contestSubmissionView(item, contest, me.uid, deps.now())) : toSubmission(item);
}

/**
 * Counts the submission as Pending right away so lists and totals show it. Should this fail, nothing is
 * lost: the judge applies the effects again when it writes the verdict.
 */
const countNow = (deps: Deps, submitId: number) => deps.repos.effects.applyEffects(submitId).catch((err: unknown) => deps.log.warn('effects deferred to the judge', { submitId, error: String(err) }));

/** Sends the judge message; if the queue cannot be reached the submission ends as System Error, not Pending forever. */
const queueOrFail = async (deps: Deps, s: SubmissionItem) => {
  try {
    await queueSubmission(deps, s);
    deps.metrics.add('submissionsReceived', 1);
  } catch (err) {
    deps.log.error('judge queue unreachable', { submitId: s.submitId, error: String(err) });
    await deps.repos.submissions.failUnqueuedSubmission(s, 'The judge queue could not be reached; please submit again');
    await deps.repos.effects.applyEffects(s.submitId);
    throw new AppError(503, 'The judge is unavailable right now; your submission was recorded as System Error, please submit again');
  }
};

/** Puts a submission back to Pending under a new judge version (rejudge, resubmit) and queues it. */
export async function rejudge(deps: Deps, submitId: number) {
  const item = await deps.repos.submissions.resetForRejudge(submitId, deps.now());
  if (!item) throw notFound('The submission does not exist');
  await deps.repos.submissions.dropCaseResults(submitId);
  await deps.repos.inFlight.markInFlight(item, deps.now().getTime());
  await queueOrFail(deps, item);
  await countNow(deps, submitId);
  return item;
}

/**
 * Sets a result by hand (manual judge, cancel). The judge version moves on, so a judge still working on
 * the submission cannot overwrite it.
 */
export async function setResult(deps: Deps, submitId: number, status: number, score: number | null, judger: string) {
  const current = await deps.repos.submissions.getSubmission(submitId, true);
  if (!current) throw notFound('The submission does not exist');
  const problem = await deps.repos.problems.getProblem(current.pid);
  const oi = problem?.type === ProblemType.OI;
  const finalScore = oi ? Math.max(0, Math.min(score ?? 0, problem.ioScore)) : null;
  const rank = oi && problem ? oiRankScore(finalScore ?? 0, problem.ioScore, problem.difficulty as 0 | 1 | 2) : null;
  const updated = await deps.repos.submissions.setManualResult(submitId, { status, score: finalScore, oiRankScore: rank, judger }, current.judgeVersion, deps.now());
  if (!updated) throw new AppError(409, 'The submission changed meanwhile; please try again');
  await deps.repos.effects.applyEffects(submitId);
  return updated;
}

/** Stores a test run and queues it on the test-run queue; the result is polled by its key. */
/** A test run of a problem of a contest not ended yet is that contest's: for whoever may submit in one of them now. */
const heldTestRunProblem = async (deps: Deps, me: SessionUser, pid: number, cids: readonly number[]) => {
  for (const cid of cids) {
    const place = await contestPlace(deps, me, cid, pid).catch((err: unknown) => {
      if (err instanceof AppError) return undefined;
      throw err;
    });
    if (place) return place.problem;
  }
  throw notFound('The problem does not exist or you may not see it');
};

/**
 * A problem a test run may use: one the caller may read; a group's problem as its group shows it (to its members, a
 * private one to its admins only); a problem of contests not ended yet, only in them (admins aside).
 */
const testRunProblem = async (deps: Deps, me: SessionUser, pid: number) => {
  const held = isAdmin(me) ? undefined : (await deps.repos.problems.contestLockedProblems(deps.now())).get(pid);
  if (held) return heldTestRunProblem(deps, me, pid, held);
  const stored = await deps.repos.problems.getProblem(pid);
  if (stored?.gid == null) return viewableProblem(deps, pid, me.roleId);
  const { standing } = await deps.repos.groups.requireGroup(stored.gid, me, 'member');
  if (stored.auth === ProblemAuth.PRIVATE && !isGroupAdmin(standing)) throw notFound('The problem does not exist or you may not see it');
  return stored;
};

export async function submitTestRun(deps: Deps, me: SessionUser, body: z.infer<typeof TestJudgeBody>) {
  const problem = await testRunProblem(deps, me, body.pid);
  // the reference tells the areas apart by the client's type; a group's problem outside contests is the group's area whatever the client says
  const closed = await deps.repos.siteConfig.judgingClosedIn(problem.gid !== null && body.type !== 'contest' ? 'group' : body.type);
  if (closed) throw forbidden(closed);
  if (!problem.languages.includes(body.language)) throw badRequest(`This problem does not accept ${body.language}`);
  await throttle(deps, me.uid, 'lastTestRunAt', TEST_RUN_INTERVAL_SECONDS);
  const key = randomUUID();
  await deps.repos.testRuns.putTestRun(
    {
      key,
      uid: me.uid,
      pid: problem.pid,
      language: body.language,
      code: body.code,
      userInput: body.userInput,
      expectedOutput: body.expectedOutput ?? null,
      status: JudgeStatus.PENDING,
      problemJudgeMode: problem.judgeMode,
      submitTime: deps.now().toISOString(),
    },
    Math.floor(deps.now().getTime() / 1000) + TEST_RUN_TTL_SECONDS,
  );
  await sendToJudge(deps, 'testRun', { kind: 'test-run', key });
  return key;
}
