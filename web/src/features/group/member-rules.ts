import { GroupMemberAuth } from '@oj/shared/enums';

/** The member auths an admin sets, in order (spec 002 section 3). */
export const MEMBER_AUTHS = [GroupMemberAuth.APPLYING, GroupMemberAuth.REFUSED, GroupMemberAuth.MEMBER, GroupMemberAuth.ADMIN, GroupMemberAuth.ROOT] as const;

const NAMES: Record<number, 'applying' | 'refused' | 'member' | 'admin' | 'root'> = {
  [GroupMemberAuth.APPLYING]: 'applying',
  [GroupMemberAuth.REFUSED]: 'refused',
  [GroupMemberAuth.MEMBER]: 'member',
  [GroupMemberAuth.ADMIN]: 'admin',
  [GroupMemberAuth.ROOT]: 'root',
};

export function memberAuthName(auth: number) {
  return NAMES[auth] ?? 'member';
}

/** The actor: their effective level and whether they are the owner or a super admin (who may do anything but touch the owner). */
export interface MemberActor {
  uid: string;
  level: number;
  unbounded: boolean;
}

export interface MemberTarget {
  uid: string;
  auth: number;
}

/**
 * Spec 002 sections 4-5, as the screen offers it (the server decides, shared/domain/group-access.ts): the owner's row
 * and one's own are never changed; otherwise an admin changes members below their level.
 */
export function canChangeMember(actor: MemberActor, target: MemberTarget, ownerUid: string) {
  return target.uid !== ownerUid && target.uid !== actor.uid && actor.level >= GroupMemberAuth.ADMIN && (actor.unbounded || target.auth < actor.level);
}

/** An auth option is disabled at or above one's own level, unless one is the owner or a super admin; a member is never put back to applying or refused. */
export function isAuthOptionDisabled(actor: MemberActor, target: MemberTarget, option: number) {
  return (!actor.unbounded && option >= actor.level) || (target.auth >= GroupMemberAuth.MEMBER && option < GroupMemberAuth.MEMBER);
}

/** Removal: as a change, never oneself or the owner. */
export const canRemoveMember = canChangeMember;
