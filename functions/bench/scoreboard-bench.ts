/**
 * `npm run bench:scoreboard`: the board rebuild of a contest with 10,000 participants x 15 problems x 200,000
 * submissions, ACM and OI, exactly as the board builder runs it (participant items in, snapshot rows in the
 * reference's shapes out), next to the baseline of merely parsing the same participant items from JSON (what
 * reading them costs before any board logic). Prints each snapshot's size (raw and gzipped, as stored), what writing
 * them costs on top, and what a rebuild costs per verdict when a burst keeps the board rebuilding every few seconds.
 */
import { gzipSync } from 'node:zlib';
import { ContestType, JudgeStatus, type BoardSnapshot } from '@oj/shared';
import { BOARD_REBUILD_DELAY_SECONDS } from '@oj/shared/db/board-queue';
import { ContestItem } from '@oj/shared/db/items/contest';
import { participantEntryField } from '@oj/shared/db/keys';
import { pagePart } from '@oj/shared/domain/published-board';
import { boardInputOf } from '../src/boards/board-input.ts';
import { publicBoardParts, storedBody } from '../src/boards/board-store.ts';
import { shownRows } from '../src/boards/real-names.ts';
import { participantRowsAsStored } from '../src/data/contests.ts';
import { buildSnapshots } from '../src/boards/snapshots.ts';

const PARTICIPANTS = 10_000;
const PROBLEMS = 15;
const PROBLEM_IDS = Array.from({ length: PROBLEMS }, (_, i) => String.fromCharCode(65 + i));
const SUBMISSIONS = 200_000;
/** The burst the judge fleet is sized for (infra/README.md "Sizing the fleet"). */
const VERDICTS_PER_MINUTE = 800;
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
const STATUSES = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
];

/** Participant items as the Query returns them: profile fields plus one `e<submitId>` entry per submission. */
const items: Record<string, unknown>[] = Array.from({ length: PARTICIPANTS }, (_, u) => ({
  cid: 1,
  uid: `u${u}`,
  username: `user${u}`,
  roleId: 1002,
  nickname: `Nick ${u}`,
  realname: `Real Name ${u}`,
  school: `School ${u % 300}`,
  avatar: null,
  gender: 'secrecy',
  registered: true,
}));
for (let id = 1; id <= SUBMISSIONS; id++) {
  const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
  items[Math.floor(random() * PARTICIPANTS)]![participantEntryField(id)] = {
    d: String.fromCharCode(65 + Math.floor(random() * PROBLEMS)),
    st: status,
    sc: status === JudgeStatus.ACCEPTED ? 100 : status === JudgeStatus.PARTIAL_ACCEPTED ? Math.floor(random() * 100) : 0,
    t: Math.floor(random() * 1000),
    at: START + Math.floor(random() * HOURS * 3600_000),
  };
}

