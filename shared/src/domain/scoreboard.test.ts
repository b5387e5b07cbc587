import { describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '../enums.ts';
import { acmBoard, acmBoards, isSealed, oiBoard, oiBoards, type BoardContest, type BoardSubmission, type BoardView } from './scoreboard.ts';

const START = Date.parse('2026-11-01T09:00:00Z');
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
const contest = (over: Partial<BoardContest> = {}): BoardContest => ({
  startTime: at(0),
  endTime: at(300),
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  oiScoreRule: 'Recent',
  starUsernames: [],
  unrankedUids: [],
  awardType: 0,
  awards: [],
  ...over,
});
const view = (over: Partial<BoardView> = {}): BoardView => ({ now: new Date(at(400)), live: false, containsEnd: false, ...over });
const sub = (username: string, displayId: string, minute: number, status: number, score: number | null = null, time: number | null = null): BoardSubmission => ({
  uid: `u-${username}`,
  username,
  displayId,
  status,
  score,
  time,
  at: Date.parse(at(minute)),
});
const summary = (rows: { username: string; rank: number }[]) => rows.map((r) => `${r.rank}:${r.username}`);

describe('ACM board', () => {
  it('penalty: time to the accepted run plus 20 minutes per earlier wrong try; CE, SE, cancelled and partial do not count', () => {
    const [row] = acmBoard(
      contest(),
      [
        sub('ann', 'A', 5, S.COMPILE_ERROR),
        sub('ann', 'A', 10, S.WRONG_ANSWER),
        sub('ann', 'A', 12, S.SYSTEM_ERROR),
        sub('ann', 'A', 15, S.TIME_LIMIT_EXCEEDED),
        sub('ann', 'A', 30, S.ACCEPTED),
        sub('ann', 'A', 40, S.WRONG_ANSWER), // after the solve: ignored
        sub('ann', 'B', 50, S.PRESENTATION_ERROR),
      ],
      view(),
    );
    expect(row).toMatchObject({ solved: 1, total: 7, penalty: 30 * 60 + 2 * 20 * 60 });
    expect(row!.problems.A).toMatchObject({ ac: true, acTime: 1800, tries: 2 });
    expect(row!.problems.B).toMatchObject({ ac: false, tries: 1 });
  });

  it('sorts by solved then penalty; equal rows share a rank; first blood goes to every earliest solve', () => {
    const rows = acmBoard(
      contest(),
      [sub('ann', 'A', 10, S.ACCEPTED), sub('bob', 'A', 10, S.ACCEPTED), sub('cat', 'A', 20, S.ACCEPTED), sub('cat', 'B', 25, S.ACCEPTED), sub('dan', 'A', 9, S.WRONG_ANSWER)],
      view(),
    );
    expect(summary(rows)).toEqual(['1:cat', '2:ann', '2:bob', '4:dan']);
    expect(rows.filter((r) => r.problems.A?.firstBlood).map((r) => r.username)).toEqual(['ann', 'bob']);
    expect(rows[0]!.problems.B!.firstBlood).toBe(true);
  });

  it('leaves out submissions before the start, unranked users, and after-contest ones unless asked (then flagged)', () => {
    const c = contest({ unrankedUids: ['u-root'] });
    const subs = [sub('ann', 'A', -5, S.ACCEPTED), sub('root', 'A', 1, S.ACCEPTED), sub('bob', 'A', 310, S.ACCEPTED)];
    expect(summary(acmBoard(c, subs, view()))).toEqual([]);
    const withEnd = acmBoard(c, subs, view({ containsEnd: true }));
    expect(summary(withEnd)).toEqual(['1:bob']);
    expect(withEnd[0]!.problems.A).toMatchObject({ ac: true, isAfterContest: true, firstBlood: false });
  });

  it('seal: runs after the seal time show as pending tries, except to the live board and once the real rank is out', () => {
    const c = contest({ sealRank: true, sealRankTime: at(240), autoRealRank: true });
    const subs = [sub('ann', 'A', 100, S.ACCEPTED), sub('bob', 'A', 250, S.WRONG_ANSWER), sub('bob', 'A', 260, S.ACCEPTED)];
    const during = view({ now: new Date(at(270)) });
    expect(isSealed(c, during.now)).toBe(true);
    const sealed = acmBoard(c, subs, during);
    expect(sealed.find((r) => r.username === 'bob')!.problems.A).toMatchObject({ ac: false, tries: 0, pending: 2 });
    expect(acmBoard(c, subs, { ...during, live: true }).find((r) => r.username === 'bob')!.problems.A).toMatchObject({ ac: true, tries: 1 });
    expect(isSealed(c, new Date(at(301)))).toBe(false);
    expect(isSealed({ ...c, autoRealRank: false }, new Date(at(301)))).toBe(true);
    // sealed boards never show after-contest runs
    expect(acmBoard({ ...c, autoRealRank: false }, [sub('cat', 'A', 310, S.ACCEPTED)], view({ containsEnd: true }))).toEqual([]);
  });

  it('star users get rank -1 and no award, and do not move anyone else', () => {
    const rows = acmBoard(
      contest({ starUsernames: ['star'], awardType: 2, awards: [{ name: 'Gold', background: '#fff7cc', color: '#fc0', num: 1 }] }),
      [sub('star', 'A', 1, S.ACCEPTED), sub('ann', 'A', 10, S.ACCEPTED), sub('bob', 'A', 20, S.ACCEPTED)],
      view(),
    );
    expect(summary(rows)).toEqual(['-1:star', '1:ann', '2:bob']);
    expect(rows.map((r) => r.award?.name ?? null)).toEqual([null, 'Gold', null]);
  });

  it('awards by percentage of ranked rows (rounded down) or by count, to rows that solved, a tie taking the better award together', () => {
    const subs = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].flatMap((u, i) => (i < 8 ? [sub(u, 'A', i < 2 ? 10 : 10 + i, S.ACCEPTED)] : [sub(u, 'A', 5, S.WRONG_ANSWER)]));
    const awards = [
      { name: 'Gold', background: '#fff7cc', color: '#fc0', num: 10 },
      { name: 'Silver', background: '#eee', color: '#ccc', num: 20 },
      { name: 'Bronze', background: '#f4e0d0', color: '#c73', num: 30 },
    ];
    const byPercent = acmBoard(contest({ awardType: 1, awards }), subs, view());
    // 10 ranked rows: 1 gold (a and b tie, so both), 2 silver, 3 bronze; the two without a solve get none
    expect(byPercent.map((r) => `${r.username}:${r.award?.name ?? '-'}`)).toEqual(['a:Gold', 'b:Gold', 'c:Silver', 'd:Silver', 'e:Bronze', 'f:Bronze', 'g:Bronze', 'h:-', 'i:-', 'j:-']);
    const byCount = acmBoard(
      contest({
        awardType: 2,
        awards: [
          { name: 'Gold', background: '#fff7cc', color: '#fc0', num: 3 },
          { name: 'Silver', background: '#eee', color: '#ccc', num: 20 },
        ],
      }),
      subs,
      view(),
    );
    expect(byCount.filter((r) => r.award?.name === 'Gold').length).toBe(3);
    expect(byCount.filter((r) => r.award?.name === 'Silver').length).toBe(5); // only 8 rows solved
  });
});

