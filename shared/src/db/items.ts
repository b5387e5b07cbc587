import { z } from 'zod';
import { GENDERS, JUDGE_CASE_MODES } from '../enums.ts';

/**
 * Item shapes as stored. Repositories parse items with these on the way out, so a malformed item fails
 * loudly at the boundary instead of deep in a handler; parsing also drops the key attributes.
 */
const nullableText = z.string().nullable().default(null);

export const UserItem = z.object({
  uid: z.string(),
  username: z.string(),
  /** None for accounts made by an admin without one (bulk import); registration always gives one. */
  email: z.string().nullable().default(null),
  passwordHash: z.string(),
  roleId: z.number().int(),
  /** Raised by logout and password changes: tokens carrying an older version are refused. */
  tokenVersion: z.number().int().default(0),
  /** 0 normal, 1 disabled by an admin. */
  status: z.number().int().default(0),
  nickname: nullableText,
  realname: nullableText,
  school: nullableText,
  number: nullableText,
  mobile: nullableText,
  gender: z.enum(GENDERS).default('secrecy'),
  github: nullableText,
  blog: nullableText,
  cfUsername: nullableText,
  signature: nullableText,
  avatar: nullableText,
  titleName: nullableText,
  titleColor: nullableText,
  /** Submissions made, problems solved, OI score (sum of best OI rank scores), rating. Kept by the judge path. */
  total: z.number().int().default(0),
  ac: z.number().int().default(0),
  score: z.number().default(0),
  rating: z.number().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  lastLoginTime: nullableText,
});
export type UserItem = z.infer<typeof UserItem>;

/** A user's entry in the user directory (keys.ts userDirectoryKey): what the back office's user list filters on. */
export const UserDirectoryEntry = UserItem.pick({ uid: true, username: true, email: true, realname: true, nickname: true, roleId: true, gmtCreate: true });
export type UserDirectoryEntry = z.infer<typeof UserDirectoryEntry>;

export const HonorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type HonorItem = z.infer<typeof HonorItem>;

/** Site switches the admin back office edits (document 3); only those the API enforces so far. */
export const SwitchConfigItem = z.object({
  /** Seconds between two non-contest submissions of an ordinary user. */
  submitInterval: z.number().int().default(8),
  /** Accepted problems needed before an ordinary user may post discussions, comments or create groups. */
  defaultCreateDiscussionACInitValue: z.number().int().default(10),
  defaultCreateCommentACInitValue: z.number().int().default(10),
  /** Discussions an ordinary user may post per day. */
  defaultCreateDiscussionDailyLimit: z.number().int().default(5),
  defaultCreateGroupACInitValue: z.number().int().default(20),
  defaultCreateGroupDailyLimit: z.number().int().default(2),
  defaultCreateGroupLimit: z.number().int().default(5),
  /** Whether shared code is visible to other users. */
  codeShare: z.boolean().default(true),
  /** Judging of practice, group and contest problems (submissions and test runs); closed refuses them. */
  openPublicJudge: z.boolean().default(true),
  openGroupJudge: z.boolean().default(true),
  openContestJudge: z.boolean().default(true),
  /** Practice code is shown to nobody but root and problem admins (its author included). */
  hideNonContestSubmissionCode: z.boolean().default(false),
});
export type SwitchConfigItem = z.infer<typeof SwitchConfigItem>;

/**
 * The site's own SMTP server (back office, set-email-config). Without a host, mail goes through the deployment's
 * transport (SES in AWS, files locally). The password is sealed (functions/src/services/secret-box.ts).
 */
export const EmailConfigItem = z.object({
  emailHost: z.string().default(''),
  emailPort: z.number().int().default(465),
  emailUsername: z.string().default(''),
  emailPasswordSealed: z.string().nullable().default(null),
  emailSsl: z.boolean().default(true),
  /** The reference's mail background image; kept for its clients (mail here is plain text). */
  emailBGImg: z.string().default(''),
});
export type EmailConfigItem = z.infer<typeof EmailConfigItem>;

