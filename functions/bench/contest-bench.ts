/**
 * `npm run bench:contest`: a contest burst on the local stack (DynamoDB Local, the SQS/S3 emulator, the judge
 * worker with the real sandbox, the scoreboard poller). N contestants (BENCH_CONTESTANTS, default 300) register,
 * open the problem and submit at once a mix of Accepted, Wrong Answer, Compile Error and Time Limit Exceeded; those
 * not accepted try again. Meanwhile viewers poll the rank as browsers do. Prints submit-to-verdict p50/p99, rank
 * read p50/p99 next to a reply served without the database (the baseline), how long the board trails the last
 * verdict, and checks that every submission was counted once and the board's totals equal the submissions'.
 */
import { availableParallelism } from 'node:os';
import { ContestType, JudgeStatus, type AcmRankRow } from '@oj/shared';
import { contestIndex, contestKey, contestProblemKey, submissionKey } from '@oj/shared/db/keys';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { startLocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { freePort } from '../test/free-port.ts';

const CONTESTANTS = Number(process.env.BENCH_CONTESTANTS ?? 300);
/** Browsers refresh the rank every 30 s: this many contestants make about CONTESTANTS / 30 reads a second. */
const RANK_READS_PER_SECOND = Math.max(1, Math.round(CONTESTANTS / 30));
const concurrency = Number(process.env.JUDGE_CONCURRENCY ?? availableParallelism());
const CID = 1;

const CODE = {
  [JudgeStatus.ACCEPTED]: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n',
  [JudgeStatus.WRONG_ANSWER]: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n',
  [JudgeStatus.COMPILE_ERROR]: 'int main( { return 0 }\n',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'int main(){ volatile unsigned long long x = 0; for(;;) x++; }\n',
} as const;
type Planned = keyof typeof CODE;
/** The first round's mix (TLE is kept rare: each one holds a judge for the whole time limit on every case). */
const firstTry = (i: number): Planned => {
  const r = i % 20;
  return r < 11 ? JudgeStatus.ACCEPTED : r < 16 ? JudgeStatus.WRONG_ANSWER : r < 19 ? JudgeStatus.COMPILE_ERROR : JudgeStatus.TIME_LIMIT_EXCEEDED;
};

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (ms: number) => `${ms.toFixed(1).padStart(9)} ms`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const [api, dynamo, aws] = [await freePort(), await freePort(), await freePort()];
const stack = await startLocalStack({ ports: { api, dynamo, aws }, rootPassword: 'bench-root-pass', http: false, logLevel: 'silent', judge: { concurrency } });
try {
  const client = createClient(stack.app, stack.mailDir);
  const now = Date.now();
  const start = new Date(now - 60_000).toISOString();
  await stack.deps.db.put({
    ...contestKey(CID),
    ...contestIndex(start, CID),
    cid: CID,
    title: 'Bench contest',
    type: ContestType.ACM,
    auth: 0,
    startTime: start,
    endTime: new Date(now + 5 * 3600_000).toISOString(),
    duration: 5 * 3600 + 60,
    visible: true,
    openRank: true,
    uid: 'bench',
    author: 'bench',
    gmtCreate: start,
    gmtModified: start,
  });
  await stack.deps.db.put({ ...contestProblemKey(CID, 'A'), cid: CID, pid: 1000, displayId: 'A', displayTitle: 'A+B', color: '#e33' });

  const t0 = performance.now();
  const users = await Promise.all(Array.from({ length: CONTESTANTS }, (_, i) => client.register(`contestant${i}`)));
  console.log(`${CONTESTANTS} contestants registered their accounts in ${((performance.now() - t0) / 1000).toFixed(1)} s; judge concurrency ${concurrency}`);
  for (const { token } of users) {
    const reg = await client.call('POST', '/api/register-contest', { token, body: { cid: CID, password: '' } });
    if (reg.status === 404) break; // a build without contest registration: public contests take submissions directly
    if (reg.status !== 200) throw new Error(`register-contest: ${reg.body.msg}`);
  }

  // viewers polling the rank, and the no-database baseline read at the same rate
  const rankMs: number[] = [];
  const baseMs: number[] = [];
  let polling = true;
  const poll = (async () => {
    let i = 0;
    while (polling) {
      const viewer = users[i++ % users.length]!.token;
      const a = performance.now();
      const res = await client.call('POST', '/api/get-contest-rank', { token: viewer, body: { cid: CID, currentPage: 1, limit: 50 } });
      if (res.status === 200) rankMs.push(performance.now() - a);
      const b = performance.now();
      await client.call('GET', '/api/get-website-config');
      baseMs.push(performance.now() - b);
      await sleep(1000 / RANK_READS_PER_SECOND);
    }
  })();

  const submitted = new Map<number, { at: number; planned: Planned }>();
  const submit = async (token: string, planned: Planned) => {
    await client.call('GET', '/api/get-contest-problem-details', { token, query: { cid: CID, displayId: 'A' } });
    const at = performance.now();
    const res = await client.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'A', cid: CID, language: 'C++', code: CODE[planned] } });
    if (res.status !== 200) throw new Error(`submit: ${res.body.msg}`);
    submitted.set(res.body.data.submitId as number, { at, planned });
    return res.body.data.submitId as number;
  };
  const verdictMs = new Map<number, number>();
  const final = new Map<number, SubmissionItem>();
  const waitFinal = async (ids: number[]) => {
    for (;;) {
      for (const id of ids.filter((i) => !final.has(i))) {
        const s = SubmissionItem.parse(await stack.deps.db.get(submissionKey(id), true));
        if (![JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(s.status as 5)) {
          final.set(id, s);
          verdictMs.set(id, performance.now() - submitted.get(id)!.at);
        }
      }
      if (ids.every((i) => final.has(i))) return;
      await sleep(20);
    }
  };

  const burstStart = performance.now();
  const first = await Promise.all(users.map((u, i) => submit(u.token, firstTry(i))));
  await waitFinal(first);
  await sleep(3100); // the contest submit interval per user
  const retry = await Promise.all(users.flatMap((u, i) => (final.get(first[i]!)!.status === JudgeStatus.ACCEPTED ? [] : [submit(u.token, JudgeStatus.ACCEPTED)])));
  await waitFinal(retry);
  const lastVerdict = performance.now();
  const ids = [...submitted.keys()];

  // how long the board trails the last verdict: read until its totals equal the submissions'
  const accepted = new Set([...final.values()].filter((s) => s.status === JudgeStatus.ACCEPTED).map((s) => s.uid));
  let staleness = NaN;
  let board: AcmRankRow[] = [];
  for (const until = performance.now() + 30_000; performance.now() < until; await sleep(50)) {
    const res = await client.call('POST', '/api/get-contest-rank', { token: users[0]!.token, body: { cid: CID, currentPage: 1, limit: 300 } });
    const all: AcmRankRow[] = [];
    for (let page = 1; page <= Math.ceil(res.body.data.total / 300); page++) {
      all.push(...(await client.call('POST', '/api/get-contest-rank', { token: users[0]!.token, body: { cid: CID, currentPage: page, limit: 300 } })).body.data.records);
    }
    board = all.filter((r, i, rows) => rows.findIndex((x) => x.uid === r.uid) === i); // the viewer's own row is pinned first
    if (board.reduce((n, r) => n + r.total, 0) === ids.length && board.reduce((n, r) => n + r.ac, 0) === accepted.size) {
      staleness = performance.now() - lastVerdict;
      break;
    }
  }
  polling = false;
  await poll;

  // read again: a result's counters follow its verdict by milliseconds
  const settled = await Promise.all(ids.map(async (id) => SubmissionItem.parse(await stack.deps.db.get(submissionKey(id), true))));
  const mismatched = settled.filter((s) => s.countedStatus !== s.status || s.judgeVersion !== 0);
  const wrongVerdicts = [...final.entries()].filter(([id, s]) => s.status !== submitted.get(id)!.planned);
  const verdicts = [...verdictMs.values()];
  console.log(`burst: ${first.length} submissions at once, then ${retry.length} retries; ${ids.length} in all, judged in ${((lastVerdict - burstStart) / 1000).toFixed(1)} s`);
  console.log(`  submit to verdict              p50 ${fmt(percentile(verdicts, 50))}   p99 ${fmt(percentile(verdicts, 99))}`);
  console.log(`  rank read (${rankMs.length} reads)          p50 ${fmt(percentile(rankMs, 50))}   p99 ${fmt(percentile(rankMs, 99))}`);
  console.log(`  no-database read (baseline)    p50 ${fmt(percentile(baseMs, 50))}   p99 ${fmt(percentile(baseMs, 99))}   ratio p50 ${(percentile(rankMs, 50) / percentile(baseMs, 50)).toFixed(1)}x`);
  console.log(`  board trails the last verdict by ${Number.isNaN(staleness) ? 'more than 30 s (NOT caught up)' : `${(staleness / 1000).toFixed(1)} s`}`);
  console.log(
    `  counted once: ${mismatched.length === 0 ? 'yes' : `NO (${mismatched.length} submissions counted under another status or judged again)`}; verdicts as planned: ${ids.length - wrongVerdicts.length}/${ids.length}`,
  );
  console.log(`  board totals: ${board.reduce((n, r) => n + r.total, 0)} submissions and ${board.reduce((n, r) => n + r.ac, 0)} solvers, expected ${ids.length} and ${accepted.size}`);
  if (mismatched.length || Number.isNaN(staleness)) process.exitCode = 1;
} finally {
  await stack.stop();
}
