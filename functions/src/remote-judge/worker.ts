import { JudgeStatus, ProblemType, type Difficulty, type RemoteOj } from '@oj/shared';
import { withCorrelationId } from '@oj/shared/correlation';
import { oiRankScore } from '@oj/shared/domain/scoring';
import type { SubmissionItem } from '@oj/shared/db/items/submission';
import type { RemoteClaim, RemoteVerdict } from '../data/remote-submissions.ts';
import type { Lease } from '../data/remote-leases.ts';
import { sendToRemote } from '../services/judge-queue.ts';
import { ACCOUNTS_OF } from '@oj/shared/schemas/admin-config';
import { accountsOfSite, type AccountDeps } from '../services/remote-accounts/remote-accounts.ts';
import { RemoteSiteError, type RemoteAccount, type RemoteSite } from './site.ts';
import { remoteSiteOf, type SiteLookup } from './site-lookup.ts';
import { RemoteMessage, type RemoteStep } from './remote-message.ts';
import type { QueuedMessage } from '../observability/queued-message.ts';

/** judging.md, "Remote judges": with no account free, try again every 3 s for about 10 minutes, then Submitted Failed. */
export const ACCOUNT_RETRY_SECONDS = 3;
export const ACCOUNT_WAIT_MS = 10 * 60_000;
/** judging.md: results are polled every 2.5 s up to 60 times; here from 2-3 s, backing off to 20 s, so a slow site is not hammered. */
export const POLL_LIMIT = 60;
/** Tries of the submit step while the site fails in ways that may pass (down, rate limited, garbage). */
export const SUBMIT_TRIES = 5;
/** An account stays leased this long past each step: longer than any delay between two steps, so only a dead worker lets it run out. */
export const LEASE_MS = 5 * 60_000;

/** Seconds before poll `n` (0 first): 3, 3, 4, 4, 5, 6, 7, 9, ..., at most 20 (SQS delays are whole seconds). */
export function pollDelaySeconds(n: number) {
  return Math.min(20, Math.round(2.5 * 1.2 ** n));
}

/** Seconds before the next try after `failures` failures in a row: 5, 10, 20, 40, then 60 (well under the claim's lease). */
export function retryDelaySeconds(failures: number) {
  return Math.min(60, 5 * 2 ** Math.max(0, failures - 1));
}

/** What the worker reaches: the table and secrets, the sites, their accounts, and the remote queue (tests replace the last three). */
export interface RemoteWorker {
  deps: AccountDeps;
  site(key: RemoteOj): RemoteSite | undefined;
  accounts(key: RemoteOj): Promise<RemoteAccount[]>;
  requeue(message: RemoteMessage, delaySeconds: number): Promise<void>;
}

export function remoteWorkerOf(deps: AccountDeps & { remoteSites?: SiteLookup }): RemoteWorker {
  return {
    deps,
    site: (key) => remoteSiteOf(deps, key),
    accounts: (key) => accountsOfSite(deps, key),
    requeue: (message, delaySeconds) => sendToRemote(deps, message, delaySeconds),
  };
}

export type StepOutcome = 'stale' | 'waiting-account' | 'submitted' | 'retry' | 'polling' | 'done' | 'failed' | 'unknown';

/** One step's view of its submission: the claim, the site, and the lease it holds once it has an account. */
interface Step {
  w: RemoteWorker;
  m: RemoteStep;
  s: SubmissionItem;
  key: RemoteOj;
  claim: RemoteClaim;
  lease?: Lease;
}

const holderOf = (m: RemoteStep) => `${m.submitId}:${m.judgeVersion}`;
const leaseFor = (key: RemoteOj, m: RemoteStep, username: string): Lease => ({ judge: ACCOUNTS_OF[key], username, holder: holderOf(m) });

const seal = (w: RemoteWorker, session: string | null) => (session === null ? null : w.deps.secrets.seal(session));
/** A session sealed under an older signing secret reads as none: the adapter logs in again. */
const unseal = (w: RemoteWorker, sealed: string | null) => {
  if (sealed === null) return null;
  try {
    return w.deps.secrets.open(sealed);
  } catch {
    return null;
  }
};

