import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContestType, JudgeStatus, Role } from '@oj/shared';
import { ContestItem } from '@oj/shared/db/items/contest';
import { participantEntryField } from '@oj/shared/db/keys';
import { participantRowsAsStored } from '../data/contests.ts';
import { boardInputOf } from './board-input.ts';
import { buildSnapshots } from './snapshots.ts';

/** A fixed pseudo-random sequence (mulberry32). */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};

const START = Date.parse('2026-11-01T09:00:00Z');
const MINUTES = 300;
const minute = (m: number) => new Date(START + m * 60_000);
const VERDICTS = Object.values(JudgeStatus);

/**
 * A random contest as the board builder reads it: its settings, its participant items (with the super admin's and
 * the creator's rows, star users, submissions before the start and after the end, in-progress and uncounted verdicts,
 * equal submit times) and its current problems (some submitted-to problems removed since).
 */
const randomContest = (seed: number) => {
  const random = randomFrom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const users = 1 + Math.floor(random() * 40);
  const problems = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'A1', 'A10', 'A2'].slice(0, 1 + Math.floor(random() * 11));
  const items: Record<string, unknown>[] = Array.from({ length: users }, (_, u) => ({
    cid: 1,
    uid: `u${u}`,
    username: `user${u}`,
    roleId: u === 1 ? Role.ROOT : Role.USER,
    nickname: `Nick ${u}`,
    realname: random() < 0.5 ? `Real ${u}` : null,
    school: null,
    avatar: null,
    gender: 'secrecy',
    registered: true,
  }));
  const submissions = Math.floor(random() * 600);
  for (let id = 1; id <= submissions; id++) {
    items[Math.floor(random() * users)]![participantEntryField(id)] = {
      d: pick(problems),
      st: pick(VERDICTS),
      sc: random() < 0.2 ? null : Math.floor(random() * 101),
      t: random() < 0.2 ? null : Math.floor(random() * 1000),
      // whole minutes, so equal times happen
      at: minute(Math.floor((random() * 1.4 - 0.1) * MINUTES)).getTime(),
    };
  }
  const awardType = pick([0, 1, 2]);
  const sealRank = random() < 0.7;
  const contest = ContestItem.parse({
    cid: 1,
    title: 'Random',
    type: pick([ContestType.ACM, ContestType.OI]),
    auth: 0,
    startTime: minute(0).toISOString(),
    endTime: minute(MINUTES).toISOString(),
    duration: MINUTES * 60,
    visible: true,
    uid: pick(['u0', 'someone-else']),
    author: 'user0',
    sealRank,
    sealRankTime: sealRank ? minute(Math.floor(random() * MINUTES * 1.1)).toISOString() : null,
    autoRealRank: random() < 0.5,
    oiRankScoreType: pick(['Recent', 'Highest']),
    allowEndSubmit: true,
    starAccount: items.filter(() => random() < 0.1).map((i) => String(i.username)),
    awardType,
    awardConfigList: [
      { priority: 2, name: 'Silver', background: '#eee', color: '#ccc', num: awardType === 1 ? 20 : 3 },
      { priority: 1, name: 'Gold', background: '#fff7cc', color: '#fc0', num: awardType === 1 ? 10 : 1 },
    ],
    gmtCreate: minute(-60).toISOString(),
    gmtModified: minute(-60).toISOString(),
  });
  return { contest, items, displayIds: problems.filter(() => random() < 0.9) };
};

/** JSON with every object's keys sorted: the boards' content, whatever order their cells were keyed in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));

/** Before the start, running, inside the seal, just before the end, after it, long after. */
const MOMENTS = [-10, 100, 250, 290, 299, 310, 500];

describe('board rebuild', () => {
  it('writes exactly the snapshots the per-variant computation it replaced wrote (60 seeded random contests, 7 moments each)', () => {
    const digest = createHash('sha256');
    for (let seed = 1; seed <= 60; seed++) {
      const { contest, items, displayIds } = randomContest(seed);
      for (const m of MOMENTS) digest.update(canonical(buildSnapshots(boardInputOf(contest, participantRowsAsStored(items), displayIds), minute(m))));
    }
    // computed by the rebuild of commit 63bbf71, which counted each variant in a pass of its own over
    // submissions in time order; a change of board rules changes it (check the boards, then update it)
    expect(digest.digest('hex')).toBe('2a08d5745497e66076e09da5085b1ab004114faf990f2bd6f955f4ca9950842e');
  });
});
