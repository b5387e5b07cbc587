/** The group replies as the reference serves them (shared/src/schemas/group.ts): GroupVO, Group and GroupMemberVO. */
import type { GroupItem, GroupMemberItem } from '@oj/shared/db/items/group';
import { isGroupRoot, type GroupStanding } from '@oj/shared/domain/group-access';
import type { GroupDetail, GroupMemberView, GroupView } from '@oj/shared/schemas/group';

/** A row of the group list. */
export function groupView(g: GroupItem): GroupView {
  return {
    id: g.gid,
    avatar: g.avatar,
    owner: g.owner,
    name: g.name,
    shortName: g.shortName,
    brief: g.brief,
    description: g.description,
    auth: g.auth,
    visible: g.visible,
    memberCount: g.memberCount,
    gmtCreate: g.gmtCreate,
  };
}

/** The group itself; its invitation code only for the viewer who stands as its root (the owner, a super admin, a root member). */
export function groupDetail(g: GroupItem, viewer: GroupStanding): GroupDetail {
  return {
    id: g.gid,
    avatar: g.avatar,
    name: g.name,
    shortName: g.shortName,
    brief: g.brief,
    description: g.description,
    owner: g.owner,
    uid: g.uid,
    auth: g.auth,
    visible: g.visible,
    status: g.status,
    code: isGroupRoot(viewer) ? g.code : null,
    memberCount: g.memberCount,
    gmtCreate: g.gmtCreate,
    gmtModified: g.gmtModified,
  };
}

/** A member or applicant row; the application reason only where the group admins read it. */
export function memberView(m: GroupMemberItem, withReason: boolean): GroupMemberView {
  return {
    gid: m.gid,
    uid: m.uid,
    username: m.username,
    auth: m.auth,
    reason: withReason ? m.reason : null,
    gmtCreate: m.gmtCreate,
    gmtModify: m.gmtModified,
  };
}
