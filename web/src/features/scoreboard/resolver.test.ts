import type { ScrollSubmission } from '@oj/shared';
import { JudgeStatus as S } from '@oj/shared/enums';
import { acmBoard } from '@oj/shared/domain/scoreboard';
import { describe, expect, it } from 'vitest';
import { defaultMedalCounts, initialState, isDone, isFinal, medalOf, nextStep, prepareReplay, type ResolverInput, type ResolverState } from './resolver.ts';

const START = Date.parse('2026-11-01T09:00:00Z');
const at = (minute: number) => new Date(START + minute * 60_000).toISOString();
const SEAL = 240;

let submitId = 0;
const run = (username: string, displayId: string, minute: number, status: number): ScrollSubmission => ({
  uid: `u-${username}`,
  username,
  nickname: null,
  realname: null,
  school: null,
  avatar: null,
  gender: null,
  submitId: ++submitId,
  status,
  submitTime: at(minute),
  displayId,
});

const input = (submissions: ScrollSubmission[], starUsernames: string[] = []): ResolverInput => ({
  startTime: at(0),
  sealRankTime: at(SEAL),
  problems: ['A', 'B', 'C'],
  starUsernames,
  submissions,
});

/** rank:username:solved/penalty-minutes for each row, top first. */
const board = (s: ResolverState) => s.rows.map((r) => `${r.rank}:${r.username}:${r.solved}/${r.penalty / 60}`);
const runAll = (i: ResolverInput) => {
  const replay = prepareReplay(i);
  let state = initialState(replay);
  const steps = [];
  while (!isDone(state)) {
    state = nextStep(replay, state);
    steps.push(state.last);
  }
  return { state, steps };
};

describe('the sealed board', () => {
  it('counts runs before the seal and shows later ones as pending; a compile error after the seal is no secret', () => {
    const state = initialState(
      prepareReplay(
        input([run('ann', 'A', 10, S.ACCEPTED), run('bob', 'A', 20, S.WRONG_ANSWER), run('bob', 'A', 250, S.ACCEPTED), run('bob', 'B', 260, S.COMPILE_ERROR), run('cat', 'C', 245, S.WRONG_ANSWER)]),
      ),
    );
    expect(board(state)).toEqual(['1:ann:1/10', '2:bob:0/0', '2:cat:0/0']);
    const bob = state.rows[1]!;
    expect(bob.problems.A).toMatchObject({ ac: false, tries: 1, pending: 1 });
    expect(bob.problems.B).toMatchObject({ ac: false, tries: 0, pending: 0 });
    // cat is the lowest row with hidden runs: nothing is final yet
    expect(state.cursor).toBe(2);
  });

  it('runs after a solve before the seal hide nothing; rows with nothing hidden at the bottom are final at once', () => {
    const state = initialState(prepareReplay(input([run('ann', 'A', 10, S.ACCEPTED), run('ann', 'A', 250, S.WRONG_ANSWER), run('bob', 'B', 250, S.ACCEPTED), run('cat', 'C', 30, S.WRONG_ANSWER)])));
    expect(board(state)).toEqual(['1:ann:1/10', '2:bob:0/0', '2:cat:0/0']);
    expect(state.rows[0]!.problems.A!.pending).toBe(0);
    expect(state.cursor).toBe(1);
    expect(isFinal(state, 2)).toBe(true);
    expect(isFinal(state, 1)).toBe(false);
  });
});

