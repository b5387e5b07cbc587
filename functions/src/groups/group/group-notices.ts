/**
 * What the group calls tell users, as notices in their "mine" box (where the reference puts them), in both
 * languages like the other system notices. A notice that cannot be written is logged, never the call's failure:
 * the change it reports is already made.
 */
import type { GroupItem } from '@oj/shared/db/items/group';
import type { Deps } from '../../deps.ts';

/** Notices written at once, so a disbanded group of thousands is told in a bounded time without flooding the table. */
const PARALLEL = 16;

const groupLink = (g: GroupItem) => `[${g.name}](/group/${g.gid})`;
const userLink = (username: string) => `[${username}](/user-home?username=${encodeURIComponent(username)})`;

const tell = async (deps: Deps, uids: readonly string[], title: string, content: string) => {
  for (let i = 0; i < uids.length; i += PARALLEL) {
    await Promise.all(
      uids
        .slice(i, i + PARALLEL)
        .map((uid) =>
          deps.repos.notices
            .createNotice({ type: 'Single', recipientId: uid, adminId: null, title, content }, deps.now(), 'mine')
            .catch((err: unknown) => deps.log.warn('group notice not written', { uid, title, error: String(err) })),
        ),
    );
  }
};

/** A new member: joined a public group, or admitted by a group admin. */
export function noticeWelcome(deps: Deps, group: GroupItem, uid: string) {
  return tell(deps, [uid], '欢迎加入团队 (Welcome to the group)', `你已成为团队【${groupLink(group)}】的成员。\n\nYou are now a member of the group ${groupLink(group)}.`);
}

/** The group's roots: someone applied to a protected or private group. */
export function noticeApplication(deps: Deps, group: GroupItem, rootUids: readonly string[], applicant: string) {
  return tell(
    deps,
    rootUids,
    '团队加入申请 (Application to your group)',
    `用户【${userLink(applicant)}】申请加入团队【${groupLink(group)}】，请到[成员页](/group/${group.gid}/member)审批。\n\n` +
      `${userLink(applicant)} asked to join the group ${groupLink(group)}: review it on the [member page](/group/${group.gid}/member).`,
  );
}

/** A member removed by a group admin. */
export function noticeRemoved(deps: Deps, group: GroupItem, uid: string, operator: string) {
  return tell(
    deps,
    [uid],
    '你已被移出团队 (Removed from a group)',
    `团队【${groupLink(group)}】的管理员【${userLink(operator)}】已将你移出该团队。\n\n${userLink(operator)}, an admin of the group ${groupLink(group)}, removed you from it.`,
  );
}

/** The members of a disbanded group. */
export function noticeDisbanded(deps: Deps, group: GroupItem, uids: readonly string[], operator: string) {
  return tell(
    deps,
    uids,
    '团队已解散 (Group disbanded)',
    `你所在的团队【${group.name}】（编号 ${group.gid}）已被【${userLink(operator)}】解散。\n\nThe group ${group.name} (number ${group.gid}) you belonged to was disbanded by ${userLink(operator)}.`,
  );
}