const RemoteJudgeAccounts = z.array(z.object({ username: z.string(), passwordSealed: z.string() })).default([]);
/** Remote judge accounts by judge (switch/update), passwords sealed; stored until remote judging exists. */
export const RemoteJudgeAccountsItem = z.object({
  hdu: RemoteJudgeAccounts,
  cf: RemoteJudgeAccounts,
  poj: RemoteJudgeAccounts,
  atcoder: RemoteJudgeAccounts,
  spoj: RemoteJudgeAccounts,
  libreoj: RemoteJudgeAccounts,
});
export type RemoteJudgeAccountsItem = z.infer<typeof RemoteJudgeAccountsItem>;

/** A judge task's heartbeat (judge-fargate worker/heartbeat.ts), rewritten every few seconds while it runs. */
export const JudgeHeartbeatItem = z.object({
  name: z.string(),
  concurrency: z.number().int(),
  busy: z.number().int(),
  cpuCores: z.number().int(),
  /** 0..100 over the last interval, and of the task's memory. */
  cpuPercent: z.number(),
  memoryPercent: z.number(),
  judged: z.number().int(),
  judgedPerMinute: z.number(),
  startedAt: z.string(),
  beatAt: z.string(),
});
export type JudgeHeartbeatItem = z.infer<typeof JudgeHeartbeatItem>;

export const AnnouncementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  uid: z.string(),
  username: z.string(),
  /** 0 shown, 1 hidden. */
  status: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export const CarouselImageItem = z.object({ id: z.number().int(), url: z.string() });

export const TagClassificationItem = z.object({ id: z.number().int(), name: z.string(), oj: z.string(), rank: z.number().int().default(0) });
export const TagItem = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable().default(null),
  oj: z.string(),
  classificationId: z.number().int().nullable().default(null),
  gid: z.number().int().nullable().default(null),
});

/** The fields of a problem that lists and the home page read; the problem feature stores more. */
export const ProblemSummaryItem = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  /** 1 public, 2 private, 3 protected. */
  auth: z.number().int(),
  difficulty: z.number().int(),
  type: z.number().int(),
  gid: z.number().int().nullable().default(null),
  isGroup: z.boolean().default(false),
  isRemote: z.boolean().default(false),
  /** The judge a remote problem comes from (HDU, CF...). */
  remoteOj: z.string().nullable().default(null),
  tagIds: z.array(z.number().int()).default([]),
  author: z.string().default(''),
  /** Who saved it last (the admin list shows it). */
  modifiedUser: z.string().nullable().default(null),
  gmtCreate: z.string().default(''),
  gmtModified: z.string(),
});

/** The fields of a contest that lists and the home page read. */
export const ContestSummaryItem = z.object({
  cid: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  auth: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  visible: z.boolean(),
  gid: z.number().int().nullable().default(null),
  oiRankScoreType: z.string().nullable().default(null),
  participantCount: z.number().int().default(0),
  /** The scoreboard is open to everyone (its button shows in the list). */
  openRank: z.boolean().default(false),
});

/** An award band of a contest (the reference's ContestAwardConfigVO), in priority order. */
export const AwardConfig = z.object({
  priority: z.number().int(),
  name: z.string(),
  background: z.string(),
  color: z.string(),
  /** A percentage of ranked participants (award type 1) or a count (type 2). */
  num: z.number().int().min(0),
});
export type AwardConfig = z.infer<typeof AwardConfig>;