describe('OI board', () => {
  const subs = [
    sub('ann', 'A', 10, S.ACCEPTED, 100, 120),
    sub('ann', 'B', 20, S.PARTIAL_ACCEPTED, 60, 300),
    sub('ann', 'B', 30, S.PARTIAL_ACCEPTED, 30, 300),
    sub('bob', 'A', 15, S.ACCEPTED, 100, 80),
    sub('bob', 'B', 25, S.PARTIAL_ACCEPTED, 30, 50),
    sub('cat', 'A', 5, S.WRONG_ANSWER, 0, 10),
  ];

  it('Recent takes the last run of each problem, Highest the best; ties go to the faster accepted runs', () => {
    const recent = oiBoard(contest({ oiScoreRule: 'Recent' }), subs, view());
    expect(recent.map((r) => [r.username, r.rank, r.totalScore, r.totalTime])).toEqual([
      ['bob', 1, 130, 80],
      ['ann', 2, 130, 120],
      ['cat', 3, 0, 0],
    ]);
    const highest = oiBoard(contest({ oiScoreRule: 'Highest' }), subs, view());
    expect(highest.map((r) => [r.username, r.totalScore])).toEqual([
      ['ann', 160],
      ['bob', 130],
      ['cat', 0],
    ]);
  });

  it('a sealed OI board counts only runs before the seal', () => {
    const c = contest({ sealRank: true, sealRankTime: at(22), oiScoreRule: 'Recent' });
    const rows = oiBoard(c, subs, view({ now: new Date(at(100)) }));
    expect(rows.find((r) => r.username === 'ann')).toMatchObject({ totalScore: 160, problems: { B: { score: 60, pending: 1 } } });
  });
});

describe('several boards in one pass', () => {
  /** A fixed pseudo-random sequence (mulberry32). */
  const randomFrom = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const VERDICTS = Object.values(S);

  it('counts each view as if it were counted alone (seeded random contests, submissions in any order)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = randomFrom(seed);
      const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
      const users = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'root'].slice(0, 1 + Math.floor(random() * 8));
      const subs = Array.from({ length: Math.floor(random() * 200) }, () =>
        sub(
          pick(users),
          pick(['A', 'B', 'C', 'A1', 'A10']),
          Math.floor(random() * 420) - 30,
          pick(VERDICTS),
          random() < 0.2 ? null : Math.floor(random() * 101),
          random() < 0.2 ? null : Math.floor(random() * 900),
        ),
      );
      const c = contest({
        sealRank: true,
        sealRankTime: at(Math.floor(random() * 300)),
        autoRealRank: random() < 0.5,
        oiScoreRule: pick(['Recent', 'Highest'] as const),
        starUsernames: users.filter(() => random() < 0.2),
        unrankedUids: ['u-root'],
        awardType: pick([0, 1, 2] as const),
        awards: [{ name: 'Gold', background: '#fff7cc', color: '#fc0', num: 20 }],
      });
      const now = new Date(at(pick([100, 250, 299, 310])));
      const views = [view({ now, live: true }), view({ now, live: true, containsEnd: true }), view({ now }), view({ now, containsEnd: true })];
      expect(acmBoards(c, subs, views)).toEqual(views.map((v) => acmBoard(c, subs, v)));
      expect(oiBoards(c, subs, views)).toEqual(views.map((v) => oiBoard(c, subs, v)));
    }
  });
});
