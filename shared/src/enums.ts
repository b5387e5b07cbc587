/** Judge statuses as the API and the client know them (spec 000 section 3.1). */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;
export type JudgeStatus = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export const JUDGE_STATUS_NAMES: Record<JudgeStatus, string> = {
  [-10]: 'Not Submitted',
  [-5]: 'Submitted Unknown Result',
  [-4]: 'Cancelled',
  [-3]: 'Presentation Error',
  [-2]: 'Compile Error',
  [-1]: 'Wrong Answer',
  0: 'Accepted',
  1: 'Time Limit Exceeded',
  2: 'Memory Limit Exceeded',
  3: 'Runtime Error',
  4: 'System Error',
  5: 'Pending',
  6: 'Compiling',
  7: 'Judging',
  8: 'Partial Accepted',
  9: 'Submitting',
  10: 'Submitted Failed',
};

/** Statuses a submission passes through before it is final. */
export const IN_PROGRESS_STATUSES: readonly JudgeStatus[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
];

export const isFinalStatus = (status: JudgeStatus): boolean => !IN_PROGRESS_STATUSES.includes(status);

/** Statuses a super admin may set by hand (spec 000 section 4.1). */
export const MANUAL_JUDGE_STATUSES: readonly JudgeStatus[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.ACCEPTED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
];

/** Numeric role ids (spec 000 section 3.2). */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  USER: 1002,
  NO_SUBMIT: 1003,
  NO_DISCUSS: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_DISCUSS: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The role names the reference API speaks of in its Roles(...) guards. */
export const ROLE_NAMES: Record<Role, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_submit',
  1004: 'no_discuss',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  1000: 'Super administrator',
  1001: 'Administrator',
  1002: 'Default user',
  1003: 'Banned from submitting',
  1004: 'Banned from discussion posts',
  1005: 'Muted',
  1006: 'Banned from submitting and discussion posts',
  1007: 'Banned from submitting and muted',
  1008: 'Problem administrator',
};

export const ADMIN_ROLES: readonly Role[] = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

/** Permissions named by the reference API's Perm(...) guards. */
export const Permission = {
  SUBMIT: 'submit',
  REJUDGE: 'rejudge',
  DISCUSSION_ADD: 'discussion_add',
  DISCUSSION_EDIT: 'discussion_edit',
  DISCUSSION_DEL: 'discussion_del',
  COMMENT_ADD: 'comment_add',
  REPLY_ADD: 'reply_add',
  GROUP_ADD: 'group_add',
  GROUP_DEL: 'group_del',
  USER_ADMIN: 'user_admin',
  ANNOUNCEMENT_ADMIN: 'announcement_admin',
  SYSTEM_INFO_ADMIN: 'system_info_admin',
  PROBLEM_ADMIN: 'problem_admin',
  CONTEST_ADMIN: 'contest_admin',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

const ALL_PERMISSIONS = Object.values(Permission);
const USER_PERMISSIONS: Permission[] = [
  Permission.SUBMIT,
  Permission.DISCUSSION_ADD,
  Permission.DISCUSSION_EDIT,
  Permission.DISCUSSION_DEL,
  Permission.COMMENT_ADD,
  Permission.REPLY_ADD,
  Permission.GROUP_ADD,
  Permission.GROUP_DEL,
];
const without = (...denied: Permission[]) => USER_PERMISSIONS.filter((p) => !denied.includes(p));
const DISCUSS: Permission[] = [Permission.DISCUSSION_ADD, Permission.DISCUSSION_EDIT];
const SPEAK: Permission[] = [...DISCUSS, Permission.COMMENT_ADD, Permission.REPLY_ADD];

/**
 * What each role may do. Restricted roles (1003-1007) are the default user less what they are banned from:
 * "banned from discussion" loses discussion posts, "muted" loses every kind of posting.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  1000: ALL_PERMISSIONS,
  1001: [...USER_PERMISSIONS, Permission.USER_ADMIN, Permission.ANNOUNCEMENT_ADMIN, Permission.CONTEST_ADMIN, Permission.PROBLEM_ADMIN],
  1002: USER_PERMISSIONS,
  1003: without(Permission.SUBMIT),
  1004: without(...DISCUSS),
  1005: without(...SPEAK),
  1006: without(Permission.SUBMIT, ...DISCUSS),
  1007: without(Permission.SUBMIT, ...SPEAK),
  1008: [...USER_PERMISSIONS, Permission.PROBLEM_ADMIN],
};

export const Difficulty = { EASY: 0, MID: 1, HARD: 2 } as const;
export type Difficulty = (typeof Difficulty)[keyof typeof Difficulty];

export const ProblemType = { ACM: 0, OI: 1 } as const;
export type ProblemType = (typeof ProblemType)[keyof typeof ProblemType];

export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

export const JUDGE_CASE_MODES = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'] as const;
export type JudgeCaseMode = (typeof JUDGE_CASE_MODES)[number];

/** Public problems: 1 public (submit and look), 2 private (neither), 3 protected (look only, or contest-only inside groups). */
export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, PROTECTED: 3 } as const;
export type ProblemAuth = (typeof ProblemAuth)[keyof typeof ProblemAuth];

export const REMOTE_OJS = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;
export type RemoteOj = (typeof REMOTE_OJS)[number];

export const ContestType = { ACM: 0, OI: 1 } as const;
export type ContestType = (typeof ContestType)[keyof typeof ContestType];

export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export type ContestStatus = (typeof ContestStatus)[keyof typeof ContestStatus];

/**
 * Who may take part (the reference's codes): public; private = the password registers you, and only the
 * registered see the problems; protected = anyone sees the problems, the password registers you to submit.
 */
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
export type ContestAuth = (typeof ContestAuth)[keyof typeof ContestAuth];

/** Awards: none, by percentage of ranked participants, or by fixed counts. */
export const AwardType = { NONE: 0, PROPORTION: 1, COUNT: 2 } as const;
export type AwardType = (typeof AwardType)[keyof typeof AwardType];

/** OI boards count each user's last submission per problem, or the best. */
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];

/** Which name a contest's boards show for each participant. */
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];

/** Seal choices of the contest form: the last half hour, the last hour, or the whole contest. */
export const SealChoice = { LAST_HALF_HOUR: 0, LAST_HOUR: 1, WHOLE_CONTEST: 2 } as const;
export type SealChoice = (typeof SealChoice)[keyof typeof SealChoice];

export const GENDERS = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof GENDERS)[number];