/** A contest as stored: the summary plus every setting of the contest form (spec 002 2.6). */
export const ContestItem = ContestSummaryItem.extend({
  description: z.string().default(''),
  /** The creator: a contest admin of this contest. */
  uid: z.string(),
  author: z.string(),
  pwd: z.string().default(''),
  sealRank: z.boolean().default(false),
  sealRankTime: z.string().nullable().default(null),
  autoRealRank: z.boolean().default(true),
  openPrint: z.boolean().default(false),
  openAccountLimit: z.boolean().default(false),
  /** `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>` (domain/account-limit.ts). */
  accountLimitRule: z.string().nullable().default(null),
  rankShowName: z.string().default('username'),
  starAccount: z.array(z.string()).default([]),
  awardType: z.number().int().default(0),
  awardConfigList: z.array(AwardConfig).default([]),
  allowEndSubmit: z.boolean().default(false),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ContestItem = z.infer<typeof ContestItem>;

/**
 * One counted submission on a participant's scoreboard row. Not a schema: a rebuild reads hundreds of thousands,
 * checked by hand (functions/src/data/contests.ts), where a parse of each would cost more than the board itself.
 */
export interface BoardEntry {
  /** Display id of the problem in the contest. */
  d: string;
  st: number;
  sc: number | null;
  /** Run time, ms. */
  t: number | null;
  /** Submit time, epoch ms (no date parsing on rebuild). */
  at: number;
}

/**
 * A participant of a contest: registration, the profile fields the board shows (refreshed by each counted
 * result) and, in `e<submitId>` attributes, one entry per counted submission (see result-effects.ts).
 */
export const ContestParticipantItem = z.object({
  cid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  /** The super admin is never ranked. */
  roleId: z.number().int().nullable().default(null),
  nickname: nullableText,
  realname: nullableText,
  school: nullableText,
  avatar: nullableText,
  gender: z.string().default('secrecy'),
  /** Registered through the contest page (a password contest's gate); false for public submitters not registered. */
  registered: z.boolean().default(false),
  gmtCreate: z.string().nullable().default(null),
});
export type ContestParticipantItem = z.infer<typeof ContestParticipantItem>;

/** A contest's announcement: a site announcement's fields, kept in the contest's partition. */
export const ContestAnnouncementItem = AnnouncementItem.extend({ cid: z.number().int() });

/** A print job of a contest (0 not printed, 1 printed). */
export const ContestPrintItem = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  realname: nullableText,
  content: z.string(),
  status: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/** The balloon helper's mark on an accepted contest submission. */
export const ContestAcCheckItem = z.object({ submitId: z.number().int() });

/** A contest's scoreboard rebuild state: a rebuild is queued, and when the last snapshots were written. */
export const BoardStateItem = z.object({
  /** Epoch ms the pending rebuild was queued; absent when none is. */
  queuedAt: z.number().nullable().default(null),
  builtAt: z.string().nullable().default(null),
  /** Epoch ms until which a reader building the board in its request holds the lease. */
  buildingUntil: z.number().nullable().default(null),
});

export const UserProblemItem = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  difficulty: z.number().int(),
  solved: z.boolean(),
  /** Accepted submissions of this problem by this user; solved while above zero (a rejudge can take it back). */
  acCount: z.number().int().default(0),
  bestScore: z.number().default(0),
  bestOiRankScore: z.number().default(0),
});

/** A user's submissions on one calendar day (the heatmap). */
export const UserDayItem = z.object({ day: z.string(), count: z.number().int().default(0) });
/** One user's accepted submissions on one day (the 7-day ranking). */
export const AcDayItem = z.object({ uid: z.string(), day: z.string(), count: z.number().int().default(0) });
export const StatsDayItem = z.object({ day: z.string(), total: z.number().int().default(0), ac: z.number().int().default(0) });

/** One test case of a problem's data; files live in the test-data bucket under the data version. */
export const TestCaseItem = z.object({
  index: z.number().int().min(1),
  /** Score of the case (OI); ignored for ACM problems. */
  score: z.number().int().min(0).default(0),
  /** Subtask group of the case in the subtask case modes. */
  groupNum: z.number().int().nullable().default(null),
});

