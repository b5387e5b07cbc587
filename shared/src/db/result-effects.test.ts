import { describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '../enums.ts';
import { ProblemSummaryItem } from './items/problem.ts';
import { SubmissionItem } from './items/submission.ts';
import { UserItem } from './items/user.ts';
import { acDayKey, contestParticipantKey, groupRankRowKey, listCountShardKey, statsDayKey, counterShard, submissionKey, userDayKey, userKey, userProblemKey, type Key } from './keys.ts';
import { planResultEffects, siteCounted, type EffectInput, type EffectOp } from './result-effects.ts';

const AT = '2026-11-01T08:00:00.000Z';
const DAY = '2026-11-01';

const submission = (over: Record<string, unknown>) =>
  SubmissionItem.parse({ submitId: 41, uid: 'u1', username: 'ann', pid: 1000, displayPid: 'A', title: 'A+B', language: 'C++', length: 10, status: S.ACCEPTED, submitTime: AT, gmtModified: AT, ...over });

const input = (over: Record<string, unknown>, siteOpen: boolean): EffectInput => ({
  submission: submission(over),
  user: UserItem.parse({ uid: 'u1', username: 'ann', passwordHash: 'x', roleId: 1002, total: 3, ac: 1, gmtCreate: AT, gmtModified: AT }),
  userProblem: undefined,
  userProblemVersion: 0,
  problem: ProblemSummaryItem.parse({ pid: 1000, problemId: '1000', title: 'A+B', auth: 1, difficulty: 0, type: 0, gmtModified: AT }),
  siteOpen,
  timeZone: 'UTC',
});

const same = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;
const keyOf = (op: EffectOp) => (op.Update ? op.Update.Key : { pk: op.Put!.Item.pk as string, sk: op.Put!.Item.sk as string });
/** Which of the named items a plan writes. */
const written = (ops: EffectOp[], items: Record<string, Key>) => Object.keys(items).filter((name) => ops.some((op) => same(keyOf(op), items[name]!)));
const marker = (ops: EffectOp[]) => ops.find((op) => op.Update && same(op.Update.Key, submissionKey(41)))!.Update!.ExpressionAttributeValues!;

const CID = 7;
const ITEMS = {
  contestList: listCountShardKey(`SUBS#C#${CID}`, counterShard(41)),
  board: contestParticipantKey(CID, 'u1'),
  user: userKey('u1'),
  solved: userProblemKey('u1', 1000),
  heatmap: userDayKey('u1', DAY),
  stats: statsDayKey(DAY, counterShard(41)),
  sevenDayAc: acDayKey(DAY, 'u1'),
  groupRank: groupRankRowKey(3, 'u1'),
};
const LOCAL = ['contestList', 'board'];
/** The site items a first site count moves (the heatmap counts a submission once, on its first count). */
const SITE = ['user', 'solved', 'heatmap', 'stats', 'sevenDayAc'];
const SITE_AGAIN = SITE.filter((item) => item !== 'heatmap');

describe('planResultEffects: two ledgers', () => {
  // [case, submission fields, contest released, items written, site marker written]
  const table: [string, Record<string, unknown>, boolean, string[], number | null][] = [
    ['a contest AC before the release moves only the contest-local items', { cid: CID, countedStatus: S.PENDING, siteCountedStatus: S.PENDING }, false, LOCAL, S.PENDING],
    ['a first count before the release keeps the site ledger at nothing', { cid: CID }, false, LOCAL, null],
    ['the release moves only the site items of a result already on the board', { cid: CID, countedStatus: S.ACCEPTED, siteCountedStatus: null }, true, SITE, S.ACCEPTED],
    ['a result judged after the release moves both', { cid: CID, countedStatus: S.PENDING, siteCountedStatus: S.PENDING }, true, [...LOCAL, ...SITE_AGAIN], S.ACCEPTED],
    ['a rejudge after the release moves both ledgers from the old result', { cid: CID, countedStatus: S.WRONG_ANSWER, siteCountedStatus: S.WRONG_ANSWER }, true, [...LOCAL, ...SITE_AGAIN], S.ACCEPTED],
    ['a rejudge before the release (an admin reopened nothing) moves the board only', { cid: CID, countedStatus: S.WRONG_ANSWER, siteCountedStatus: null }, false, LOCAL, null],
    ['an item counted before the two ledgers reads its site ledger as countedStatus: nothing twice', { cid: CID, countedStatus: S.ACCEPTED, countedScore: null }, true, [], null],
    ['an old item rejudged before the release keeps its site ledger where it was', { cid: CID, countedStatus: S.WRONG_ANSWER, countedScore: null }, false, LOCAL, S.WRONG_ANSWER],
    ['a group contest AC reaches the group rank only with the release', { cid: CID, gid: 3, countedStatus: S.ACCEPTED, siteCountedStatus: null }, true, [...SITE, 'groupRank'], S.ACCEPTED],
    ['a group contest AC before the release leaves the group rank', { cid: CID, gid: 3, countedStatus: S.PENDING, siteCountedStatus: S.PENDING }, false, LOCAL, S.PENDING],
    ['a contest result already moved on both ledgers plans nothing', { cid: CID, countedStatus: S.ACCEPTED, siteCountedStatus: S.ACCEPTED }, true, [], null],
  ];
  it.each(table)('%s', (_, over, released, items, siteMarker) => {
    const ops = planResultEffects(input(over, released));
    expect(written(ops, ITEMS).sort()).toEqual([...items].sort());
    if (ops.length) expect(marker(ops)[':siteTo']).toBe(siteMarker);
  });

  it('outside contests both ledgers move together, whatever the flag says', () => {
    const ops = planResultEffects(input({ countedStatus: S.PENDING }, true));
    expect(written(ops, { user: userKey('u1'), main: listCountShardKey('SUBS#MAIN', counterShard(41)) })).toEqual(['user', 'main']);
    expect(marker(ops)).toMatchObject({ ':to': S.ACCEPTED, ':siteTo': S.ACCEPTED });
  });

  it('the site figures count the release once: the AC is added with its submission to the user and the day', () => {
    const ops = planResultEffects(input({ cid: CID, countedStatus: S.ACCEPTED, siteCountedStatus: null }, true));
    const user = ops.find((op) => op.Update && same(op.Update.Key, userKey('u1')))!.Update!.ExpressionAttributeValues!;
    expect([user[':t'], user[':a']]).toEqual([4, 2]);
    expect(written(ops, { heatmap: ITEMS.heatmap })).toEqual(['heatmap']);
  });

  it('every move is conditioned on the effects version read, so a plan made on an older read fails', () => {
    const ops = planResultEffects(input({ cid: CID, countedStatus: S.PENDING, siteCountedStatus: S.PENDING, effectsVersion: 4 }, false));
    const op = ops[0]!.Update!;
    expect(op.ConditionExpression).toContain('effectsVersion = :ev');
    expect(op.ExpressionAttributeValues).toMatchObject({ ':ev': 4, ':ev1': 5 });
  });

  it('reads a missing site marker as the local one', () => {
    expect(siteCounted(submission({ countedStatus: S.WRONG_ANSWER, countedScore: 0 }))).toEqual({ status: S.WRONG_ANSWER, score: 0 });
    expect(siteCounted(submission({ countedStatus: S.WRONG_ANSWER, siteCountedStatus: null }))).toEqual({ status: null, score: null });
  });
});
