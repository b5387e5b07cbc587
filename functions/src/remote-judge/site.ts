/**
 * One remote judge behind one interface (ARCHITECTURE.md decision 12). Each site's adapter lives in its own module
 * under ./sites/, so a site that changes its pages or blocks us breaks only that adapter. Adapters are stateless
 * between calls: what a login leaves (cookies, tokens) travels in `session`, which the caller keeps (sealed) with the
 * account's lease, so a poll in another invocation does not log in again.
 */
import type { JudgeStatus, RemoteOj } from '@oj/shared';

/** A site account, password in clear: only an adapter sees it, and neither it nor the session is ever logged. */
export interface RemoteAccount {
  username: string;
  password: string;
}

/** A problem as the site states it, the statement already converted to our Markdown (see ./statement.ts). */
export interface RemoteProblem {
  /** The site's own id (what follows `<KEY>-` in our display id): `1000`, `1A`, `abc300_a`. */
  remoteId: string;
  title: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: { input: string; output: string }[];
  /** The problem's address on the site: shown as its source. */
  url: string;
}

/** What one call to the site is given and leaves: the account and the session it last had (null before any). */
export interface SiteCall {
  account: RemoteAccount;
  session: string | null;
}

export interface Submitted {
  /** The site's run id, the key for polling. */
  runId: string;
  session: string;
}

export type RemoteResult =
  | { state: 'waiting'; session: string }
  | {
      state: 'done';
      session: string;
      /** One of our final statuses: Accepted, Wrong Answer, Compile Error, ..., or System Error for the site's own failures. */
      status: JudgeStatus;
      timeMs: number;
      memoryKb: number;
      /** The compiler's message for a Compile Error, or the site's own words for a status it gives no detail on. */
      message: string;
    };

export interface RemoteSite {
  key: RemoteOj;
  /** Our language names (shared/src/languages.ts) mapped to the site's own language ids; the problem offers these. */
  languages: Readonly<Record<string, string>>;
  /** Reads a problem's statement, limits and examples; most sites answer without an account. */
  fetchProblem(remoteId: string): Promise<RemoteProblem>;
  /** Submits, logging in first when the session is missing or has expired, and finds the run id the site gave it. */
  submit(call: SiteCall, problem: { remoteId: string; language: string; code: string }): Promise<Submitted>;
  /** Reads a run's state once. */
  poll(call: SiteCall, runId: string): Promise<RemoteResult>;
}

/**
 * Why a call to a site failed. `retry` says whether the same call may succeed later (the site is down, slow or
 * limiting us); a refusal that will not change (no such problem, a language the site lacks, a wrong password) is not
 * retried.
 */
export type SiteFailure = 'down' | 'rate-limited' | 'garbage' | 'login-failed' | 'not-found' | 'refused';

const RETRYABLE: ReadonlySet<SiteFailure> = new Set(['down', 'rate-limited', 'garbage']);

export class RemoteSiteError extends Error {
  readonly retry: boolean;

  constructor(
    readonly site: RemoteOj,
    readonly failure: SiteFailure,
    message: string,
  ) {
    super(`${site}: ${message}`);
    this.name = 'RemoteSiteError';
    this.retry = RETRYABLE.has(failure);
  }
}