export const ExampleItem = z.object({ input: z.string(), output: z.string(), isOpen: z.boolean().default(true) });

/** A problem as stored: the summary fields plus the statement, limits, judging settings and case list. */
export const ProblemItem = ProblemSummaryItem.extend({
  description: z.string(),
  input: z.string(),
  output: z.string(),
  examples: z.array(ExampleItem),
  hint: z.string().default(''),
  source: z.string().default(''),
  author: z.string(),
  /** Milliseconds, MB, MB. */
  timeLimit: z.number().int().positive(),
  memoryLimit: z.number().int().positive(),
  stackLimit: z.number().int().positive().default(128),
  codeShare: z.boolean().default(true),
  judgeMode: z.enum(['default', 'spj', 'interactive']),
  judgeCaseMode: z.enum(['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error']),
  /** Source and language of the special judge or interactor. */
  spjCode: z.string().nullable().default(null),
  spjLanguage: z.string().nullable().default(null),
  isRemoveEndBlank: z.boolean().default(true),
  openCaseResult: z.boolean().default(true),
  isFileIO: z.boolean().default(false),
  ioReadFileName: z.string().nullable().default(null),
  ioWriteFileName: z.string().nullable().default(null),
  userExtraFile: z.record(z.string(), z.string()).default({}),
  judgeExtraFile: z.record(z.string(), z.string()).default({}),
  languages: z.array(z.string()),
  codeTemplates: z.record(z.string(), z.string()).default({}),
  /** Full score of an OI problem (the sum of its case scores). */
  ioScore: z.number().int().default(100),
  /** Test data lives under problems/<pid>/<testDataVersion>/; a new upload makes a new version. */
  testDataVersion: z.string(),
  cases: z.array(TestCaseItem),
  gmtCreate: z.string(),
});
export type ProblemItem = z.infer<typeof ProblemItem>;

export const ProblemCountsItem = z.object({
  total: z.number().int().default(0),
  ac: z.number().int().default(0),
  wa: z.number().int().default(0),
  tle: z.number().int().default(0),
  mle: z.number().int().default(0),
  re: z.number().int().default(0),
  pe: z.number().int().default(0),
  ce: z.number().int().default(0),
  se: z.number().int().default(0),
  pa: z.number().int().default(0),
});

/** A problem placed in a contest (display id, title and balloon colour). */
export const ContestProblemItem = z.object({
  /** The entry's own id (the reference's ContestProblem id: its client edits an entry by it). */
  id: z.number().int().default(0),
  cid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullable().default(null),
});
export type ContestProblemItem = z.infer<typeof ContestProblemItem>;

/** A submission as listed (code and per-case results are separate items: lists never read them). */
export const SubmissionItem = z.object({
  submitId: z.number().int(),
  uid: z.string(),
  username: z.string(),
  pid: z.number().int(),
  /** Display id and title of the problem where it was submitted (a contest shows its own). */
  displayPid: z.string(),
  title: z.string(),
  cid: z.number().int().default(0),
  /** Made in a training (its problem page): the training's rank counts it. */
  tid: z.number().int().nullable().default(null),
  /** Made in a timed exam (the client sends cid = exam id + 50000): the exam's rank counts it; cid stays 0. */
  eid: z.number().int().nullable().default(null),
  gid: z.number().int().nullable().default(null),
  language: z.string(),
  length: z.number().int(),
  status: z.number().int(),
  score: z.number().nullable().default(null),
  oiRankScore: z.number().nullable().default(null),
  /** Milliseconds and KB of the slowest and largest case. */
  time: z.number().nullable().default(null),
  memory: z.number().nullable().default(null),
  errorMessage: z.string().nullable().default(null),
  judger: z.string().nullable().default(null),
  isManual: z.boolean().default(false),
  share: z.boolean().default(false),
  submitTime: z.string(),
  gmtModified: z.string(),
  ip: z.string().default(''),
  /** Raised by each rejudge; a worker's claim and result carry the version they judged. */
  judgeVersion: z.number().int().default(0),
  claimedBy: z.string().nullable().default(null),
  /** The status and score whose effects (counters, solved sets, rankings) are applied; null until first applied. */
  countedStatus: z.number().int().nullable().default(null),
  countedScore: z.number().nullable().default(null),
});
export type SubmissionItem = z.infer<typeof SubmissionItem>;

