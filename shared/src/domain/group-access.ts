/**
 * Who may do what in a group (spec 002 sections 4 and 6), decided once for every group-scoped call: pure, the caller
 * passes the group and the viewer's member item (as read) and gets a standing or a refusal with its message.
 */
import { GroupMemberAuth, Role } from '../enums.ts';
import type { Refusal, Viewer, ViewerFacts } from './problem-set-access.ts';

export interface AccessGroup {
  /** The owner. */
  uid: string;
  visible: boolean;
  /** 1 banned. */
  status: number;
}

/**
 * The viewer's effective level: the stored member auth, raised to root for the owner and a super admin (who count
 * as root, spec 002 section 4); 0 for a visitor or a stranger.
 */
export interface GroupStanding {
  level: number;
  /** The auth stored on the viewer's member item (0 without one): what get-group-auth answers. */
  stored: number;
  owner: boolean;
  superAdmin: boolean;
}

export function groupStanding(group: AccessGroup, viewer: Viewer | undefined, stored: number | undefined): GroupStanding {
  const owner = viewer !== undefined && viewer.uid === group.uid;
  const superAdmin = viewer?.roleId === Role.ROOT;
  const auth = stored ?? GroupMemberAuth.NONE;
  return { level: owner || superAdmin ? GroupMemberAuth.ROOT : auth, stored: auth, owner, superAdmin };
}

export function isGroupMember(s: GroupStanding) {
  return s.level >= GroupMemberAuth.MEMBER;
}
export function isGroupAdmin(s: GroupStanding) {
  return s.level >= GroupMemberAuth.ADMIN;
}
export function isGroupRoot(s: GroupStanding) {
  return s.level >= GroupMemberAuth.ROOT;
}

/** The facts a group's problem set (training, contest, exam) needs from the viewer's standing (problem-set-access.ts). */
export function groupSetFacts(s: GroupStanding): Pick<ViewerFacts, 'groupMember' | 'groupRoot'> {
  return { groupMember: isGroupMember(s), groupRoot: isGroupRoot(s) };
}

export const GROUP_NOT_FOUND = 'The group does not exist or has been banned';
export const GROUP_NOT_PUBLIC = 'The group is not public: only its members may open it';
export const GROUP_MEMBERS_ONLY = 'Only members of the group may do this';
export const GROUP_ADMINS_ONLY = 'Only the group admins may do this';
export const GROUP_ROOT_ONLY = 'Only the group owner or its root may do this';

/** Whether the group exists for the viewer: a banned group only for a super admin, a hidden one for members too. */
export function canSeeGroup(group: AccessGroup, s: GroupStanding): Refusal {
  if (group.status === 1 && !s.superAdmin) return GROUP_NOT_FOUND;
  if (!group.visible && !isGroupMember(s)) return GROUP_NOT_PUBLIC;
  return null;
}

/** What a group-scoped call needs of its caller, beyond seeing the group. */
export type GroupNeed = 'member' | 'admin' | 'root';

export function groupNeedRefusal(s: GroupStanding, need: GroupNeed): Refusal {
  if (need === 'member') return isGroupMember(s) ? null : GROUP_MEMBERS_ONLY;
  if (need === 'admin') return isGroupAdmin(s) ? null : GROUP_ADMINS_ONLY;
  return isGroupRoot(s) ? null : GROUP_ROOT_ONLY;
}

/** The member a change or removal is aimed at. */
export interface TargetMember {
  uid: string;
  auth: number;
}

/**
 * Changing a member's auth (spec 002 sections 4 and 5): never the owner's; an actor who is not the owner or a super
 * admin changes only members below their own level, and only to a level below it; a member (3 and up) is never put
 * back to applying or refused.
 */
export function memberChangeRefusal(group: AccessGroup, actor: GroupStanding, target: TargetMember, auth: number): Refusal {
  if (target.uid === group.uid) return "The owner's standing in the group cannot be changed";
  if (!isGroupAdmin(actor)) return GROUP_ADMINS_ONLY;
  if (auth < GroupMemberAuth.APPLYING || auth > GroupMemberAuth.ROOT) return 'The member auth must be 1 to 5';
  if (target.auth >= GroupMemberAuth.MEMBER && auth < GroupMemberAuth.MEMBER) return 'A member of the group cannot be put back to applying or refused';
  if (actor.owner || actor.superAdmin) return null;
  if (target.auth >= actor.level || auth >= actor.level) return 'You may only change members below your own level, to a level below it';
  return null;
}

/** Removing a member: the owner or a super admin removes anyone else, an admin only members below their level; never oneself, never the owner. */
export function memberRemovalRefusal(group: AccessGroup, actor: GroupStanding, actorUid: string, target: TargetMember): Refusal {
  if (target.uid === actorUid) return 'You cannot remove yourself: exit the group instead';
  if (target.uid === group.uid) return 'The owner cannot be removed from the group';
  if (!isGroupAdmin(actor)) return GROUP_ADMINS_ONLY;
  if (actor.owner || actor.superAdmin) return null;
  return target.auth < actor.level ? null : 'You may only remove members below your own level';
}
