/**
 * `npm run bench:api`: the hot public reads of the local stack (DynamoDB Local, the S3/SQS emulator, the
 * API over HTTP) at a fixed arrival rate, each next to a baseline call that touches no database in the same
 * run. Prints p50/p99 latency, the ratio of p50 to the baseline's, and the DynamoDB calls per request.
 */
import { startLocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { freePort } from '../test/free-port.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const [api, dynamo, aws] = [await freePort(), await freePort(), await freePort()];
const stack = await startLocalStack({ ports: { api, dynamo, aws }, rootPassword: 'bench-root-pass', logLevel: 'silent' });
let dynamoCalls = 0;
stack.deps.db.doc.middlewareStack.add(
  (next) => (args) => {
    dynamoCalls++;
    return next(args);
  },
  { step: 'initialize', name: 'countCalls' },
);

/** Sends `RATE` requests a second for `SECONDS`, on schedule whatever the replies do (an open loop). */
const load = async (path: string, token?: string) => {
  const url = `${stack.apiUrl}${path}`;
  const headers = token ? { Authorization: token } : undefined;
  await (await fetch(url, { headers })).arrayBuffer(); // warm: the first call fills the caches
  const callsBefore = dynamoCalls;
  const n = RATE * SECONDS;
  const start = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const due = start + (i * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const sent = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      return performance.now() - sent;
    }),
  );
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), callsPerRequest: (dynamoCalls - callsBefore) / n };
};

/** DynamoDB calls per request when every request misses the cache (a query parameter of its own each). */
const uncachedCalls = async (path: string, token?: string) => {
  const before = dynamoCalls;
  const n = 20;
  for (let i = 0; i < n; i++) {
    await (await fetch(`${stack.apiUrl}${path}${path.includes('?') ? '&' : '?'}bench=${i}`, { headers: token ? { Authorization: token } : undefined })).arrayBuffer();
  }
  return (dynamoCalls - before) / n;
};

try {
  const client = createClient(stack.app, stack.mailDir);
  const token = await client.login('root', 'bench-root-pass');
  // no database: the other judges' contests with the outside fetch off
  const baselinePath = '/api/get-recent-other-contest';
  const rows: [string, string, string | undefined][] = [
    ['get-website-config', '/api/get-website-config', undefined],
    ['home-carousel', '/api/home-carousel', undefined],
    ['get-recent-contest', '/api/get-recent-contest', undefined],
    ['get-common-announcement', '/api/get-common-announcement', undefined],
    ['get-recent-seven-ac-rank', '/api/get-recent-seven-ac-rank', undefined],
    ['get-recent-seven-ac-rank (signed in)', '/api/get-recent-seven-ac-rank', token],
    ['get-last-week-submission-statistics', '/api/get-last-week-submission-statistics', undefined],
    ['get-recent-updated-problem', '/api/get-recent-updated-problem', undefined],
    ['get-rank-list (ACM)', '/api/get-rank-list?type=ACM&currentPage=1&limit=30', undefined],
    ['get-problem-list', '/api/get-problem-list?currentPage=1&limit=30', undefined],
    ['get-problem-list (signed in, with status)', '/api/get-problem-list?currentPage=1&limit=30', token],
    ['get-problem-tags-and-classification', '/api/get-problem-tags-and-classification', undefined],
  ];
  console.log(`hot public reads, ${RATE} req/s for ${SECONDS} s each, over HTTP to the local stack`);
  console.log('(db calls uncached: the same call when every request misses the public cache)');
  console.log(`${'call'.padEnd(44)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'p50/base'.padStart(10)}${'db calls/req'.padStart(14)}${'uncached'.padStart(10)}`);
  const fmt = (x: number, digits = 2) => x.toFixed(digits);
  for (const [label, path, as] of rows) {
    const base = await load(baselinePath);
    const r = await load(path, as);
    const line = (name: string, x: typeof r, ratio: string, uncached: string) =>
      console.log(`${name.padEnd(44)}${fmt(x.p50).padStart(9)}${fmt(x.p99).padStart(9)}${ratio.padStart(10)}${fmt(x.callsPerRequest).padStart(14)}${uncached.padStart(10)}`);
    line(`  baseline (${baselinePath.slice(5)})`, base, '1.00', '');
    line(label, r, fmt(r.p50 / base.p50), fmt(await uncachedCalls(path, as), 1));
  }
} finally {
  await stack.stop();
}