/** Per-case results of a submission's last judgement. */
export const CaseResultItem = z.object({
  index: z.number().int(),
  status: z.number().int(),
  time: z.number(),
  memory: z.number(),
  score: z.number().nullable().default(null),
  groupNum: z.number().int().nullable().default(null),
  /** Truncated excerpts shown when the problem opens its case results. */
  inputData: z.string().nullable().default(null),
  outputData: z.string().nullable().default(null),
  userOutput: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
});
export const CaseResultsItem = z.object({ judgeCaseMode: z.enum(JUDGE_CASE_MODES), judgeVersion: z.number().int(), cases: z.array(CaseResultItem) });

/** An online test run of a problem's code on the user's own input. */
export const TestRunItem = z.object({
  key: z.string(),
  uid: z.string(),
  pid: z.number().int(),
  language: z.string(),
  code: z.string(),
  userInput: z.string(),
  expectedOutput: z.string().nullable().default(null),
  status: z.number().int(),
  time: z.number().nullable().default(null),
  memory: z.number().nullable().default(null),
  stderr: z.string().nullable().default(null),
  userOutput: z.string().nullable().default(null),
  problemJudgeMode: z.string(),
  submitTime: z.string(),
});
export type TestRunItem = z.infer<typeof TestRunItem>;

export const TestcaseUploadItem = z.object({
  key: z.string(),
  uid: z.string(),
  /** uploading until the client says it is sent, pending until a judge has unpacked it, then ok or error. */
  state: z.enum(['uploading', 'pending', 'ok', 'error']),
  message: z.string().default(''),
  /** When ok: the cases found, as the upload-testcase-zip call answers them, and their staging folder. */
  fileList: z.array(z.object({ input: z.string(), output: z.string(), score: z.number(), groupNum: z.number().nullable() })).default([]),
  fileListDir: z.string().default(''),
});
export type TestcaseUploadItem = z.infer<typeof TestcaseUploadItem>;

export const CompileCheckItem = z.object({
  key: z.string(),
  language: z.string(),
  code: z.string(),
  extraFiles: z.record(z.string(), z.string()).default({}),
  /** pending until the judge answers, then ok or error with the compiler's message. */
  state: z.enum(['pending', 'ok', 'error']),
  message: z.string().default(''),
});

// ---- Messages (issue 12): reminders, unread counters, system notices ----
export const REMINDER_ACTIONS = ['Discuss', 'Reply', 'Like_Post', 'Like_Discuss'] as const;

/** Someone commented on, replied to or liked what the recipient wrote (the reference's MsgRemind). */
export const ReminderItem = z.object({
  id: z.number().int(),
  action: z.enum(REMINDER_ACTIONS),
  recipientId: z.string(),
  senderId: z.string(),
  /** A discussion id, or a contest id for a contest's Q&A. */
  sourceId: z.number().int(),
  sourceType: z.enum(['Discussion', 'Contest']),
  sourceContent: z.string().default(''),
  quoteId: z.number().int().nullable().default(null),
  quoteType: z.enum(['Comment', 'Reply']).nullable().default(null),
  /** For a quoted Reply: its comment (replies are kept under their comment). */
  quoteCommentId: z.number().int().nullable().default(null),
  url: z.string(),
  /** Read. */
  state: z.boolean().default(false),
  gmtCreate: z.string(),
});
export type ReminderItem = z.infer<typeof ReminderItem>;

export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;

