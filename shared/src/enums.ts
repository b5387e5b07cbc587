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
export const IN_PROGRESS_STATUSES: readonly JudgeStatus[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

export function isFinalStatus(status: JudgeStatus): boolean {
  return !IN_PROGRESS_STATUSES.includes(status);
}

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

/** Roles and permissions live in their own module, re-exported here for the existing imports. */
export * from './roles.ts';

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

/** Who may join a group (spec 002 section 3): public at once, protected with a reason, private with the code and a reason. */
export const GroupType = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
export type GroupType = (typeof GroupType)[keyof typeof GroupType];

/** A user's standing in a group (spec 002 section 4); 0 is none. Root implies admin, which implies member. */
export const GroupMemberAuth = { NONE: 0, APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export type GroupMemberAuth = (typeof GroupMemberAuth)[keyof typeof GroupMemberAuth];