const release = async (st: Step, session: string | null | undefined) => {
  if (st.lease) await st.w.deps.repos.remoteLeases.releaseLease(st.lease, session === undefined ? null : seal(st.w, session));
};

/** A remote result with our score rules: an OI problem scores its full score when accepted, as a judged one would. */
const verdictOf = async (st: Step, status: number, time: number | null, memory: number | null, message: string | null): Promise<RemoteVerdict> => {
  const problem = st.s.score === null ? undefined : await st.w.deps.repos.problems.getProblem(st.s.pid);
  if (!problem || problem.type !== ProblemType.OI) return { status, score: null, oiRankScore: null, time, memory, errorMessage: message || null };
  const score = status === JudgeStatus.ACCEPTED ? problem.ioScore : 0;
  return { status, score, oiRankScore: oiRankScore(score, problem.ioScore, problem.difficulty as Difficulty), time, memory, errorMessage: message || null };
};

/**
 * Writes the final result through the judges' path: conditional on the claim and judge version (a rejudge or a manual
 * judge since wins, and nothing is written), then the effects (counters, boards, seal rules) exactly once.
 */
const finish = async (st: Step, verdict: RemoteVerdict): Promise<boolean> => {
  const { deps } = st.w;
  if (!(await deps.repos.remoteSubmissions.finishRemote(st.claim, verdict, deps.now()))) return false;
  await deps.repos.effects.applyEffects(st.s.submitId);
  return true;
};

/** Ends the submission as Submitted Failed or Submitted Unknown Result with the reason the admin (and the author) reads. */
const giveUp = async (st: Step, status: number, reason: string, session?: string | null): Promise<StepOutcome> => {
  const written = await finish(st, await verdictOf(st, status, null, null, reason));
  await release(st, session);
  if (!written) return 'stale';
  st.w.deps.log.warn('remote submission ended without a verdict', { submitId: st.s.submitId, site: st.key, status, reason });
  return status === JudgeStatus.SUBMITTED_FAILED ? 'failed' : 'unknown';
};

/** The accounts this submission may use, in a rotation by submission so concurrent ones spread; a POJ rejudge only the account that ran it. */
const candidates = async (st: Step): Promise<RemoteAccount[] | string> => {
  const all = await st.w.accounts(st.key);
  if (!all.length) return `No ${st.key} account is configured: an admin adds one on the switch page`;
  const before = st.s.remoteRun?.account;
  if (st.key === 'POJ' && before) {
    const same = all.filter((a) => a.username === before);
    return same.length ? same : `The POJ account ${before} that judged this submission before is no longer configured; POJ rejudges only on the same account`;
  }
  const start = st.s.submitId % all.length;
  return [...all.slice(start), ...all.slice(0, start)];
};

const takeAccount = async (st: Step, accounts: readonly RemoteAccount[]) => {
  const now = st.w.deps.now().getTime();
  for (const account of accounts) {
    const lease = leaseFor(st.key, st.m, account.username);
    const held = await st.w.deps.repos.remoteLeases.leaseAccount(lease, now, now + LEASE_MS);
    if (held) return { account, lease, session: unseal(st.w, held.session) };
  }
  return undefined;
};

const remoteIdOf = async (st: Step) => {
  const problem = await st.w.deps.repos.problems.getProblem(st.s.pid);
  const prefix = `${st.key}-`;
  return problem?.problemId.toUpperCase().startsWith(prefix) ? problem.problemId.slice(prefix.length) : undefined;
};

/**
 * Why a call failed, in words the submission keeps: its author reads them too, so a refused login names no account
 * (the log does, for the admin who must mend it).
 */
const failureReason = (st: Step, err: RemoteSiteError) => {
  if (err.failure !== 'login-failed') return `${err.failure}: ${err.message}`;
  st.w.deps.log.warn('remote judge account refused', { submitId: st.s.submitId, site: st.key, error: err.message });
  return `login-failed: ${st.key} refused the account the submission was sent with (the log names it)`;
};