/**
 * A system notice, stored once (the reference's AdminSysNotice). A Single one lives in its recipient's message
 * partition in a box (sys: from the system, e.g. a role change; mine: addressed to the user) and carries its
 * own read state; All and Admin ones are read through each user's marker (MessageCountsItem).
 */
export const NoticeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES),
  /** The admin who wrote it; null for notices the system sends. */
  adminId: z.string().nullable().default(null),
  recipientId: z.string().nullable().default(null),
  box: z.enum(['sys', 'mine']).nullable().default(null),
  /** Read by its recipient (Single only). */
  read: z.boolean().default(false),
  /** Removed from its recipient's box by the recipient; still listed in the back office (Single only). */
  dismissed: z.boolean().default(false),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

/**
 * A user's message counters, kept on write: unread and total per box (the totals count the user's own items;
 * notices to all are counted from their bounded list), and for notices to all: the newest id read, every id up
 * to `sysClearedUpTo` cleaned, and the ids cleaned one by one.
 */
export const MessageCountsItem = z.object({
  comment: z.number().int().default(0),
  reply: z.number().int().default(0),
  like: z.number().int().default(0),
  sys: z.number().int().default(0),
  mine: z.number().int().default(0),
  commentTotal: z.number().int().default(0),
  replyTotal: z.number().int().default(0),
  likeTotal: z.number().int().default(0),
  sysTotal: z.number().int().default(0),
  mineTotal: z.number().int().default(0),
  sysReadUpTo: z.number().int().default(0),
  sysClearedUpTo: z.number().int().default(0),
  sysHidden: z.preprocess((v) => (v instanceof Set ? [...v] : v), z.array(z.number().int())).default([]),
});
export type MessageCountsItem = z.infer<typeof MessageCountsItem>;

// ---- Community (issue 12): discussions, categories, reports, comments, replies, likes ----
/** 'root', 'admin' (admins and problem admins) or 'user', taken when the post is written (the SPA and ADM badges). */
export const AUTHOR_ROLES = ['root', 'admin', 'user'] as const;

/** A discussion's summary: what lists show, with its counters; the content is a separate item. */
export const DiscussionItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The problem's display id for a per-problem discussion. */
  pid: nullableText,
  uid: z.string(),
  author: z.string(),
  role: z.enum(AUTHOR_ROLES),
  viewNum: z.number().int().default(0),
  likeNum: z.number().int().default(0),
  /** Comments and their replies. */
  commentNum: z.number().int().default(0),
  topPriority: z.boolean().default(false),
  /** 0 normal, 1 disabled by an admin. */
  status: z.number().int().default(0),
  /** A group's discussion (issue 15); always null until group discussions open. */
  gid: z.number().int().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionItem = z.infer<typeof DiscussionItem>;
export const DiscussionContentItem = z.object({ did: z.number().int(), content: z.string() });

export const DiscussionCategoryItem = z.object({ id: z.number().int(), name: z.string(), gmtCreate: z.string(), gmtModified: z.string() });
export type DiscussionCategoryItem = z.infer<typeof DiscussionCategoryItem>;

