import { z } from 'zod';
import { REMOTE_OJS, type RemoteOj } from '../../enums.ts';

/** The switch field of one remote judge (Codeforces Gym has its own, on the Codeforces accounts). */
export type RemoteJudgeSwitch = `openRemoteJudge${RemoteOj}`;
export function remoteJudgeSwitch(key: RemoteOj): RemoteJudgeSwitch {
  return `openRemoteJudge${key}`;
}
/** One value (a schema, a stored flag) per remote judge switch field. */
export function remoteJudgeSwitches<T>(field: (key: RemoteOj) => T) {
  return Object.fromEntries(REMOTE_OJS.map((key) => [remoteJudgeSwitch(key), field(key)])) as Record<RemoteJudgeSwitch, T>;
}

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
  /** Each remote judge: off refuses importing its problems and submitting to it. On until switched off; it judges only with accounts. */
  ...remoteJudgeSwitches(() => z.boolean().default(true)),
  /**
   * How many accounts each account site holds (hdu, cf...), written with every account save, so the public site
   * configuration tells which judges are in service without reading a secret; null before the first save.
   */
  remoteAccountCounts: z.record(z.string(), z.number().int()).nullable().default(null),
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