/** Leases an account, submits, records the run and sends the first poll; or waits for an account, retries, or gives up. */
const submitStep = async (st: Step, site: RemoteSite): Promise<StepOutcome> => {
  const { w, m } = st;
  const accounts = await candidates(st);
  if (typeof accounts === 'string') return giveUp(st, JudgeStatus.SUBMITTED_FAILED, accounts);
  const taken = await takeAccount(st, accounts);
  if (!taken) {
    const since = m.waitingSince ?? w.deps.now().getTime();
    if (w.deps.now().getTime() - since >= ACCOUNT_WAIT_MS) {
      return giveUp(st, JudgeStatus.SUBMITTED_FAILED, `Every ${st.key} account stayed busy for ${ACCOUNT_WAIT_MS / 60_000} minutes; submit again later`);
    }
    await w.requeue({ ...m, waitingSince: since }, ACCOUNT_RETRY_SECONDS);
    return 'waiting-account';
  }
  st.lease = taken.lease;
  const remoteId = await remoteIdOf(st);
  if (!remoteId) return giveUp(st, JudgeStatus.SUBMITTED_FAILED, `The problem is no longer ${st.key}'s (its id does not start with ${st.key}-)`, taken.session);
  const code = await w.deps.repos.submissions.getSubmissionCode(st.s.submitId);
  let submitted: { runId: string; session: string };
  try {
    submitted = await site.submit({ account: taken.account, session: taken.session }, { remoteId, language: st.s.language, code });
  } catch (err) {
    if (!(err instanceof RemoteSiteError)) {
      await release(st, taken.session);
      throw err;
    }
    const failures = m.failures + 1;
    if (!err.retry) return giveUp(st, JudgeStatus.SUBMITTED_FAILED, `${st.key} refused the submission (${failureReason(st, err)})`, taken.session);
    if (failures >= SUBMIT_TRIES) return giveUp(st, JudgeStatus.SUBMITTED_FAILED, `${st.key} failed ${failures} times in a row (${failureReason(st, err)}); submit again later`, taken.session);
    w.deps.log.warn('remote submit failed, retrying', { submitId: st.s.submitId, site: st.key, failures, failure: err.failure });
    await release(st, taken.session);
    await w.requeue({ ...m, failures }, retryDelaySeconds(failures));
    return 'retry';
  }
  const run = { account: taken.account.username, runId: submitted.runId };
  await w.deps.repos.remoteLeases.renewLease(taken.lease, seal(w, submitted.session), w.deps.now().getTime() + LEASE_MS);
  if (!(await w.deps.repos.remoteSubmissions.recordRemoteRun(st.claim, run, w.deps.now().getTime()))) {
    await release(st, submitted.session);
    return 'stale';
  }
  w.deps.log.info('remote submission sent', { submitId: st.s.submitId, site: st.key, account: run.account, runId: run.runId });
  await w.requeue({ kind: 'remote', submitId: m.submitId, judgeVersion: m.judgeVersion, ...run }, pollDelaySeconds(0));
  return 'submitted';
};

/** Reads the run once: the verdict is written, or the next poll is sent, or the budget is spent (Submitted Unknown Result). */
const pollStep = async (st: Step, site: RemoteSite, account: string, runId: string): Promise<StepOutcome> => {
  const { w, m } = st;
  const now = w.deps.now().getTime();
  st.lease = leaseFor(st.key, m, account);
  // taken again by its holder: renews it and hands over the session (a lease lost meanwhile: the adapter logs in again)
  const held = await w.deps.repos.remoteLeases.leaseAccount(st.lease, now, now + LEASE_MS);
  if (!held) st.lease = undefined;
  const known = (await w.accounts(st.key)).find((a) => a.username === account);
  const call = { account: known ?? { username: account, password: '' }, session: held ? unseal(w, held.session) : null };
  const polls = m.polls + 1;
  const budgetSpent = (why: string, session: string | null) => giveUp(st, JudgeStatus.SUBMITTED_UNKNOWN_RESULT, `No result from ${st.key} after ${polls} polls of run ${runId} (${why})`, session);
  try {
    const result = await site.poll(call, runId);
    if (result.state === 'done') {
      const written = await finish(st, await verdictOf(st, result.status, result.timeMs, result.memoryKb, result.message));
      await release(st, result.session);
      return written ? 'done' : 'stale';
    }
    if (polls >= POLL_LIMIT) return budgetSpent('still judging', result.session);
    if (st.lease) await w.deps.repos.remoteLeases.renewLease(st.lease, seal(w, result.session), now + LEASE_MS);
    await w.requeue({ ...m, polls, failures: 0 }, pollDelaySeconds(polls));
    return 'polling';
  } catch (err) {
    if (!(err instanceof RemoteSiteError)) throw err;
    if (!err.retry) return giveUp(st, JudgeStatus.SUBMITTED_FAILED, `${st.key} refused to show run ${runId} (${failureReason(st, err)})`, call.session);
    if (polls >= POLL_LIMIT) return budgetSpent(failureReason(st, err), call.session);
    const failures = m.failures + 1;
    w.deps.log.warn('remote poll failed, retrying', { submitId: st.s.submitId, site: st.key, failures, failure: err.failure });
    await w.requeue({ ...m, polls, failures }, Math.max(pollDelaySeconds(polls), retryDelaySeconds(failures)));
    return 'retry';
  }
};

