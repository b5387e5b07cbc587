/**
 * Every key of the one table is built here; no other file writes a key prefix.
 * Partition design (see ARCHITECTURE.md, decisions 2 and 3):
 * - per user: profile, per-day submission counts (heatmap), per-problem status, login sessions;
 * - uniqueness guards: username and email items written in the same transaction as the profile;
 * - bounded collections (languages, honors, announcements, carousel, tags) live in one partition each and are
 *   read whole; global counters and per-day statistics have fixed keys.
 */
export interface Key {
  pk: string;
  sk: string;
}

const pad = (n: number, width = 10) => String(n).padStart(width, '0');
/** Sort keys that must order descending by a number store its complement. */
const desc = (n: number, width = 10) => pad(10 ** width - 1 - Math.max(0, Math.floor(n)), width);

export function userKey(uid: string): Key {
  return { pk: `USER#${uid}`, sk: 'PROFILE' };
}
export function usernameKey(username: string): Key {
  return { pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' };
}
export function emailKey(email: string): Key {
  return { pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' };
}

/** One item per user and day holding that day's submission count (the calendar heatmap). */
export function userDayKey(uid: string, day: string): Key {
  return { pk: `USER#${uid}`, sk: `DAY#${day}` };
}
export function userDayRange(uid: string, fromDay: string, toDay: string) {
  return {
    pk: `USER#${uid}`,
    from: `DAY#${fromDay}`,
    to: `DAY#${toDay}`,
  };
}

/** One item per user and problem: attempted or solved, best score (solved lists, status icons, OI score). */
export function userProblemKey(uid: string, pid: number): Key {
  return { pk: `USER#${uid}`, sk: `PROBLEM#${pad(pid)}` };
}
export function userProblemPrefix(uid: string) {
  return { pk: `USER#${uid}`, prefix: 'PROBLEM#' };
}

/** Login records of a user, newest last (admin dashboard and last-login time). */
export function userSessionKey(uid: string, at: Date): Key {
  return { pk: `USER#${uid}`, sk: `SESSION#${at.toISOString()}` };
}
export function userSessionPrefix(uid: string) {
  return { pk: `USER#${uid}`, prefix: 'SESSION#' };
}

/** Global rankings: sparse index entries on the user profile, set once a user has submitted. */
export function acmRankIndex(ac: number, total: number, uid: string) {
  return {
    gsi1pk: 'RANK#ACM',
    gsi1sk: `${desc(ac)}#${pad(total)}#${uid}`,
  };
}
export function oiRankIndex(score: number, uid: string) {
  return { gsi2pk: 'RANK#OI', gsi2sk: `${desc(score)}#${uid}` };
}
export const RANK_PARTITIONS = { acm: { index: 'gsi1', pk: 'RANK#ACM' }, oi: { index: 'gsi2', pk: 'RANK#OI' } } as const;

export const websiteConfigKey: Key = { pk: 'CONFIG', sk: 'WEBSITE' };
export const switchConfigKey: Key = { pk: 'CONFIG', sk: 'SWITCH' };
export const seedMarkerKey: Key = { pk: 'CONFIG', sk: 'SEED' };
export const emailConfigKey: Key = { pk: 'CONFIG', sk: 'EMAIL' };
export const remoteJudgeConfigKey: Key = { pk: 'CONFIG', sk: 'REMOTE_JUDGE' };

/** One heartbeat item per running judge task (expiring soon after it stops): a partition bounded by the tasks. */
export const JUDGE_HEARTBEAT_PARTITION = 'JUDGE_HEARTBEAT';
export function judgeHeartbeatKey(name: string): Key {
  return { pk: JUDGE_HEARTBEAT_PARTITION, sk: name };
}

/** What the judge fleet's scaler remembers between its runs (infra/lambda/capacity-decision.ts): one item. */
export const judgeFleetKey: Key = { pk: 'JUDGE_FLEET', sk: 'SCALING' };

/**
 * The user directory: one compact entry per account (the names the back office searches, the role, the creation
 * time), spread over a few partitions by uid so that a burst of registrations spreads its writes and the
 * back office reads the partitions in parallel. Read whole and cached (decision 3): about 150 bytes a user.
 */
export const USER_DIRECTORY_SHARDS = 8;
const directoryShard = (uid: string) => {
  let h = 0;
  for (let i = 0; i < uid.length; i++) h = (h * 31 + uid.charCodeAt(i)) >>> 0;
  return h % USER_DIRECTORY_SHARDS;
};
export function userDirectoryKey(uid: string): Key {
  return { pk: `USERDIR#${directoryShard(uid)}`, sk: uid };
}
export const USER_DIRECTORY_PARTITIONS = Array.from({ length: USER_DIRECTORY_SHARDS }, (_, i) => `USERDIR#${i}`);

export const LANGUAGE_PARTITION = 'LANGUAGE';
export function languageKey(id: number): Key {
  return { pk: LANGUAGE_PARTITION, sk: pad(id, 4) };
}

export const ANNOUNCEMENT_PARTITION = 'ANNOUNCEMENT';
export function announcementKey(id: number): Key {
  return { pk: ANNOUNCEMENT_PARTITION, sk: pad(id) };
}

export const CAROUSEL_PARTITION = 'CAROUSEL';
export function carouselKey(id: number): Key {
  return { pk: CAROUSEL_PARTITION, sk: pad(id) };
}

export const TAG_PARTITION = 'TAG';
export function tagKey(id: number): Key {
  return { pk: TAG_PARTITION, sk: pad(id) };
}
export const TAG_CLASSIFICATION_PARTITION = 'TAGCLASS';
export function tagClassificationKey(id: number): Key {
  return { pk: TAG_CLASSIFICATION_PARTITION, sk: pad(id) };
}

/** Problems: one item each, all listed in one index partition (a bounded collection, read whole and cached). */
export function problemKey(pid: number): Key {
  return { pk: `PROBLEM#${pad(pid)}`, sk: 'PROBLEM' };
}
export function problemIndex(pid: number) {
  return { gsi1pk: 'PROBLEMS', gsi1sk: pad(pid) };
}
export const PROBLEM_LIST = { index: 'gsi1', pk: 'PROBLEMS' } as const;

/** Contests: one item each, listed in one index partition ordered by start time. */
export function contestKey(cid: number): Key {
  return { pk: contestPk(cid), sk: 'CONTEST' };
}
export function contestIndex(startTime: string, cid: number) {
  return { gsi1pk: 'CONTESTS', gsi1sk: `${startTime}#${pad(cid)}` };
}
export const CONTEST_LIST = { index: 'gsi1', pk: 'CONTESTS' } as const;

/** Accepted counts per day and user (the 7-day AC ranking). */
export function acDayKey(day: string, uid: string): Key {
  return { pk: `ACDAY#${day}`, sk: `USER#${uid}` };
}
export function acDayPartition(day: string) {
  return `ACDAY#${day}`;
}

/**
 * Counters every verdict moves (list totals, the daily statistics) are split into shards, so a contest burst
 * spreads its writes over several items instead of serialising its transactions on one. A submission always
 * lands in the same shard (by its id), so its later moves (rejudge, manual judge) meet its earlier counts;
 * readers add the shards up.
 */
export const COUNTER_SHARDS = 8;
export function counterShard(submitId: number) {
  return submitId % COUNTER_SHARDS;
}

/** Site-wide submission statistics per day and shard (home page chart): one Query reads a range of days. */
export function statsDayKey(day: string, shard: number): Key {
  return { pk: 'STATS', sk: `DAY#${day}#${shard}` };
}
export function statsDayRange(fromDay: string, toDay: string) {
  return { pk: 'STATS', from: `DAY#${fromDay}#`, to: `DAY#${toDay}#~` };
}

/** Counters that allocate numeric ids (problems, announcements, tags...). */
export function idCounterKey(name: string): Key {
  return { pk: 'COUNTER', sk: `ID#${name}` };
}
export const CAROUSEL_ID = idCounterKey('carousel');

/** Moved whenever a contest gains or loses a problem, so every API instance rebuilds its contest locks (data/problems.ts) at once. */
export const problemLocksVersionKey: Key = { pk: 'COUNTER', sk: 'PROBLEM_LOCKS' };

/** How many accounts exist (the admin dashboard), moved by creating or deleting a user. */
export const userCountKey: Key = { pk: 'COUNTER', sk: 'USERS' };

export function loginFailureKey(username: string, ip: string): Key {
  return { pk: `LOGINFAIL#${username.toLowerCase()}#${ip}`, sk: 'LOGINFAIL' };
}

/** Wrong passwords one user typed for one contest, training or exam (the guessing limit, data/set-password-tries.ts). */
export function setPasswordFailureKey(kind: 'contest' | 'training' | 'exam', id: number, uid: string): Key {
  return { pk: `PWDFAIL#${kind}#${id}#${uid}`, sk: 'PWDFAIL' };
}

/** Uses of a rate-limited action by one subject (a client address, an email) in one fixed time window. */
export function rateWindowKey(action: string, subject: string, window: number): Key {
  return { pk: `RATE#${action}#${subject.toLowerCase()}`, sk: `WINDOW#${window}` };
}

export type CodePurpose = 'register' | 'reset' | 'change-email';
/** One-time codes by purpose and subject (an email for register, a username for reset, a uid for change-email). */
export function oneTimeCodeKey(purpose: CodePurpose, subject: string): Key {
  return { pk: `CODE#${purpose}#${subject.toLowerCase()}`, sk: 'CODE' };
}

export function captchaKey(key: string): Key {
  return { pk: `CAPTCHA#${key}`, sk: 'CAPTCHA' };
}

/** Object keys in the test-data bucket: one folder per problem and data version, so a judge never sees a half-written set. */
export function testDataPrefix(pid: number, version: string) {
  return `${problemDataPrefix(pid)}${version}/`;
}
export function testCaseObjectKeys(pid: number, version: string, index: number) {
  return {
    input: `${testDataPrefix(pid, version)}${index}.in`,
    output: `${testDataPrefix(pid, version)}${index}.out`,
  };
}

/**
 * A contest's own partition: the contest, its problems by display id, its participants (registration, profile
 * fields for the board and one entry per counted submission), its announcements and print jobs, the
 * balloon helper's checked marks, and the scoreboard's rebuild state.
 */
const contestPk = (cid: number) => `CONTEST#${pad(cid)}`;
export function contestProblemKey(cid: number, displayId: string): Key {
  return { pk: contestPk(cid), sk: `PROBLEM#${displayId}` };
}
export function contestProblemPrefix(cid: number) {
  return { pk: contestPk(cid), prefix: 'PROBLEM#' };
}
/**
 * Every problem set's entry of a problem (a contest's, a training's, an exam's) is listed under the problem in one
 * small index partition, so deleting a problem takes it out of every set whatever the set's kind.
 */
export function problemPlacementIndex(pid: number, set: 'C' | 'T' | 'E', setId: number) {
  return { gsi3pk: `PLACED#P#${pad(pid)}`, gsi3sk: `${set}#${pad(setId)}` };
}
export function PROBLEM_PLACEMENTS(pid: number) {
  return { index: 'gsi3', pk: `PLACED#P#${pad(pid)}` } as const;
}
/** A contest problem is also found by its own id (the reference client changes a balloon colour by id alone). */
export function contestProblemIndexes(id: number, cid: number, pid: number) {
  return {
    gsi2pk: `CONTESTPROB#${pad(id)}`,
    gsi2sk: 'ENTRY',
    ...problemPlacementIndex(pid, 'C', cid),
  };
}
export function CONTEST_PROBLEM_BY_ID(id: number) {
  return { index: 'gsi2', pk: `CONTESTPROB#${pad(id)}` } as const;
}
export function contestParticipantKey(cid: number, uid: string): Key {
  return { pk: contestPk(cid), sk: `PART#${uid}` };
}
export function contestParticipantPrefix(cid: number) {
  return { pk: contestPk(cid), prefix: 'PART#' };
}
export function contestAnnouncementKey(cid: number, id: number): Key {
  return { pk: contestPk(cid), sk: `ANN#${pad(id)}` };
}
export function contestAnnouncementPrefix(cid: number) {
  return { pk: contestPk(cid), prefix: 'ANN#' };
}
/** A contest announcement found by its id alone (the reference client deletes one by id). */
export function contestAnnouncementIndex(id: number) {
  return { gsi2pk: `CONTESTANN#${pad(id)}`, gsi2sk: 'ENTRY' };
}
export function CONTEST_ANNOUNCEMENT_BY_ID(id: number) {
  return { index: 'gsi2', pk: `CONTESTANN#${pad(id)}` } as const;
}
export function contestPrintKey(cid: number, id: number): Key {
  return { pk: contestPk(cid), sk: `PRINT#${pad(id)}` };
}
export function contestPrintPrefix(cid: number) {
  return { pk: contestPk(cid), prefix: 'PRINT#' };
}
/** The balloon helper's checked mark on an accepted submission. */
export function contestAcCheckKey(cid: number, submitId: number): Key {
  return { pk: contestPk(cid), sk: `ACCHECK#${pad(submitId, 12)}` };
}
export function contestAcCheckPrefix(cid: number) {
  return { pk: contestPk(cid), prefix: 'ACCHECK#' };
}
/** Whether a scoreboard rebuild is queued, and when the last one was written. */
export function boardStateKey(cid: number): Key {
  return { pk: contestPk(cid), sk: 'BOARD' };
}
/** The attribute of a participant item holding one counted submission (`e<submitId>`). */
export function participantEntryField(submitId: number) {
  return `e${submitId}`;
}
export const PARTICIPANT_ENTRY_FIELD = /^e\d+$/;

/**
 * Scoreboard snapshots: every variant in the private test-data bucket; the public boards also under /public/, each
 * in parts (its index, its pages, its user locators: shared/src/domain/published-board.ts).
 */
export function boardSnapshotObject(cid: number, variant: string) {
  return `boards/${cid}/${variant}.json`;
}
export const SCOREBOARD_PUBLIC_PREFIX = 'scoreboard/';
export function publicBoardObject(cid: number, board: string, part = 'index') {
  return `${SCOREBOARD_PUBLIC_PREFIX}${cid}/${board}/${part}.json`;
}
/** Where a public board was published whole before it was published in parts: removed by the next publication. */
export function legacyPublicBoardObject(cid: number, board: string) {
  return `${SCOREBOARD_PUBLIC_PREFIX}${cid}/${board}.json`;
}

/** A submission, its code and its case results: three items of one partition. */
export function submissionKey(submitId: number): Key {
  return { pk: `SUB#${pad(submitId, 12)}`, sk: 'SUBMISSION' };
}
export function submissionCodeKey(submitId: number): Key {
  return { pk: `SUB#${pad(submitId, 12)}`, sk: 'CODE' };
}
export function submissionCasesKey(submitId: number): Key {
  return { pk: `SUB#${pad(submitId, 12)}`, sk: 'CASES' };
}

/**
 * Submissions not known to be final, for the stuck submission sweeper (functions/src/jobs/clock): a marker written
 * with the submission (and with each rejudge), sorted by when the sweeper should look at it (epoch ms), in the
 * submission's counter shard so a burst spreads its writes. The sweeper drops a marker once its submission is final.
 */
const inFlightPk = (shard: number) => `INFLIGHT#${shard}`;
export function inFlightKey(submitId: number, dueAt: number): Key {
  return { pk: inFlightPk(counterShard(submitId)), sk: `${pad(dueAt, 13)}#${pad(submitId, 12)}` };
}
/** The markers of one shard due by `now`: sort keys up to this bound. */
export function inFlightDue(shard: number, now: number) {
  return { pk: inFlightPk(shard), upTo: `${pad(now, 13)}#~` };
}

/**
 * Submission lists, newest first, each through one index by its one selective dimension: the list the
 * submission belongs to (the public status list, a contest's, an exam's, a group's), its author, its problem.
 */
export function submissionListPartition(s: { cid: number; eid?: number | null; gid: number | null }) {
  return s.cid ? `SUBS#C#${s.cid}` : s.eid ? `SUBS#E#${s.eid}` : s.gid !== null ? `SUBS#G#${s.gid}` : 'SUBS#MAIN';
}
export function submissionIndexes(s: { submitId: number; uid: string; pid: number; cid: number; eid?: number | null; gid: number | null }) {
  return {
    gsi1pk: submissionListPartition(s),
    gsi1sk: pad(s.submitId, 12),
    gsi2pk: `SUBS#U#${s.uid}`,
    gsi2sk: pad(s.submitId, 12),
    gsi3pk: `SUBS#P#${s.pid}`,
    gsi3sk: pad(s.submitId, 12),
  };
}
/** A submission's place in its lists (a list is read on from a given submission with `gsi1sk > ` this). */
export function submissionListSortKey(submitId: number) {
  return pad(submitId, 12);
}
export const SUBMISSION_LISTS = {
  list: (partition: string) => ({ index: 'gsi1', pk: partition }),
  user: (uid: string) => ({ index: 'gsi2', pk: `SUBS#U#${uid}` }),
  problem: (pid: number) => ({ index: 'gsi3', pk: `SUBS#P#${pid}` }),
} as const;

/** Totals of a submission list, kept on write: `total` and one `s<status>` count per status. */
const subCountPk = (partition: string) => `SUBCOUNT#${partition}`;
export function submissionCountKey(partition: string): Key {
  return { pk: subCountPk(partition), sk: 'COUNT' };
}
/** The busy lists (the public status list, a contest's, a group's) keep their totals in shards. */
export function listCountShardKey(partition: string, shard: number): Key {
  return { pk: subCountPk(partition), sk: `COUNT#${shard}` };
}
export function listCountShardPrefix(partition: string) {
  return { pk: subCountPk(partition), prefix: 'COUNT#' };
}

/** A problem's verdict counts are the totals of its public-list submissions (separate from the problem, so edits never race them). */
export function problemCountsKey(pid: number): Key {
  return submissionCountKey(SUBMISSION_LISTS.problem(pid).pk);
}
/** A problem's verdict counts in a group's problem list: its submissions in that group outside contests and exams. */
export function groupProblemCountsKey(gid: number, pid: number): Key {
  return submissionCountKey(`SUBS#G#${gid}#P#${pid}`);
}
export function userSubmissionCountKey(uid: string): Key {
  return submissionCountKey(SUBMISSION_LISTS.user(uid).pk);
}

/** An online test run (its own queue, kept a day). */
export function testRunKey(key: string): Key {
  return { pk: `TESTRUN#${key}`, sk: 'TESTRUN' };
}

// ---- Groups (issue 15): groups, members, announcements ----
/**
 * A group's own partition: the group (listed in one index partition: a bounded collection read whole and
 * cached), one member item per user who applied or belongs (also listed under the user, for "my groups" and the
 * owner's group count), and the group's announcements. A group's problems, trainings, contests, exams and
 * discussions are the site's ones with a `gid` (a scope, not a copy: ARCHITECTURE.md).
 */
const groupPk = (gid: number) => `GROUP#${pad(gid)}`;
export function groupKey(gid: number): Key {
  return { pk: groupPk(gid), sk: 'GROUP' };
}
export function groupIndex(gid: number) {
  return { gsi1pk: 'GROUPS', gsi1sk: pad(gid) };
}
export const GROUP_LIST = { index: 'gsi1', pk: 'GROUPS' } as const;
export const GROUP_ID = idCounterKey('group');
/** Guards of a group's name and short name (unique, case-insensitive): written in the same transaction as the group. */
export function groupNameKey(name: string): Key {
  return { pk: `GROUPNAME#${name.toLowerCase()}`, sk: 'GROUPNAME' };
}
export function groupShortNameKey(shortName: string): Key {
  return { pk: `GROUPSHORT#${shortName.toLowerCase()}`, sk: 'GROUPSHORT' };
}
export function groupMemberKey(gid: number, uid: string): Key {
  return { pk: groupPk(gid), sk: `MEMBER#${uid}` };
}
export function groupMemberPrefix(gid: number) {
  return { pk: groupPk(gid), prefix: 'MEMBER#' };
}
/** A member item is listed under its user: the groups a user applied to or belongs to. */
export function groupMemberIndex(gid: number, uid: string) {
  return { gsi2pk: `GROUPS#U#${uid}`, gsi2sk: pad(gid) };
}
export function USER_GROUPS(uid: string) {
  return { index: 'gsi2', pk: `GROUPS#U#${uid}` } as const;
}
export function groupAnnouncementKey(gid: number, id: number): Key {
  return { pk: groupPk(gid), sk: `ANNOUNCEMENT#${pad(id)}` };
}
export function groupAnnouncementPrefix(gid: number) {
  return { pk: groupPk(gid), prefix: 'ANNOUNCEMENT#' };
}
export const GROUP_ANNOUNCEMENT_ID = idCounterKey('group-announcement');
/** DELETE /api/group/announcement names only the announcement: each is also listed alone under its id. */
export function groupAnnouncementIdIndex(id: number) {
  return { gsi1pk: `GROUPANNOUNCEMENT#${pad(id)}`, gsi1sk: 'A' };
}
export function GROUP_ANNOUNCEMENT_BY_ID(id: number) {
  return { index: 'gsi1', pk: `GROUPANNOUNCEMENT#${pad(id)}` } as const;
}
/**
 * The group rank: one row per (group, user) with the tallies of the user's submissions in the group (ac, total,
 * score), and one item per (group, user, problem) with what those tallies move from (accepted count, best OI rank
 * score). The judge's result transaction moves both exactly once per counted result (result-effects.ts).
 */
export function groupRankRowKey(gid: number, uid: string): Key {
  return { pk: groupPk(gid), sk: `RANK#${uid}` };
}
export function groupRankRowPrefix(gid: number) {
  return { pk: groupPk(gid), prefix: 'RANK#' };
}
export function groupUserProblemKey(gid: number, uid: string, pid: number): Key {
  return { pk: groupPk(gid), sk: `RANKPROBLEM#${uid}#${pad(pid)}` };
}
/** Every item of a group's partition (disbanding takes the members and announcements with it). */
export function groupPartition(gid: number) {
  return groupPk(gid);
}

/** A compile check of a special judge or interactor asked by the admin problem form (kept an hour). */
export function compileCheckKey(key: string): Key {
  return { pk: `COMPILE#${key}`, sk: 'COMPILE' };
}

/** A test case zip sent straight to S3 and unpacked by the user-job runner (kept a day). */
export function testcaseUploadKey(key: string): Key {
  return { pk: `UPLOAD#${key}`, sk: 'UPLOAD' };
}

/** Where such a zip is put in the test data bucket, until the user-job runner has unpacked it. */
export function testcaseUploadObject(key: string) {
  return `uploads/${key}.zip`;
}

/** A data version packed as a zip for download (a version never changes; kept a day, packed again on demand). */
export function testDataDownloadObject(pid: number, version: string) {
  return `downloads/${pid}/${version}.zip`;
}

/** Problems exported as HOJ's zip, named by a digest of what it holds (problems, data versions, tags); kept a day like the above. */
export function problemExportObject(digest: string) {
  return `downloads/problem-export/${digest}.zip`;
}

/**
 * A contest's accepted code packed for download, named by a digest of what it holds (the same digest is the same
 * zip, so a second download reuses it until a new accepted submission changes the digest); kept a day like the above.
 */
export function contestAcDownloadObject(cid: number, digest: string) {
  return `downloads/contest-ac/${cid}/${digest}.zip`;
}

/** Uploaded test case zips are unpacked here until the problem form that uses them is saved. */
export function testDataStagingPrefix(id: string) {
  return `staging/${id}/`;
}

/** Guards a problem's display id: written in the same transaction as the problem, so two cannot share one. */
export function problemDisplayIdKey(problemId: string): Key {
  return { pk: `PROBLEMID#${problemId.toLowerCase()}`, sk: 'PROBLEMID' };
}
/**
 * A group problem's display id is its group's own (the pages show the group's short name before it): guarded in the
 * group's partition, so two groups, or a group and the public bank, may each have a problem 1001.
 */
export function groupProblemDisplayIdKey(gid: number, problemId: string): Key {
  return { pk: groupPk(gid), sk: `PROBLEMID#${problemId.toLowerCase()}` };
}
/** The guard of a problem's display id in its scope: the public bank (gid null) or its group. */
export function scopedProblemDisplayIdKey(gid: number | null, problemId: string): Key {
  return gid === null ? problemDisplayIdKey(problemId) : groupProblemDisplayIdKey(gid, problemId);
}
export function problemDataPrefix(pid: number) {
  return `problems/${pid}/`;
}

// ---- Messages (issue 12): reminders, unread counters, system notices ----
/**
 * A user's message partition: the reminders of each box (newest last: the id is allocated in order), the single
 * notices addressed to the user (box sys or mine) and one counters item (unread and total per box, and the read
 * marker of the notices to all).
 */
export type ReminderBox = 'comment' | 'reply' | 'like';
export type NoticeBox = 'sys' | 'mine';
const messagePk = (uid: string) => `MSG#${uid}`;
export function reminderKey(uid: string, box: ReminderBox, id: number): Key {
  return { pk: messagePk(uid), sk: `REMIND#${box}#${pad(id, 12)}` };
}
export function reminderPrefix(uid: string, box: ReminderBox) {
  return { pk: messagePk(uid), prefix: `REMIND#${box}#` };
}
export function messageCountsKey(uid: string): Key {
  return { pk: messagePk(uid), sk: 'COUNTS' };
}
export const REMINDER_ID = idCounterKey('reminder');

/**
 * System notices, each stored once: a notice to all users or to the admins in one bounded partition (read whole
 * and cached), a notice to one user in that user's message partition. Every notice is also listed, newest last,
 * in one index partition (the back office's list; a notice is found by id there) and in one per audience type.
 */
export const BROADCAST_NOTICE_PARTITION = 'NOTICE#BROADCAST';
export function broadcastNoticeKey(id: number): Key {
  return { pk: BROADCAST_NOTICE_PARTITION, sk: pad(id, 12) };
}
export function userNoticeKey(uid: string, box: NoticeBox, id: number): Key {
  return { pk: messagePk(uid), sk: `NOTICE#${box}#${pad(id, 12)}` };
}
export function userNoticePrefix(uid: string, box: NoticeBox) {
  return { pk: messagePk(uid), prefix: `NOTICE#${box}#` };
}
export function noticeIndexes(id: number, type: string) {
  return { gsi1pk: 'NOTICES', gsi1sk: pad(id, 12), gsi2pk: `NOTICES#${type}`, gsi2sk: pad(id, 12) };
}
export const NOTICE_LISTS = {
  all: { index: 'gsi1', pk: 'NOTICES' },
  type: (type: string) => ({ index: 'gsi2', pk: `NOTICES#${type}` }),
  /** The index sort key of a notice: one key condition finds it by id. */
  idSortKey: (id: number) => pad(id, 12),
} as const;
/** Totals of the back office's notice list: `total` and one count per audience type. */
export const noticeCountKey: Key = { pk: 'COUNTER', sk: 'NOTICES' };
export const NOTICE_ID = idCounterKey('notice');

/** An image uploaded for markdown, by id (its uploader or an admin may delete it). */
export function markdownFileKey(id: number): Key {
  return { pk: `MDFILE#${pad(id, 12)}`, sk: 'MDFILE' };
}
export const MARKDOWN_FILE_ID = idCounterKey('markdown-file');
/** Markdown uploads in the public-files bucket: an image under a fresh random name, a file in a fresh random folder. */
export function markdownImageObject(name: string, ext: string) {
  return `markdown/img/${name}.${ext}`;
}
export function markdownFileObject(folder: string, name: string) {
  return `markdown/file/${folder}/${name}`;
}

// ---- Community (issue 12): discussions, categories, reports, comments, replies, likes ----
/**
 * A discussion's partition: its summary (listed, with its counters, in one index partition: a bounded collection
 * read whole and cached), its content apart (up to 64 KB, never in the list), and one like item per user.
 */
const discussionPk = (did: number) => `DISCUSSION#${pad(did)}`;
export function discussionKey(did: number): Key {
  return { pk: discussionPk(did), sk: 'DISCUSSION' };
}
export function discussionIndex(did: number) {
  return { gsi1pk: 'DISCUSSIONS', gsi1sk: pad(did) };
}
export const DISCUSSION_LIST = { index: 'gsi1', pk: 'DISCUSSIONS' } as const;
export function discussionContentKey(did: number): Key {
  return { pk: discussionPk(did), sk: 'CONTENT' };
}
export function discussionLikeKey(did: number, uid: string): Key {
  return { pk: discussionPk(did), sk: `LIKE#${uid}` };
}
export const DISCUSSION_ID = idCounterKey('discussion');

export const DISCUSSION_CATEGORY_PARTITION = 'DISCUSSIONCATEGORY';
export function discussionCategoryKey(id: number): Key {
  return { pk: DISCUSSION_CATEGORY_PARTITION, sk: pad(id) };
}
export const DISCUSSION_CATEGORY_ID = idCounterKey('discussion-category');

export const DISCUSSION_REPORT_PARTITION = 'DISCUSSIONREPORT';
export function discussionReportKey(id: number): Key {
  return { pk: DISCUSSION_REPORT_PARTITION, sk: pad(id) };
}
export const DISCUSSION_REPORT_ID = idCounterKey('discussion-report');

/**
 * A comment's partition: the comment, its list entry, its replies (newest last) and one like item per user.
 * The entry is a small item carrying the like count and the list's index keys, ordered as the reference orders
 * comments (most liked first, then newest): a page is found through the index without reading the comments
 * before it, and a like moves only the entry.
 */
export type CommentPlace = { did: number | null; cid: number | null };
/** The comment list a comment belongs to: a contest's Q&A or a discussion's comments. */
export function commentListPartition(p: CommentPlace) {
  return p.cid !== null ? `COMMENTS#C#${p.cid}` : `COMMENTS#D#${p.did}`;
}
const commentPk = (id: number) => `COMMENT#${pad(id)}`;
export function commentKey(id: number): Key {
  return { pk: commentPk(id), sk: 'COMMENT' };
}
export function commentEntryKey(id: number): Key {
  return { pk: commentPk(id), sk: 'ENTRY' };
}
export function commentEntryIndex(place: CommentPlace, id: number, likeNum: number) {
  return { gsi1pk: commentListPartition(place), gsi1sk: `${desc(likeNum)}#${desc(id)}` };
}
export function COMMENT_LIST(place: CommentPlace) {
  return { index: 'gsi1', pk: commentListPartition(place) } as const;
}
export function commentLikeKey(id: number, uid: string): Key {
  return { pk: commentPk(id), sk: `LIKE#${uid}` };
}
export function replyKey(commentId: number, id: number): Key {
  return { pk: commentPk(commentId), sk: `REPLY#${pad(id)}` };
}
export function replyPrefix(commentId: number) {
  return { pk: commentPk(commentId), prefix: 'REPLY#' };
}
/** Every item of a comment's partition (deleting a comment takes its replies and likes with it). */
export function commentPartition(id: number) {
  return commentPk(id);
}
/** How many comments (not replies) a list holds, kept on write. */
export function commentCountKey(place: CommentPlace): Key {
  return { pk: `COMMENTCOUNT#${commentListPartition(place)}`, sk: 'COUNT' };
}
export const COMMENT_ID = idCounterKey('comment');
export const REPLY_ID = idCounterKey('reply');

// ---- Trainings (issue 13): trainings, their problems and participants, categories ----
/**
 * A training's own partition: the training (listed in one index partition: a bounded collection read whole and
 * cached), its problems by problem id, and one participant row per user (registration, and in `e<submitId>`
 * attributes one entry per counted submission made in the training, with the rank's tally kept beside them).
 */
const trainingPk = (tid: number) => `TRAINING#${pad(tid)}`;
export function trainingKey(tid: number): Key {
  return { pk: trainingPk(tid), sk: 'TRAINING' };
}
export function trainingIndex(tid: number) {
  return { gsi1pk: 'TRAININGS', gsi1sk: pad(tid) };
}
export const TRAINING_LIST = { index: 'gsi1', pk: 'TRAININGS' } as const;
export const TRAINING_ID = idCounterKey('training');
export function trainingProblemKey(tid: number, pid: number): Key {
  return { pk: trainingPk(tid), sk: `PROBLEM#${pad(pid)}` };
}
export function trainingProblemPrefix(tid: number) {
  return { pk: trainingPk(tid), prefix: 'PROBLEM#' };
}
export const TRAINING_PROBLEM_ID = idCounterKey('training-problem');
export function trainingParticipantKey(tid: number, uid: string): Key {
  return { pk: trainingPk(tid), sk: `PART#${uid}` };
}
export function trainingParticipantPrefix(tid: number) {
  return { pk: trainingPk(tid), prefix: 'PART#' };
}
/** Every item of a training's partition (deleting a training takes its problems and rows with it). */
export function trainingPartition(tid: number) {
  return trainingPk(tid);
}

export const TRAINING_CATEGORY_PARTITION = 'TRAININGCATEGORY';
export function trainingCategoryKey(id: number): Key {
  return { pk: TRAINING_CATEGORY_PARTITION, sk: pad(id) };
}
export const TRAINING_CATEGORY_ID = idCounterKey('training-category');

// ---- Timed exams (issue 13): exams, their problems by display id, and one row per participant ----
/**
 * An exam's own partition: the exam (listed in one index partition: a bounded collection read whole and cached),
 * its problems by display id (each also listed under its problem by the placement index), and one row per user
 * (their start record and, in `e<submitId>` attributes, one entry per counted submission made in the exam, with the
 * rank's tally kept beside them by the judge's result transaction).
 */
const examPk = (eid: number) => `EXAM#${pad(eid)}`;
export function examKey(eid: number): Key {
  return { pk: examPk(eid), sk: 'EXAM' };
}
export function examIndex(eid: number) {
  return { gsi1pk: 'EXAMS', gsi1sk: pad(eid) };
}
export const EXAM_LIST = { index: 'gsi1', pk: 'EXAMS' } as const;
export const EXAM_ID = idCounterKey('exam');
export function examProblemKey(eid: number, displayId: string): Key {
  return { pk: examPk(eid), sk: `PROBLEM#${displayId}` };
}
export function examProblemPrefix(eid: number) {
  return { pk: examPk(eid), prefix: 'PROBLEM#' };
}
export const EXAM_PROBLEM_ID = idCounterKey('exam-problem');
export function examParticipantKey(eid: number, uid: string): Key {
  return { pk: examPk(eid), sk: `PART#${uid}` };
}
export function examParticipantPrefix(eid: number) {
  return { pk: examPk(eid), prefix: 'PART#' };
}
/** Every item of an exam's partition (deleting an exam takes its problems and rows with it). */
export function examPartition(eid: number) {
  return examPk(eid);
}

/** Honors (titles) the super admin hands out: a bounded catalogue read whole. */
export const HONOR_PARTITION = 'HONOR';
export function honorKey(id: number): Key {
  return { pk: HONOR_PARTITION, sk: pad(id) };
}
export const HONOR_ID = idCounterKey('honor');

/**
 * A bulk user job (an import or a generation, written off the request path by the user job runner): its state
 * item and its rows in numbered chunks, one partition per job, all expiring a day after the job was made.
 */
const userJobPk = (id: string) => `USERJOB#${id}`;
export function userJobKey(id: string): Key {
  return { pk: userJobPk(id), sk: 'JOB' };
}
export function userJobChunkKey(id: string, n: number): Key {
  return { pk: userJobPk(id), sk: `CHUNK#${pad(n, 4)}` };
}
export function userJobChunkPrefix(id: string) {
  return { pk: userJobPk(id), prefix: 'CHUNK#' };
}

/**
 * The lease of one remote judge account (remote judging: one in-flight submission per account), with the session the
 * site left on it. Keyed by the switch page's account list (`cf` serves CF and GYM) and the account's name.
 */
export function remoteLeaseKey(judge: string, username: string): Key {
  return { pk: `RLEASE#${judge}`, sk: `ACCOUNT#${username}` };
}
