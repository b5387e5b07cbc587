import { JudgeStatus, type RemoteOj } from '@oj/shared';
import { RemoteSiteError, type RemoteProblem, type RemoteResult, type RemoteSite, type SiteCall, type SiteFailure } from '../../src/remote-judge/site.ts';
import type { SiteLookup } from '../../src/remote-judge/site-lookup.ts';

/** What the next call of a kind does: fail with a site failure, or (a poll) answer a result. */
type Scripted = SiteFailure | Omit<Extract<RemoteResult, { state: 'done' }>, 'session' | 'state'> | 'waiting';

/**
 * A test double of one remote judge (the RemoteSite interface, not a site's protocol): problems by id, and scripts of
 * what the next submits and polls do. Records every call with the account and session it was given.
 */
export class FakeRemoteSite implements RemoteSite {
  readonly languages = { 'C++': 'cpp', Python3: 'py3' };
  readonly problems = new Map<string, RemoteProblem>();
  /** Each submit takes the next entry (none left: it is accepted); each poll likewise (none left: Accepted in 15 ms, 1024 KB). */
  readonly submits: SiteFailure[] = [];
  readonly polls: Scripted[] = [];
  fetchFailure: SiteFailure | null = null;
  readonly calls: { kind: 'submit' | 'poll'; account: string; session: string | null; runId?: string }[] = [];
  private runs = 0;

  constructor(readonly key: RemoteOj) {}

  addProblem(remoteId: string, title = `Problem ${remoteId}`) {
    this.problems.set(remoteId, {
      remoteId,
      title,
      timeLimitMs: 2000,
      memoryLimitMb: 512,
      description: `Add two numbers (${remoteId}).`,
      input: 'Two integers.',
      output: 'Their sum.',
      hint: '',
      examples: [{ input: '1 2', output: '3' }],
      url: `https://${this.key.toLowerCase()}.example/problem/${remoteId}`,
    });
  }

  fetchProblem(remoteId: string): Promise<RemoteProblem> {
    if (this.fetchFailure) return Promise.reject(new RemoteSiteError(this.key, this.fetchFailure, 'scripted failure'));
    const found = this.problems.get(remoteId);
    return found ? Promise.resolve(found) : Promise.reject(new RemoteSiteError(this.key, 'not-found', `no problem ${remoteId}`));
  }

  submit(call: SiteCall): Promise<{ runId: string; session: string }> {
    this.calls.push({ kind: 'submit', account: call.account.username, session: call.session });
    const failure = this.submits.shift();
    if (failure) return Promise.reject(new RemoteSiteError(this.key, failure, 'scripted failure'));
    this.runs += 1;
    return Promise.resolve({ runId: `run-${this.runs}`, session: `session-of-${call.account.username}-${this.runs}` });
  }

  poll(call: SiteCall, runId: string): Promise<RemoteResult> {
    this.calls.push({ kind: 'poll', account: call.account.username, session: call.session, runId });
    const next = this.polls.shift() ?? { status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024, message: '' };
    const session = `${call.session ?? 'fresh'}+`;
    if (next === 'waiting') return Promise.resolve({ state: 'waiting', session });
    if (typeof next === 'string') return Promise.reject(new RemoteSiteError(this.key, next, 'scripted failure'));
    return Promise.resolve({ state: 'done', session, ...next });
  }
}

/** A lookup that finds only the given fakes (every other site: no adapter). */
export function fakeSiteLookup(...sites: FakeRemoteSite[]): SiteLookup {
  return (key) => sites.find((s) => s.key === key);
}
