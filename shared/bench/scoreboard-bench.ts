/**
 * `npm run bench:scoreboard`: a full rebuild of ACM and OI boards for 10,000 participants x 15 problems x
 * 200,000 submissions, next to the baseline of merely parsing the same records from JSON (what reading them
 * costs before any board logic), and the size of each snapshot.
 */
import { JudgeStatus } from '../src/enums.ts';
import { acmBoard, oiBoard, type BoardContest, type BoardSubmission } from '../src/domain/scoreboard.ts';

const PARTICIPANTS = 10_000;
const PROBLEMS = 15;
const SUBMISSIONS = 200_000;
const START = Date.parse('2026-11-01T09:00:00Z');
const HOURS = 5;

// a fixed pseudo-random sequence (mulberry32), so runs compare
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const STATUSES = [JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.COMPILE_ERROR, JudgeStatus.RUNTIME_ERROR, JudgeStatus.PARTIAL_ACCEPTED];
const submissions: BoardSubmission[] = Array.from({ length: SUBMISSIONS }, () => {
  const user = Math.floor(random() * PARTICIPANTS);
  const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
  return {
    uid: `u${user}`,
    username: `user${user}`,
    displayId: String.fromCharCode(65 + Math.floor(random() * PROBLEMS)),
    status,
    score: status === JudgeStatus.ACCEPTED ? 100 : status === JudgeStatus.PARTIAL_ACCEPTED ? Math.floor(random() * 100) : 0,
    time: Math.floor(random() * 1000),
    submitTime: new Date(START + Math.floor(random() * HOURS * 3600_000)).toISOString(),
  };
});
const contest = (): BoardContest => ({
  startTime: new Date(START).toISOString(),
  endTime: new Date(START + HOURS * 3600_000).toISOString(),
  sealRank: true,
  sealRankTime: new Date(START + (HOURS - 1) * 3600_000).toISOString(),
  autoRealRank: true,
  oiScoreRule: 'Highest',
  starUsernames: ['user1', 'user2'],
  unrankedUids: ['u0'],
  awardType: 1,
  awards: [
    { name: 'Gold', background: '#fff7cc', color: '#fc0', num: 10 },
    { name: 'Silver', background: '#eee', color: '#ccc', num: 20 },
    { name: 'Bronze', background: '#f4e0d0', color: '#c73', num: 30 },
  ],
});

const median = (f: () => unknown, runs = 5) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};
const records = JSON.stringify(submissions);
const baseline = median(() => JSON.parse(records));
const now = new Date(START + HOURS * 3600_000 - 1000);
console.log(`${PARTICIPANTS} participants x ${PROBLEMS} problems x ${SUBMISSIONS} submissions, median of 5`);
console.log(`  parse the records (baseline)  ${baseline.toFixed(1).padStart(8)} ms   ${(records.length / 1e6).toFixed(1)} MB of JSON`);
for (const type of ['ACM', 'OI'] as const) {
  const build = type === 'ACM' ? acmBoard : oiBoard;
  for (const live of [false, true]) {
    let rows: unknown[] = [];
    const ms = median(() => (rows = build(contest(), submissions, { now, live, containsEnd: false })));
    const bytes = JSON.stringify(rows).length;
    console.log(`  ${type} ${live ? 'live  ' : 'sealed'} full rebuild     ${ms.toFixed(1).padStart(8)} ms   ratio ${(ms / baseline).toFixed(2)}   snapshot ${(bytes / 1e6).toFixed(1)} MB, ${rows.length} rows`);
  }
}