/**
 * One step of a remote submission (ARCHITECTURE.md decision 12): claims it (a rejudged or finished one is left alone),
 * then submits or polls on the site with a leased account and sends the next step to the remote queue with a delay, so
 * no function waits on the site. A site's own refusal ends it as Submitted Failed at once, failures that may pass are
 * retried with backoff first; the polling budget ends it as Submitted Unknown Result. An error that is not the site's
 * (the table, the queue) throws: the message comes back.
 */
export async function runRemoteStep(w: RemoteWorker, message: RemoteStep): Promise<StepOutcome> {
  const { deps } = w;
  const s = await deps.repos.submissions.getSubmission(message.submitId, true);
  const ours = s && s.judgeVersion === message.judgeVersion && s.remoteOj;
  const st = ours ? { w, m: message, s, key: s.remoteOj as RemoteOj, claim: { submitId: s.submitId, judgeVersion: s.judgeVersion, token: `remote:${holderOf(message)}` } } : undefined;
  const recorded = s?.remoteRun?.judgeVersion === message.judgeVersion ? s.remoteRun : undefined;
  const account = message.account ?? recorded?.account;
  const runId = message.runId ?? recorded?.runId;
  const status = account && runId ? JudgeStatus.JUDGING : JudgeStatus.SUBMITTING;
  if (!st || !(await deps.repos.remoteSubmissions.claimRemote(st.claim, status, st.key, deps.now().getTime()))) {
    // rejudged, judged by hand, or finished: its account goes back
    if (s?.remoteOj && message.account) await deps.repos.remoteLeases.releaseLease(leaseFor(s.remoteOj as RemoteOj, message, message.account), null);
    return 'stale';
  }
  const site = w.site(st.key);
  if (!site) return giveUp(st, JudgeStatus.SUBMITTED_FAILED, `Remote judging on ${st.key} is not available on this site (it has no adapter for ${st.key})`);
  // a submit step whose run was recorded already (its message came back after the site took it) polls instead of submitting twice
  return account && runId ? pollStep(st, site, account, runId) : submitStep(st, site);
}

/** The remote queue's messages (the Lambda's batch, or the local poller's): each runs one step; answers the ids to hand back. */
export async function handleRemoteMessages(w: RemoteWorker, messages: readonly QueuedMessage[]): Promise<string[]> {
  const failed: string[] = [];
  for (const m of messages) {
    const parsed = RemoteMessage.safeParse(parseJson(m.body));
    if (!parsed.success) {
      w.deps.log.warn('remote judge: unreadable message dropped', { body: m.body.slice(0, 200) });
      continue;
    }
    try {
      const outcome = await withCorrelationId(m.correlationId, () => runRemoteStep(w, parsed.data));
      w.deps.log.debug('remote step', { submitId: parsed.data.submitId, outcome });
    } catch (err) {
      w.deps.log.error('remote step failed', { submitId: parsed.data.submitId, error: String(err) });
      failed.push(m.id);
    }
  }
  return failed;
}

const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};
