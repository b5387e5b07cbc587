/**
 * What every fake remote judge shares: its problems, accounts, sessions and runs, and the ways a real site misbehaves.
 * Each site's fake (one module beside this one) speaks that site's own protocol on top of this state, so the adapters
 * are tested against the pages and replies they meet in the wild, without the internet. `npm start` can start the
 * fakes so a person can try remote judging in the browser.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import type { RemoteProblem } from '../../remote-judge/site.ts';

/** A problem as a fake site holds it: what the adapter reads back, under the site's id, statement parts as HTML. */
export type FakeProblem = Omit<RemoteProblem, 'remoteId' | 'url'> & { id: string };

/** A run's outcome, decided by a marker in its code, in the site-neutral terms each fake renders in its own words. */
export type FakeOutcome = 'AC' | 'WA' | 'CE' | 'TLE' | 'MLE' | 'RE' | 'PE' | 'OLE';

const MARKERS: [string, FakeOutcome][] = [
  ['FAKE_WA', 'WA'],
  ['FAKE_CE', 'CE'],
  ['FAKE_TLE', 'TLE'],
  ['FAKE_MLE', 'MLE'],
  ['FAKE_RE', 'RE'],
  ['FAKE_PE', 'PE'],
  ['FAKE_OLE', 'OLE'],
];

export interface FakeRun {
  runId: number;
  user: string;
  problemId: string;
  language: string;
  code: string;
  submittedAt: Date;
  /** Reads of this run so far: it is queued for the first, judging for the second, final from the third. */
  reads: number;
  outcome: FakeOutcome;
  timeMs: number;
  memoryKb: number;
}

/** How the site behaves right now; tests set it (a site that does not answer in time: site-http.test.ts). */
export type FakeMode = 'up' | 'down' | 'garbage' | 'rate-limited';

export class FakeJudge {
  readonly problems = new Map<string, FakeProblem>();
  readonly accounts = new Map<string, string>();
  readonly runs: FakeRun[] = [];
  private readonly sessions = new Map<string, string>();
  mode: FakeMode = 'up';
  /** Reads a run takes to finish (the first `readsToFinish - 1` see it queued or judging). */
  readsToFinish = 3;
  /** Set by tests that count logins. */
  logins = 0;

  constructor(seed: { problems: FakeProblem[]; accounts: Record<string, string> }) {
    for (const p of seed.problems) this.problems.set(p.id, p);
    for (const [user, password] of Object.entries(seed.accounts)) this.accounts.set(user, password);
  }

  /** A new session id for a correct user and password, or null. */
  login(user: string, password: string): string | null {
    if (this.accounts.get(user) !== password) return null;
    this.logins++;
    const sid = randomBytes(12).toString('hex');
    this.sessions.set(sid, user);
    return sid;
  }

  userOf(sid: string | undefined): string | null {
    return (sid && this.sessions.get(sid)) || null;
  }

  /** Every session ends, as when a site logs everyone out or a cookie expires. */
  expireSessions(): void {
    this.sessions.clear();
  }

  submit(user: string, problemId: string, language: string, code: string): FakeRun {
    const outcome = MARKERS.find(([marker]) => code.includes(marker))?.[1] ?? 'AC';
    const run: FakeRun = {
      runId: 1000 + this.runs.length + 1,
      user,
      problemId,
      language,
      code,
      submittedAt: new Date(),
      reads: 0,
      outcome,
      timeMs: outcome === 'TLE' ? this.problems.get(problemId)!.timeLimitMs + 1 : 15,
      memoryKb: outcome === 'MLE' ? this.problems.get(problemId)!.memoryLimitMb * 1024 + 1 : 1024,
    };
    this.runs.push(run);
    return run;
  }

  /** Reads a run's progress (counting the read): its outcome once finished, else where it waits. */
  read(run: FakeRun): FakeOutcome | 'queued' | 'judging' {
    run.reads++;
    if (run.reads >= this.readsToFinish) return run.outcome;
    return run.reads === 1 ? 'queued' : 'judging';
  }
}

/** The site's misbehaviour as Hono middleware: put it first on every fake's app. */
export function misbehaviour(judge: FakeJudge): MiddlewareHandler {
  return async (c, next) => {
    if (judge.mode === 'down') return c.text('Service Unavailable', 503);
    if (judge.mode === 'rate-limited') return c.text('Too Many Requests', 429);
    if (judge.mode === 'garbage') return c.text('<html><body>\u0000\u0001 something else entirely</body></html>');
    await next();
  };
}

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

/** Serves a fake on 127.0.0.1 (port 0 picks a free one). */
export function startFake(app: Hono, port = 0): Promise<RunningFake> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
