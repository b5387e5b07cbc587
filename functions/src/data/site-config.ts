import { emailConfigKey, remoteJudgeConfigKey, switchConfigKey, websiteConfigKey } from '@oj/shared/db/keys';
import { Role, WebsiteConfig } from '@oj/shared';
import { EmailConfigItem, RemoteJudgeAccountsItem, SwitchConfigItem } from '@oj/shared/db/items/config';
import { setFields, type Db } from './db.ts';
import { memo } from './memo.ts';

/**
 * Site configuration, cached for a few seconds per instance (the admin back office edits it rarely): a change
 * takes effect everywhere within that window.
 */
export const getWebsiteConfig = memo(5_000, async (db: Db) => WebsiteConfig.parse((await db.get(websiteConfigKey)) ?? {}));

export const getSwitchConfig = memo(5_000, async (db: Db) => SwitchConfigItem.parse((await db.get(switchConfigKey)) ?? {}));

/** The mail settings (the password sealed): read by the mailer and the back office only. */
export const getEmailConfig = memo(5_000, async (db: Db) => EmailConfigItem.parse((await db.get(emailConfigKey)) ?? {}));

/** The remote judge accounts (passwords sealed), for the public site configuration's list of judges in service. */
export const getRemoteJudgeAccounts = memo(5_000, async (db: Db) => RemoteJudgeAccountsItem.parse((await db.get(remoteJudgeConfigKey)) ?? {}));

/** Drops this instance's cached configuration after the back office changed it. */
export function forgetSiteConfig(db: Db) {
  getWebsiteConfig.clear(db);
  getSwitchConfig.clear(db);
  getEmailConfig.clear(db);
  getRemoteJudgeAccounts.clear(db);
}

/** The configuration items the back office edits, each one item of the table. */
const CONFIG_KEYS = { website: websiteConfigKey, switch: switchConfigKey, email: emailConfigKey, remoteJudge: remoteJudgeConfigKey };
export type SiteConfigPart = keyof typeof CONFIG_KEYS;

/** The back office's reads: strongly consistent and uncached, so an admin sees what they just saved. */
export async function readWebsiteConfig(db: Db) {
  return WebsiteConfig.parse(await db.get(websiteConfigKey, true));
}
export async function readSwitchConfig(db: Db) {
  return SwitchConfigItem.parse((await db.get(switchConfigKey, true)) ?? {});
}
export async function readEmailConfig(db: Db) {
  return EmailConfigItem.parse((await db.get(emailConfigKey, true)) ?? {});
}
/** The remote judge accounts (passwords sealed). */
export async function readRemoteJudgeAccounts(db: Db) {
  return RemoteJudgeAccountsItem.parse((await db.get(remoteJudgeConfigKey, true)) ?? {});
}

/**
 * Sets the given fields of a configuration item and leaves the others alone (two admins saving different forms
 * do not undo each other), then drops this instance's cached configuration so the change shows at once here and
 * within the cache window elsewhere.
 */
export async function setConfigFields(db: Db, part: SiteConfigPart, fields: Record<string, unknown>) {
  if (Object.values(fields).some((value) => value !== undefined)) await db.update(CONFIG_KEYS[part], setFields(fields));
  forgetSiteConfig(db);
}

/** Where a submission or test run is judged, as the reference's judging switches tell them apart. */
export type JudgingArea = 'public' | 'group' | 'contest';

const JUDGING_CLOSED: Record<JudgingArea, string> = {
  public: 'The site has closed problem judging: submissions and test runs are refused',
  group: 'The site has closed judging in groups: submissions and test runs are refused',
  contest: 'The site has closed contest judging: submissions and test runs are refused',
};

/** The refusal when the site's switch for this area is off (switch/update), for everyone as in the reference. */
export async function judgingClosedIn(db: Db, area: JudgingArea): Promise<string | undefined> {
  const config = await getSwitchConfig(db);
  const open = { public: config.openPublicJudge, group: config.openGroupJudge, contest: config.openContestJudge }[area];
  return open ? undefined : JUDGING_CLOSED[area];
}

/** Whether practice (non-contest) code is hidden from this caller: the switch is on and they are not root or a problem admin. */
export async function hidesPracticeCode(db: Db, roleId: number | undefined): Promise<boolean> {
  return roleId !== Role.ROOT && roleId !== Role.PROBLEM_ADMIN && (await getSwitchConfig(db)).hideNonContestSubmissionCode;
}