describe('revealing', () => {
  it('reveals the lowest hidden row one problem at a time in contest order; a solve moves the row up, a wrong try does not', () => {
    const replay = prepareReplay(
      input([
        run('ann', 'A', 10, S.ACCEPTED),
        run('ann', 'B', 20, S.ACCEPTED),
        run('bob', 'A', 30, S.ACCEPTED),
        run('cat', 'B', 245, S.WRONG_ANSWER),
        run('cat', 'A', 250, S.ACCEPTED),
        run('cat', 'B', 251, S.ACCEPTED),
        run('bob', 'C', 252, S.WRONG_ANSWER),
      ]),
    );
    let state = initialState(replay);
    expect(board(state)).toEqual(['1:ann:2/30', '2:bob:1/30', '3:cat:0/0']);
    expect(state.cursor).toBe(2);

    state = nextStep(replay, state);
    expect(state.last).toEqual({ uid: 'u-cat', displayId: 'A', from: 2, to: 2 });
    expect(board(state)).toEqual(['1:ann:2/30', '2:bob:1/30', '3:cat:1/250']);

    // B: a wrong try then a solve, 20 minutes of penalty: 250 + 251 + 20
    state = nextStep(replay, state);
    expect(state.last).toEqual({ uid: 'u-cat', displayId: 'B', from: 2, to: 1 });
    expect(board(state)).toEqual(['1:ann:2/30', '2:cat:2/521', '3:bob:1/30']);
    // bob moved down to the bottom but still hides C: he is next
    expect(state.cursor).toBe(2);

    state = nextStep(replay, state);
    expect(state.last).toEqual({ uid: 'u-bob', displayId: 'C', from: 2, to: 2 });
    expect(state.rows[2]!.problems.C).toMatchObject({ ac: false, tries: 1, pending: 0 });
    expect(isDone(state)).toBe(true);
    expect(nextStep(replay, state)).toBe(state);
  });

  it('ends on the live board of the shared rules: every hidden cell revealed once, no row ever moving down', () => {
    // a deterministic mix of verdicts over 12 users and 3 problems, about 40 percent of them after the seal
    const verdicts = [S.ACCEPTED, S.WRONG_ANSWER, S.TIME_LIMIT_EXCEEDED, S.COMPILE_ERROR, S.ACCEPTED, S.RUNTIME_ERROR, S.SYSTEM_ERROR];
    const subs: ScrollSubmission[] = [];
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let i = 0; i < 80; i++) subs.push(run(`user${next() % 12}`, 'ABC'[next() % 3]!, 150 + (next() % 150), verdicts[next() % verdicts.length]!));
    const i = input(subs, ['user3']);
    const { state, steps } = runAll(i);

    const live = acmBoard(
      { startTime: at(0), endTime: at(300), sealRank: false, sealRankTime: null, autoRealRank: true, oiScoreRule: 'Recent', starUsernames: ['user3'], unrankedUids: [], awardType: 0, awards: [] },
      subs.map((s) => ({ ...s, score: null, time: null, at: Date.parse(s.submitTime) })),
      { now: new Date(at(400)), live: true, containsEnd: false },
    );
    expect(state.rows).toEqual(live);
    expect(steps.length).toBe(new Set(steps.map((s) => `${s!.uid}/${s!.displayId}`)).size);
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.every((s) => s!.to <= s!.from)).toBe(true);
    expect(steps.some((s) => s!.to < s!.from)).toBe(true);
  });
});

describe('medals', () => {
  it('by rank bands of the given counts; ties share the better medal; stars and rows without a solve get none', () => {
    const counts = [1, 2, 3];
    const medals = [1, 2, 2, 3, 4, 6, 7].map((rank) => medalOf({ rank, solved: 1 }, counts));
    expect(medals).toEqual(['gold', 'silver', 'silver', 'silver', 'bronze', 'bronze', null]);
    expect(medalOf({ rank: -1, solved: 5 }, counts)).toBeNull();
    expect(medalOf({ rank: 1, solved: 0 }, counts)).toBeNull();
    expect(medalOf({ rank: 1, solved: 3 }, [0, 1, 1])).toBe('silver');
  });

  it('defaults to 10, 20 and 30 percent of the ranked participants, rounded down', () => {
    expect(defaultMedalCounts(0)).toEqual([0, 0, 0]);
    expect(defaultMedalCounts(9)).toEqual([0, 1, 2]);
    expect(defaultMedalCounts(57)).toEqual([5, 11, 17]);
  });

  it('a star user is revealed like everyone but keeps rank -1', () => {
    const { state } = runAll(input([run('ann', 'A', 10, S.ACCEPTED), run('star', 'A', 250, S.ACCEPTED)], ['star']));
    expect(board(state)).toEqual(['1:ann:1/10', '-1:star:1/250']);
    expect(state.rows.find((r) => r.username === 'star')!.rank).toBe(-1);
    expect(
      medalOf(
        state.rows.find((r) => r.username === 'star')!,
        [5, 5, 5],
      ),
    ).toBeNull();
  });
});