export const DiscussionReportItem = z.object({
  id: z.number().int(),
  did: z.number().int(),
  reporterUid: z.string(),
  reporter: z.string(),
  /** The tags as `#tag# `, then the reason. */
  content: z.string(),
  /** Read by an admin. */
  status: z.boolean().default(false),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionReportItem = z.infer<typeof DiscussionReportItem>;

/** A comment on a discussion (did) or in a contest's Q&A (cid); its like count lives on its list entry. */
export const CommentItem = z.object({
  id: z.number().int(),
  did: z.number().int().nullable().default(null),
  cid: z.number().int().nullable().default(null),
  content: z.string(),
  fromUid: z.string(),
  fromName: z.string(),
  fromRole: z.enum(AUTHOR_ROLES),
  /** Written by an admin of its contest: shown to every contestant while the contest runs. */
  fromContestAdmin: z.boolean().default(false),
  replyNum: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type CommentItem = z.infer<typeof CommentItem>;

/** A comment's place in its list (see commentEntryIndex). */
export const CommentEntryItem = z.object({
  id: z.number().int(),
  likeNum: z.number().int().default(0),
  fromUid: z.string(),
  fromContestAdmin: z.boolean().default(false),
});
export type CommentEntryItem = z.infer<typeof CommentEntryItem>;

export const ReplyItem = z.object({
  id: z.number().int(),
  commentId: z.number().int(),
  content: z.string(),
  fromUid: z.string(),
  fromName: z.string(),
  fromRole: z.enum(AUTHOR_ROLES),
  /** The author of the comment or reply answered. */
  toUid: z.string(),
  toName: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ReplyItem = z.infer<typeof ReplyItem>;

/** An image uploaded for markdown (the reference's File of type md). */
export const MarkdownFileItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  gid: z.number().int().nullable().default(null),
  /** The URL path it is served under (public files). */
  url: z.string(),
  gmtCreate: z.string(),
});

// ---- Trainings (issue 13): trainings, their problems and participants, categories ----
export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];

/** A training (spec 002 2.1): a problem set with a category, public or private (a password to enter), ordered by rank. */
export const TrainingItem = z.object({
  tid: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The creator (a training admin) and their username (the reference's `author`). */
  uid: z.string(),
  author: z.string(),
  auth: z.enum(TRAINING_AUTHS),
  privatePwd: z.string().default(''),
  /** Shown (the reference's `status`). */
  status: z.boolean(),
  /** Order number, ascending. */
  rank: z.number().int(),
  categoryId: z.number().int(),
  /** A group's training (issue 15); always null until group trainings open. */
  gid: z.number().int().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TrainingItem = z.infer<typeof TrainingItem>;

/** A problem placed in a training: its own id (the reference's TrainingProblem id), the problem's display id and the order. */
export const TrainingProblemItem = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  rank: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TrainingProblemItem = z.infer<typeof TrainingProblemItem>;

export const TrainingCategoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  gid: z.number().int().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TrainingCategoryItem = z.infer<typeof TrainingCategoryItem>;

/** One problem's mark on a training rank row: the status shown and the best accepted run time (ms). */
export const TrainingMark = z.object({ status: z.number().int(), runTime: z.number().nullable(), ac: z.boolean() });
export type TrainingMark = z.infer<typeof TrainingMark>;

/**
 * A user's row in a training: registration (a private training's password accepted), the profile fields the rank
 * shows, and the tally of the counted submissions made in the training (domain/training-rank.ts), which the judge's
 * result transaction rewrites with each `e<submitId>` entry it writes (result-effects.ts), so the rank is read, never
 * recounted. `v` orders those rewrites.
 */
export const TrainingParticipantItem = z.object({
  tid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  roleId: z.number().int().nullable().default(null),
  nickname: nullableText,
  realname: nullableText,
  school: nullableText,
  avatar: nullableText,
  gender: z.string().default('secrecy'),
  registered: z.boolean().default(false),
  ac: z.number().int().default(0),
  totalRunTime: z.number().default(0),
  /** By problem id (pid). */
  marks: z.record(z.string(), TrainingMark).default({}),
  v: z.number().int().default(0),
});
export type TrainingParticipantItem = z.infer<typeof TrainingParticipantItem>;

// ---- Timed exams (issue 13): exams, their problems, participant rows ----
export const EXAM_AUTHS = { PUBLIC: 0, PRIVATE: 1 } as const;

/** A timed exam (spec 001 2.9 and section 3 "Exam"): a problem set with a window, a duration per user and an access rule. */
export const ExamItem = z.object({
  eid: z.number().int(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds each participant has from their start (cut at the exam's end). */
  duration: z.number().int(),
  /** 0 public, 1 private (a password to start). */
  auth: z.number().int(),
  pwd: z.string().default(''),
  visible: z.boolean(),
  /** A group's exam (issue 15); always null until group exams open. */
  gid: z.number().int().nullable().default(null),
  uid: z.string(),
  author: z.string(),
  logoUrl: z.string().nullable().default(null),
  /** Files given to the participants (name to content), as problems keep their user extra files. */
  extraFiles: z.record(z.string(), z.string()).default({}),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ExamItem = z.infer<typeof ExamItem>;

/** A problem placed in an exam under a display id and title (the reference's exam problem; id is the entry's own). */
export const ExamProblemItem = z.object({
  id: z.number().int(),
  eid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  displayTitle: z.string(),
  gmtCreate: z.string(),
});
export type ExamProblemItem = z.infer<typeof ExamProblemItem>;

/** One problem's cell on an exam rank row: the best score and the status of the submission that scored it. */
export const ExamMark = z.object({ score: z.number(), status: z.number().int() });

/**
 * A user's row in an exam: their start record (startedAt; handedInAt once they hand in), the profile fields the
 * rank shows, and the tally of the counted submissions made in the exam (domain/exam.ts), which the judge's result
 * transaction rewrites with each `e<submitId>` entry it writes (result-effects.ts). `v` orders those rewrites.
 */
export const ExamParticipantItem = z.object({
  eid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  roleId: z.number().int().nullable().default(null),
  nickname: nullableText,
  realname: nullableText,
  avatar: nullableText,
  startedAt: nullableText,
  handedInAt: nullableText,
  score: z.number().default(0),
  /** By problem id (pid). */
  marks: z.record(z.string(), ExamMark).default({}),
  v: z.number().int().default(0),
});
export type ExamParticipantItem = z.infer<typeof ExamParticipantItem>;

/** A bulk user job (functions/src/jobs/user-jobs): its progress; chunksDone chunks of `chunks` are written. */
export const UserJobItem = z.object({
  id: z.string(),
  kind: z.enum(['import', 'generate']),
  /** Who started it. */
  uid: z.string(),
  total: z.number().int(),
  chunks: z.number().int(),
  chunksDone: z.number().int().default(0),
  /** Rows of the written chunks, and of those the accounts made and the rows refused. */
  processed: z.number().int().default(0),
  created: z.number().int().default(0),
  failed: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  expiresAt: z.number().int(),
});
export type UserJobItem = z.infer<typeof UserJobItem>;
export type UserJobKind = UserJobItem['kind'];

const USER_JOB_FIELDS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school', 'row'] as const;

/** A row of a job: the account to write, or (refused when the job was made) its username and problem only. */
export const UserJobRow = z.object({
  /** Its place in what the admin sent, from 1. */
  row: z.number().int(),
  username: z.string(),
  /** Dropped once an import's chunk is written; a generation keeps it for the download. */
  password: z.string().optional(),
  email: z.string().optional(),
  realname: z.string().optional(),
  gender: z.enum(GENDERS).default('secrecy'),
  nickname: z.string().optional(),
  school: z.string().optional(),
  problem: z.object({ field: z.enum(USER_JOB_FIELDS), message: z.string() }).optional(),
});
export type UserJobRow = z.infer<typeof UserJobRow>;

export const UserJobFailure = z.object({ row: z.number().int(), username: z.string(), field: z.enum(USER_JOB_FIELDS), message: z.string() });
export type UserJobFailure = z.infer<typeof UserJobFailure>;

export const UserJobChunkItem = z.object({
  n: z.number().int(),
  rows: z.array(UserJobRow).default([]),
  /** When the chunk was written, and the rows it refused. */
  doneAt: z.string().optional(),
  failures: z.array(UserJobFailure).default([]),
  expiresAt: z.number().int(),
});
export type UserJobChunkItem = z.infer<typeof UserJobChunkItem>;
