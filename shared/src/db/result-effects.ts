/**
 * Everything a submission's result moves besides the submission itself: list totals, the problem's verdict
 * counts, the author's solved set, totals and rankings, the heatmap, the daily statistics and the 7-day AC
 * ranking. ARCHITECTURE.md decision 4 wants each result counted exactly once although the judge is
 * at-least-once, and these counters kept out of the submission write.
 *
 * The submission records which status its effects reflect (`countedStatus`). Applying moves every counter
 * from that status to the current one in ONE transaction that also advances `countedStatus`, on the
 * condition that it is still what was read. So applying twice is a no-op, a crash before applying is
 * repaired by the next apply (the worker's retry, or the API after a rejudge), and a rejudge, a cancel or a
 * manual judge simply moves the counters from the old result to the new one.
 *
 * Two ledgers, so that a sealed contest result reaches no site-wide figure before the seal lifts (issue 22):
 * - the local one (`countedStatus`): the lists the submission is in and their totals, its set's row (a contest's
 *   scoreboard entry, a training's or an exam's rank row). It always moves at once;
 * - the site one (`siteCountedStatus`): the author's totals, solved set and global ranks, the heatmap day, the daily
 *   statistics, the 7-day AC ranking and the group rank. Outside contests it moves with the local one. A contest
 *   submission moves it only once the contest's results are released (`resultsReleasedAt` on the contest, set when its
 *   board opens after the end: functions/src/boards/release-results.ts, which then re-applies every submission of
 *   the contest). The flag is read after the submission, so an apply that still saw it unset and commits after the
 *   release's re-apply fails on `effectsVersion` and plans again.
 * A submission counted before the site ledger existed has no `siteCountedStatus`: both ledgers equal `countedStatus`.
 */
import { calendarDay } from '../calendar.ts';
import { examScore, tallyExam, type ExamEntry } from '../domain/exam.ts';
import { tallyTraining, type TrainingEntry } from '../domain/training-rank.ts';
import { IN_PROGRESS_STATUSES, JudgeStatus } from '../enums.ts';
import { ProblemSummaryItem, UserProblemItem } from './items/problem.ts';
import { SubmissionItem } from './items/submission.ts';
import { UserItem } from './items/user.ts';
import {
  acDayKey,
  acmRankIndex,
  contestKey,
  contestParticipantKey,
  counterShard,
  examParticipantKey,
  groupProblemCountsKey,
  groupRankRowKey,
  groupUserProblemKey,
  listCountShardKey,
  oiRankIndex,
  PARTICIPANT_ENTRY_FIELD,
  participantEntryField,
  problemCountsKey,
  problemKey,
  statsDayKey,
  submissionKey,
  submissionListPartition,
  trainingParticipantKey,
  userDayKey,
  userKey,
  userProblemKey,
  userSubmissionCountKey,
  type Key,
} from './keys.ts';
import { setFields } from './set-fields.ts';