const contest = (type: number) =>
  ContestItem.parse({
    cid: 1,
    title: 'Bench',
    type,
    auth: 0,
    startTime: new Date(START).toISOString(),
    endTime: new Date(START + HOURS * 3600_000).toISOString(),
    duration: HOURS * 3600,
    visible: true,
    uid: 'u0',
    author: 'user0',
    sealRank: true,
    sealRankTime: new Date(START + (HOURS - 1) * 3600_000).toISOString(),
    oiRankScoreType: 'Highest',
    starAccount: ['user1', 'user2'],
    awardType: 1,
    awardConfigList: [
      { priority: 1, name: 'Gold', background: '#fff7cc', color: '#fc0', num: 10 },
      { priority: 2, name: 'Silver', background: '#eee', color: '#ccc', num: 20 },
      { priority: 3, name: 'Bronze', background: '#f4e0d0', color: '#c73', num: 30 },
    ],
    gmtCreate: new Date(START).toISOString(),
    gmtModified: new Date(START).toISOString(),
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

/** Bytes on the wire as CloudFront sends JSON: gzip (its default level). */
const gz = (body: string) => gzipSync(body).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What one view of the published outside board moves (gzipped bodies; a part unchanged since the viewer's last read is
 * a 304 without a body): the board published whole before, next to its parts, an index and the page shown, plus a
 * locator and a page per pinned user on another page.
 */
const printViewBytes = (c: ContestItem, board: BoardSnapshot) => {
  const visitors = { ...board, rows: shownRows(c, false, board.rows) };
  const whole = gz(JSON.stringify(visitors));
  const { index, bodies } = publicBoardParts(visitors);
  const pages = Object.keys(index.parts).filter((p) => p.startsWith('page-'));
  const largest = (names: readonly string[]) => Math.max(...names.map((p) => gz(bodies.get(p)!)));
  const indexBytes = gz(JSON.stringify(index));
  const page = largest(pages);
  const locator = largest(Object.keys(index.parts).filter((p) => !p.startsWith('page-')));
  const view = indexBytes + gz(bodies.get(pagePart(0))!);
  const pinned = view + locator + page;
  console.log(`      one view of the published board (${board.rows.length} rows, ${pages.length} pages of 50, ${Object.keys(index.parts).length - pages.length} locators):`);
  console.log(`        whole snapshot, as published before       ${kb(whole).padStart(9)}   (baseline)`);
  console.log(`        index + first page                        ${kb(view).padStart(9)}   ratio ${(view / whole).toFixed(3)}   (index ${kb(indexBytes)}, largest page ${kb(page)})`);
  console.log(`        index + page + one pinned user elsewhere  ${kb(pinned).padStart(9)}   ratio ${(pinned / whole).toFixed(3)}   (largest locator ${kb(locator)})`);
  console.log(`        a refresh with nothing rebuilt             ${kb(0).padStart(9)}   (each part a 304 without a body)`);
};

/**
 * What the publisher writes when the board is rebuilt a few seconds later with a burst's verdicts more: the parts whose
 * content changed (S3 PUTs), out of all of them.
 */
const printRewrittenParts = (type: number, now: Date, before: BoardSnapshot) => {
  const more = items.map((item) => ({ ...item }));
  for (let i = 1; i <= verdictsPerRebuild; i++) {
    const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
    const at = now.getTime() - Math.floor(random() * BOARD_REBUILD_DELAY_SECONDS * 1000);
    more[Math.floor(random() * PARTICIPANTS)]![participantEntryField(SUBMISSIONS + i)] = { d: 'A', st: status, sc: status === JudgeStatus.ACCEPTED ? 100 : 0, t: 10, at };
  }
  const later = new Date(now.getTime() + BOARD_REBUILD_DELAY_SECONDS * 1000);
  const after = buildSnapshots(boardInputOf(contest(type), participantRowsAsStored(more), PROBLEM_IDS), later).boards.find((b) => b.variant === before.variant)!;
  const [old, next] = [before, after].map((b) => publicBoardParts({ ...b, rows: shownRows(contest(type), false, b.rows) }).index.parts);
  const changed = Object.keys(next!).filter((part) => next![part] !== old![part]).length;
  console.log(`      the next rebuild, ${verdictsPerRebuild} verdicts later, rewrites ${changed} of ${Object.keys(next!).length} published parts (S3 PUTs) and the index`);
};

const stored = JSON.stringify(items);
const baseline = median(() => JSON.parse(stored));
const verdictsPerRebuild = (VERDICTS_PER_MINUTE / 60) * BOARD_REBUILD_DELAY_SECONDS;
/** Two moments of the contest: before the seal one board is computed; inside the seal, the live and the sealed. */
const PHASES = [
  ['running', new Date(START + 2 * 3600_000)],
  ['sealed', new Date(START + HOURS * 3600_000 - 1000)],
] as const;
console.log(`${PARTICIPANTS} participants x ${PROBLEMS} problems x ${SUBMISSIONS} submissions, median of 5`);
console.log(`  parse the participant items (baseline)        ${baseline.toFixed(1).padStart(8)} ms   ${(stored.length / 1e6).toFixed(1)} MB of JSON`);
for (const [name, type] of [
  ['ACM', ContestType.ACM],
  ['OI', ContestType.OI],
] as const) {
  for (const [phase, now] of PHASES) {
    let out: ReturnType<typeof buildSnapshots> | undefined;
    const ms = median(() => (out = buildSnapshots(boardInputOf(contest(type), participantRowsAsStored(items), PROBLEM_IDS), now)));
    console.log(
      `  ${name.padEnd(3)} full rebuild, ${phase.padEnd(7)} (${out!.boards.map((b) => b.variant).join(', ')})`.padEnd(46) +
        `${ms.toFixed(1).padStart(8)} ms   ratio ${(ms / baseline).toFixed(2)}   per verdict at ${VERDICTS_PER_MINUTE}/min (${verdictsPerRebuild} verdicts per rebuild): ${(ms / verdictsPerRebuild).toFixed(1)} ms`,
    );
    if (phase !== 'sealed') {
      printRewrittenParts(
        type,
        now,
        out!.boards.find((b) => b.variant === 'live')!,
      );
      continue;
    }
    for (const board of out!.boards) {
      console.log(
        `      ${board.variant.padEnd(8)} snapshot ${(JSON.stringify(board).length / 1e6).toFixed(1).padStart(5)} MB, gzipped as stored ${(storedBody(board).length / 1e6).toFixed(2)} MB, ${board.rows.length} rows`,
      );
    }
    const written = median(() => out!.boards.map(storedBody), 3);
    console.log(`      then writing them (JSON, gzip as stored) takes ${written.toFixed(1)} ms more`);
    printViewBytes(
      contest(type),
      out!.boards.find((b) => b.variant === 'sealed')!,
    );
  }
}
console.log("  each verdict itself only sets one entry of its author's participant item, inside the result transaction it already writes");
