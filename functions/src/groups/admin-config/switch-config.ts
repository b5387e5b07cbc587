import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { REMOTE_JUDGE_NOTE, REMOTE_JUDGES, SECRET_MASK, SwitchConfigBody, type RemoteJudge, type SwitchConfigView } from '@oj/shared/schemas/admin-config';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { readRemoteAccounts, writeRemoteAccounts, type SiteAccounts } from '../../services/remote-accounts/remote-accounts.ts';
import { givenFields } from './given-fields.ts';
import { remoteJudgeSwitch, remoteJudgeSwitches } from '@oj/shared/db/items/config';
import { SYSTEM_INFO_ADMIN } from './web-config.ts';

const JUDGE_NAMES: Record<RemoteJudge, string> = { hdu: 'HDU', cf: 'Codeforces', poj: 'POJ', atcoder: 'AtCoder', spoj: 'SPOJ', libreoj: 'LibreOJ' };

/**
 * The reference keeps every switch in one object; here the discussion switches stay in the website item (the
 * public site configuration serves them), the rest in the switch item, and remote judge accounts behind their own
 * store (services/remote-accounts/: Secrets Manager in AWS, a file under .data/ locally).
 */
const readSwitches = async (deps: Deps) => {
  const [website, switches, remote] = await Promise.all([deps.repos.siteConfig.readWebsiteConfig(), deps.repos.siteConfig.readSwitchConfig(), readRemoteAccounts(deps)]);
  return { website, switches, remote };
};

const accountLists = (remote: SiteAccounts) =>
  Object.fromEntries(
    REMOTE_JUDGES.flatMap((oj) => [
      [`${oj}UsernameList`, remote[oj].map((a) => a.username)],
      [`${oj}PasswordList`, remote[oj].map(() => SECRET_MASK)],
    ]),
  );

const toSwitchConfigView = ({ website, switches, remote }: Awaited<ReturnType<typeof readSwitches>>): SwitchConfigView =>
  ({
    openPublicDiscussion: website.openPublicDiscussion,
    openGroupDiscussion: website.openGroupDiscussion,
    openContestComment: website.openContestComment,
    openPublicJudge: switches.openPublicJudge,
    openGroupJudge: switches.openGroupJudge,
    openContestJudge: switches.openContestJudge,
    hideNonContestSubmissionCode: switches.hideNonContestSubmissionCode,
    codeShare: switches.codeShare,
    defaultSubmitInterval: switches.submitInterval,
    defaultCreateGroupDailyLimit: switches.defaultCreateGroupDailyLimit,
    defaultCreateGroupLimit: switches.defaultCreateGroupLimit,
    defaultCreateGroupACInitValue: switches.defaultCreateGroupACInitValue,
    defaultCreateDiscussionDailyLimit: switches.defaultCreateDiscussionDailyLimit,
    defaultCreateDiscussionACInitValue: switches.defaultCreateDiscussionACInitValue,
    defaultCreateCommentACInitValue: switches.defaultCreateCommentACInitValue,
    ...accountLists(remote),
    remoteJudgeNote: REMOTE_JUDGE_NOTE,
    ...remoteJudgeSwitches((key) => switches[remoteJudgeSwitch(key)]),
  }) as SwitchConfigView;

/**
 * One judge's new account list: names and passwords come together, one password per name; SECRET_MASK keeps the
 * password stored for that name.
 */
const nextAccounts = (oj: RemoteJudge, stored: SiteAccounts[RemoteJudge], names: string[] | null | undefined, passwords: string[] | null | undefined) => {
  if (!names && !passwords) return undefined;
  const judge = JUDGE_NAMES[oj];
  if (!names || !passwords || names.length !== passwords.length) throw badRequest(`The ${judge} account names and passwords must be given together, one password per name`);
  if (new Set(names).size !== names.length) throw badRequest(`A ${judge} account is listed twice`);
  return names.map((username, i) => {
    const password = passwords[i]!;
    if (password === SECRET_MASK) {
      const kept = stored.find((a) => a.username === username);
      if (!kept) throw badRequest(`No password is stored for the ${judge} account ${username}: please give it`);
      return kept;
    }
    if (password === '') throw badRequest(`The ${judge} account ${username} needs a password`);
    return { username, password };
  });
};

export const switchConfigRoutes = [
  route(adminConfigCalls.getSwitchConfig, {
    access: SYSTEM_INFO_ADMIN,
    handler: async ({ deps }) => toSwitchConfigView(await readSwitches(deps)),
  }),
  route(adminConfigCalls.setSwitchConfig, {
    access: SYSTEM_INFO_ADMIN,
    body: SwitchConfigBody,
    handler: async ({ deps, body }) => {
      const given = givenFields(body);
      const remote = await readRemoteAccounts(deps);
      const accounts = Object.fromEntries(
        REMOTE_JUDGES.map((oj) => [oj, nextAccounts(oj, remote[oj], body[`${oj}UsernameList`], body[`${oj}PasswordList`])]).filter(([, list]) => list !== undefined),
      ) as Partial<SiteAccounts>;
      await deps.repos.siteConfig.setConfigFields('website', {
        openPublicDiscussion: given.openPublicDiscussion,
        openGroupDiscussion: given.openGroupDiscussion,
        openContestComment: given.openContestComment,
      });
      await deps.repos.siteConfig.setConfigFields('switch', {
        openPublicJudge: given.openPublicJudge,
        openGroupJudge: given.openGroupJudge,
        openContestJudge: given.openContestJudge,
        hideNonContestSubmissionCode: given.hideNonContestSubmissionCode,
        codeShare: given.codeShare,
        submitInterval: given.defaultSubmitInterval,
        defaultCreateGroupDailyLimit: given.defaultCreateGroupDailyLimit,
        defaultCreateGroupLimit: given.defaultCreateGroupLimit,
        defaultCreateGroupACInitValue: given.defaultCreateGroupACInitValue,
        defaultCreateDiscussionDailyLimit: given.defaultCreateDiscussionDailyLimit,
        defaultCreateDiscussionACInitValue: given.defaultCreateDiscussionACInitValue,
        defaultCreateCommentACInitValue: given.defaultCreateCommentACInitValue,
        ...remoteJudgeSwitches((key) => given[remoteJudgeSwitch(key)]),
      });
      await writeRemoteAccounts(deps, accounts);
      return null;
    },
  }),
];