/** One operation of a DynamoDB TransactWriteItems call, without the table name (the store adds it). */
export interface EffectOp {
  Update?: {
    Key: Key;
    UpdateExpression: string;
    ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
  Put?: { Item: Record<string, unknown>; ConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> };
}

/** The operations as TransactWriteItems entries of one table. */
export function transactItemsOf(ops: readonly EffectOp[], tableName: string) {
  return ops.map((op) => (op.Update ? { Update: { TableName: tableName, ...op.Update } } : { Put: { TableName: tableName, ...op.Put! } }));
}

/** The two table operations applying needs; both packages that judge or change results provide them. */
export interface EffectStore {
  get(key: Key): Promise<Record<string, unknown> | undefined>;
  transact(ops: EffectOp[]): Promise<void>;
  /** A lost race (a failed condition, a conflicting transaction): worth reading again and retrying. */
  isRace(err: unknown): boolean;
  /** Called once a contest submission's move is written: the contest's scoreboard needs a rebuild. */
  boardChanged(cid: number): Promise<void>;
}

/** The field of a problem's verdict counts each status moves (contest problem tallies use the same). */
export type VerdictCountField = 'ac' | 'wa' | 'tle' | 'mle' | 're' | 'pe' | 'ce' | 'se' | 'pa';
export const PROBLEM_COUNT_FIELDS: Partial<Record<number, VerdictCountField>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

/** `s-1`-style attribute names for per-status list totals. */
export function statusCountField(status: number) {
  return `s${status}`;
}

/** The status a submission is counted under: the in-progress ones (Pending, Compiling, Judging) are one. */
export function countedAs<S extends number | null>(status: S): S {
  return (IN_PROGRESS_STATUSES as readonly (number | null)[]).includes(status) ? (JudgeStatus.PENDING as S) : status;
}

type Deltas = Map<string, number>;
const add = (d: Deltas, field: string, n: number) => n && d.set(field, (d.get(field) ?? 0) + n);

/** ADD expression for a set of numeric deltas (fields with a zero delta are left out). */
const addUpdate = (key: Key, deltas: Deltas, extra: Record<string, unknown> = {}): EffectOp | undefined => {
  const entries = [...deltas].filter(([, n]) => n !== 0);
  if (!entries.length) return undefined;
  const names = Object.fromEntries(entries.map(([f], i) => [`#a${i}`, f]));
  const values = Object.fromEntries(entries.map(([, n], i) => [`:a${i}`, n]));
  const sets = Object.keys(extra);
  return {
    Update: {
      Key: key,
      UpdateExpression: `ADD ${entries.map((_, i) => `#a${i} :a${i}`).join(', ')}${sets.length ? ` SET ${sets.map((_, i) => `#e${i} = :e${i}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: { ...names, ...Object.fromEntries(sets.map((f, i) => [`#e${i}`, f])) },
      ExpressionAttributeValues: { ...values, ...Object.fromEntries(sets.map((f, i) => [`:e${i}`, extra[f]])) },
    },
  };
};

export interface EffectInput {
  submission: SubmissionItem;
  user: UserItem;
  userProblem: ReturnType<typeof UserProblemItem.parse> | undefined;
  userProblemVersion: number;
  problem: ReturnType<typeof ProblemSummaryItem.parse>;
  /** For a submission made in a training or an exam: the author's row there as read (undefined if none yet). */
  setRow?: Record<string, unknown> | undefined;
  /** For a submission in a group: the author's item of that problem in the group's rank as read (undefined if none yet). */
  groupProblem?: Record<string, unknown> | undefined;
  /** Whether the site ledger may move: always outside contests, in a contest once its results are released. */
  siteOpen: boolean;
  timeZone: string;
}

/** A status and score some ledger reflects. */
interface Counted {
  status: number | null;
  score: number | null;
}

/** What the site-wide figures reflect of a submission (one counted before the two ledgers: what the local one does). */
export function siteCounted(s: SubmissionItem): Counted {
  return s.siteCountedStatus === undefined ? { status: s.countedStatus, score: s.countedScore } : { status: s.siteCountedStatus, score: s.siteCountedScore ?? null };
}

const movesFrom = (counted: Counted, s: SubmissionItem) => countedAs(counted.status) !== countedAs(s.status) || counted.score !== s.score;

/** Deltas of one ledger's move: from its counted result to the submission's current one. */
const moveOf = (counted: Counted, s: SubmissionItem) => {
  const from = countedAs(counted.status);
  const to = countedAs(s.status);
  return { from, to, isNew: counted.status === null, acDelta: (to === JudgeStatus.ACCEPTED ? 1 : 0) - (from === JudgeStatus.ACCEPTED ? 1 : 0) };
};

/** The fields of a problem set's participant row that ranks show, from the user (registration writes them too). */
export function rowProfile(user: UserItem) {
  return {
    uid: user.uid,
    username: user.username,
    roleId: user.roleId,
    nickname: user.nickname,
    realname: user.realname,
    school: user.school,
    avatar: user.avatar,
    gender: user.gender,
  };
}

/** A contest participant item's profile fields. */
export function participantProfile(cid: number, user: UserItem) {
  return { cid, ...rowProfile(user) };
}

/**
 * A contest submission's entry on its author's scoreboard row, written in the same transaction as the rest,
 * so the row moves exactly once per counted result (a rejudge overwrites the entry). The profile fields the
 * board shows are refreshed with it.
 */
const participantEntry = (s: SubmissionItem, user: UserItem): EffectOp => ({
  Update: {
    Key: contestParticipantKey(s.cid, s.uid),
    ...setFields({
      [participantEntryField(s.submitId)]: { d: s.displayPid, st: s.status, sc: s.score, t: s.time, at: Date.parse(s.submitTime) },
      ...participantProfile(s.cid, user),
    }),
  },
});

/** The counted submissions stored on a set's participant row, by submission id. */
export function rowEntries<E>(row: Record<string, unknown>) {
  return new Map(Object.entries(row).flatMap(([field, value]) => (PARTICIPANT_ENTRY_FIELD.test(field) ? [[Number(field.slice(1)), value as E] as const] : [])));
}

/**
 * A submission's entry on its author's row in a training or an exam, and the row's rank tally folded again from all
 * its entries, in the same transaction as the rest: the tally moves exactly once per counted result (a rejudge
 * overwrites the entry and refolds). The row's version guards against a concurrent rewrite of the same row.
 */
const talliedRowEntry = <E>(key: Key, submitId: number, entry: E, row: Record<string, unknown> | undefined, rowFields: (entries: Map<number, E>) => Record<string, unknown>): EffectOp => {
  const entries = rowEntries<E>(row ?? {});
  entries.set(submitId, entry);
  const version = Number(row?.v ?? 0);
  return {
    Update: {
      Key: key,
      ...setFields({ [participantEntryField(submitId)]: entry, ...rowFields(entries), v: version + 1 }, { values: version === 0 ? {} : { ':v0': version } }),
      ConditionExpression: version === 0 ? 'attribute_not_exists(v)' : 'v = :v0',
    },
  };
};

const trainingEntry = (s: SubmissionItem & { tid: number }, user: UserItem, row: Record<string, unknown> | undefined): EffectOp =>
  talliedRowEntry<TrainingEntry>(trainingParticipantKey(s.tid, s.uid), s.submitId, { p: s.pid, st: s.status, t: s.time }, row, (entries) => ({
    tid: s.tid,
    ...rowProfile(user),
    ...tallyTraining(entries),
  }));

/** An exam submission's entry scores what the exam counts for it (domain/exam.ts examScore). */
const examEntry = (s: SubmissionItem & { eid: number }, user: UserItem, problemType: number, row: Record<string, unknown> | undefined): EffectOp =>
  talliedRowEntry<ExamEntry>(examParticipantKey(s.eid, s.uid), s.submitId, { p: s.pid, st: s.status, sc: examScore(problemType, s.status, s.score) }, row, (entries) => ({
    eid: s.eid,
    ...rowProfile(user),
    ...tallyExam(entries),
  }));

/**
 * A group submission's move on the group rank (the reference's group rank: accepted problems and submissions over the
 * group's submissions, the score over the best OI rank score of each problem outside contests). The author's item of
 * the problem keeps the accepted count and the best score under its version; the author's row takes the deltas, so
 * concurrent results of other problems add up.
 */
const groupRankEffects = (s: SubmissionItem & { gid: number }, isNew: boolean, acDelta: number, item: Record<string, unknown> | undefined): (EffectOp | undefined)[] => {
  const version = Number(item?.v ?? 0);
  const acBefore = Number(item?.acCount ?? 0);
  const bestBefore = Number(item?.bestScore ?? 0);
  const acCount = Math.max(0, acBefore + acDelta);
  const bestScore = s.cid === 0 ? Math.max(bestBefore, s.oiRankScore ?? 0) : bestBefore;
  const rowDeltas: Deltas = new Map();
  add(rowDeltas, 'total', isNew ? 1 : 0);
  add(rowDeltas, 'ac', (acCount > 0 ? 1 : 0) - (acBefore > 0 ? 1 : 0));
  add(rowDeltas, 'score', bestScore - bestBefore);
  return [
    {
      Put: {
        Item: { ...groupUserProblemKey(s.gid, s.uid, s.pid), gid: s.gid, uid: s.uid, pid: s.pid, acCount, bestScore, v: version + 1 },
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'v = :v',
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
      },
    },
    addUpdate(groupRankRowKey(s.gid, s.uid), rowDeltas, { gid: s.gid, uid: s.uid }),
  ];
};

/** The submission's own item: both markers advance, on the condition that nothing moved since they were read. */
const markerOp = (s: SubmissionItem, site: Counted): EffectOp => ({
  Update: {
    Key: submissionKey(s.submitId),
    UpdateExpression: 'SET countedStatus = :to, countedScore = :score, siteCountedStatus = :siteTo, siteCountedScore = :siteScore, effectsVersion = :ev1',
    ConditionExpression: `${s.countedStatus === null ? '(attribute_not_exists(countedStatus) OR countedStatus = :null)' : 'countedStatus = :from'} AND (attribute_not_exists(effectsVersion) OR effectsVersion = :ev) AND #s = :status AND judgeVersion = :v`,
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: {
      ':to': s.status,
      ':score': s.score,
      ':siteTo': site.status,
      ':siteScore': site.score,
      ':ev': s.effectsVersion,
      ':ev1': s.effectsVersion + 1,
      ':status': s.status,
      ':v': s.judgeVersion,
      ...(s.countedStatus === null ? { ':null': null } : { ':from': s.countedStatus }),
    },
  },
});

/** The local ledger: the lists the submission is in and their totals, and its set's row. */
const localOps = ({ submission: s, user, problem, setRow }: EffectInput): (EffectOp | undefined)[] => {
  const { from, to, isNew } = moveOf({ status: s.countedStatus, score: s.countedScore }, s);
  const inMainList = s.cid === 0 && !s.eid && s.gid === null;

  const listDeltas: Deltas = new Map();
  add(listDeltas, 'total', isNew ? 1 : 0);
  if (from !== null) add(listDeltas, statusCountField(from), -1);
  add(listDeltas, statusCountField(to), 1);

  const problemDeltas: Deltas = new Map(listDeltas);
  const fromField = from === null ? undefined : PROBLEM_COUNT_FIELDS[from];
  const toField = PROBLEM_COUNT_FIELDS[to];
  if (fromField) add(problemDeltas, fromField, -1);
  if (toField) add(problemDeltas, toField, 1);

  return [
    addUpdate(listCountShardKey(submissionListPartition(s), counterShard(s.submitId)), listDeltas),
    // The per-user and per-problem totals serve the public list's user and problem filters, so they count what it holds.
    inMainList ? addUpdate(userSubmissionCountKey(s.uid), listDeltas) : undefined,
    inMainList ? addUpdate(problemCountsKey(s.pid), problemDeltas) : undefined,
    // a group's problem list counts a problem's submissions in the group outside contests and exams (as the reference)
    s.gid !== null && s.cid === 0 && !s.eid ? addUpdate(groupProblemCountsKey(s.gid, s.pid), problemDeltas) : undefined,
    s.cid ? participantEntry(s, user) : undefined,
    s.tid ? trainingEntry({ ...s, tid: s.tid }, user, setRow) : undefined,
    s.eid ? examEntry({ ...s, eid: s.eid }, user, problem.type, setRow) : undefined,
  ];
};

/** The site ledger: the author's figures and ranks, the site's statistics, the group rank. */
const siteOps = ({ submission: s, user, userProblem, userProblemVersion, problem, groupProblem, timeZone }: EffectInput): (EffectOp | undefined)[] => {
  const { isNew, acDelta } = moveOf(siteCounted(s), s);
  const day = calendarDay(new Date(s.submitTime), timeZone);
  const acCount = Math.max(0, (userProblem?.acCount ?? 0) + acDelta);
  const bestOiRankScore = Math.max(userProblem?.bestOiRankScore ?? 0, s.oiRankScore ?? 0);
  const solvedBefore = userProblem?.solved ?? false;
  const solved = acCount > 0;
  const nextUser = {
    total: user.total + (isNew ? 1 : 0),
    ac: user.ac + (solved === solvedBefore ? 0 : solved ? 1 : -1),
    score: user.score + (bestOiRankScore - (userProblem?.bestOiRankScore ?? 0)),
  };

  return [
    {
      Put: {
        Item: {
          ...userProblemKey(s.uid, s.pid),
          pid: s.pid,
          problemId: problem.problemId,
          difficulty: problem.difficulty,
          solved,
          acCount,
          bestScore: Math.max(userProblem?.bestScore ?? 0, s.score ?? 0),
          bestOiRankScore,
          v: userProblemVersion + 1,
        },
        ConditionExpression: userProblemVersion === 0 ? 'attribute_not_exists(pk)' : 'v = :v',
        ...(userProblemVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': userProblemVersion } }),
      },
    },
    {
      Update: {
        Key: userKey(s.uid),
        UpdateExpression: 'SET #t = :t, #a = :a, #s = :s, gsi1pk = :r1, gsi1sk = :k1, gsi2pk = :r2, gsi2sk = :k2',
        ConditionExpression: '#t = :t0 AND #a = :a0 AND #s = :s0',
        ExpressionAttributeNames: { '#t': 'total', '#a': 'ac', '#s': 'score' },
        ExpressionAttributeValues: {
          ':t': nextUser.total,
          ':a': nextUser.ac,
          ':s': nextUser.score,
          ...Object.fromEntries(Object.entries(acmRankIndex(nextUser.ac, nextUser.total, s.uid)).map(([k, v]) => [k === 'gsi1pk' ? ':r1' : ':k1', v])),
          ...Object.fromEntries(Object.entries(oiRankIndex(nextUser.score, s.uid)).map(([k, v]) => [k === 'gsi2pk' ? ':r2' : ':k2', v])),
          ':t0': user.total,
          ':a0': user.ac,
          ':s0': user.score,
        },
      },
    },
    isNew ? addUpdate(userDayKey(s.uid, day), new Map([['count', 1]]), { day }) : undefined,
    addUpdate(
      statsDayKey(day, counterShard(s.submitId)),
      new Map([
        ['total', isNew ? 1 : 0],
        ['ac', acDelta],
      ]),
      { day },
    ),
    acDelta ? addUpdate(acDayKey(day, s.uid), new Map([['count', acDelta]]), { day, uid: s.uid }) : undefined,
    ...(s.gid !== null ? groupRankEffects({ ...s, gid: s.gid }, isNew, acDelta, groupProblem) : []),
  ];
};

/**
 * The transaction that moves every effect from the counted result to the current one: the local ledger always, the
 * site ledger when it is open (empty: nothing to move).
 */
export function planResultEffects(input: EffectInput): EffectOp[] {
  const s = input.submission;
  const local = movesFrom({ status: s.countedStatus, score: s.countedScore }, s);
  const siteBefore = siteCounted(s);
  const site = input.siteOpen && movesFrom(siteBefore, s);
  if (!local && !site) return [];
  const ops = [markerOp(s, site ? { status: s.status, score: s.score } : siteBefore), ...(local ? localOps(input) : []), ...(site ? siteOps(input) : [])];
  return ops.filter((op): op is EffectOp => op !== undefined);
}

/**
 * Applies a submission's pending effects; safe to call any number of times from anywhere. Conflicting
 * writers (the same user judged twice at once, or busy counters in a contest burst) make the transaction
 * fail; it is then read and planned again after a jittered backoff.
 */
export async function applyResultEffects(store: EffectStore, submitId: number, timeZone: string): Promise<void> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const raw = await store.get(submissionKey(submitId));
    if (!raw) return;
    const submission = SubmissionItem.parse(raw);
    const setRowKey = submission.tid ? trainingParticipantKey(submission.tid, submission.uid) : submission.eid ? examParticipantKey(submission.eid, submission.uid) : undefined;
    const [user, userProblemRaw, problem, setRow, groupProblem, contest] = await Promise.all([
      store.get(userKey(submission.uid)),
      store.get(userProblemKey(submission.uid, submission.pid)),
      store.get(problemKey(submission.pid)),
      setRowKey ? store.get(setRowKey) : undefined,
      submission.gid !== null ? store.get(groupUserProblemKey(submission.gid, submission.uid, submission.pid)) : undefined,
      submission.cid ? store.get(contestKey(submission.cid)) : undefined,
    ]);
    if (!user || !problem) throw new Error(`Submission ${submitId} refers to a missing user or problem`);
    const ops = planResultEffects({
      submission,
      user: UserItem.parse(user),
      userProblem: userProblemRaw ? UserProblemItem.parse(userProblemRaw) : undefined,
      userProblemVersion: Number(userProblemRaw?.v ?? 0),
      problem: ProblemSummaryItem.parse(problem),
      setRow,
      groupProblem,
      // a deleted contest hides nothing any more
      siteOpen: !submission.cid || !contest || typeof contest.resultsReleasedAt === 'string',
      timeZone,
    });
    try {
      if (ops.length) await store.transact(ops);
    } catch (err) {
      if (!store.isRace(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.min(1000, 10 * 2 ** attempt) * Math.random()));
      continue;
    }
    // Also when nothing was left to move: a repeated apply (a retry) then repairs a rebuild request that was lost.
    if (submission.cid) await store.boardChanged(submission.cid);
    return;
  }
  throw new Error(`Submission ${submitId}: its effects kept conflicting with other writers`);
}
