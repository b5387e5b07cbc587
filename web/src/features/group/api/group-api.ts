import { GroupMemberAuth } from '@oj/shared/enums';
import type { GroupDetail, GroupFields, GroupMemberView, GroupView, UpdateGroupBody } from '@oj/shared/schemas/group';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupCalls } from '@oj/shared/api/group';

export type { GroupDetail, GroupMemberView, GroupView };

/** The group list's query (spec 002 2.2): page, size, keyword, group type (absent: all) and onlyMine. */
export interface GroupListParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  auth?: number | undefined;
  onlyMine?: boolean | undefined;
}

export function getGroupList(q: GroupListParams) {
  return api.call(groupCalls.getGroupList, { query: { ...q } });
}

/** Every page of the group list sits under this key. */
export const groupListKey = ['group-list'] as const;

/** The viewer is part of the key: onlyMine and hidden groups depend on who asks. */
export function groupListQuery(q: GroupListParams, viewer: string | null) {
  return queryOptions({ queryKey: [...groupListKey, q, viewer], queryFn: () => getGroupList(q), placeholderData: keepPreviousData });
}

/** Everything about one group (detail, the viewer's auth, members, announcements, rank) sits under this key. */
export function groupKey(gid: number) {
  return ['group', gid] as const;
}

export function getGroupDetail(gid: number) {
  return api.call(groupCalls.getGroup, { query: { gid } });
}

export function groupDetailQuery(gid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...groupKey(gid), 'detail', viewer], queryFn: () => getGroupDetail(gid) });
}

/** The viewer's stored member auth: 0 none, 1 applying, 2 refused, 3-5 member, admin, root. */
export function getGroupAuth(gid: number) {
  return api.call(groupCalls.getGroupAuth, { query: { gid } });
}

export function groupAuthQuery(gid: number, viewer: string | null) {
  return queryOptions({ queryKey: [...groupKey(gid), 'auth', viewer], queryFn: () => getGroupAuth(gid) });
}

export function createGroup(fields: GroupFields) {
  return api.call(groupCalls.addGroup, { body: fields });
}

export function updateGroup(body: UpdateGroupBody) {
  return api.call(groupCalls.updateGroup, { body: body });
}

export function deleteGroup(gid: number) {
  return api.call(groupCalls.deleteGroup, { query: { gid } });
}

/** Join (public) or apply (protected: a reason; private: the code and a reason); the reference sends them as query parameters. */
export function joinGroup(gid: number, code: string, reason: string) {
  return api.call(groupCalls.addGroupMember, { query: { gid, code, reason } });
}

export function exitGroup(gid: number) {
  return api.call(groupCalls.exitGroup, { query: { gid } });
}

export interface MemberListParams {
  currentPage: number;
  limit: number;
}

/**
 * members: the member list every member reads (no reasons); everyone: the admins' table of applicants and members
 * with their reasons; applications: the same call for the pending ones (auth 1).
 */
export type MemberListKind = 'members' | 'everyone' | 'applications';

const MEMBER_LISTS: Record<MemberListKind, { call: (typeof groupCalls)['getMemberList' | 'getApplyList']; auth?: number }> = {
  members: { call: groupCalls.getMemberList },
  everyone: { call: groupCalls.getApplyList },
  applications: { call: groupCalls.getApplyList, auth: GroupMemberAuth.APPLYING },
};

export function getMemberList(gid: number, kind: MemberListKind, q: MemberListParams) {
  const { call, auth } = MEMBER_LISTS[kind];
  return api.call(call, { query: { gid, ...q, auth } });
}

export function memberListQuery(gid: number, kind: MemberListKind, q: MemberListParams) {
  return queryOptions({ queryKey: [...groupKey(gid), kind, q], queryFn: () => getMemberList(gid, kind, q), placeholderData: keepPreviousData });
}

export function updateMember(gid: number, uid: string, auth: number) {
  return api.call(groupCalls.updateMember, { body: { gid, uid, auth } });
}

export function removeMember(gid: number, uid: string) {
  return api.call(groupCalls.deleteMember, { query: { gid, uid } });
}

/** The cropped PNG; the reply is the group with its new avatar. */
export function uploadGroupAvatar(gid: number, image: Blob) {
  const form = new FormData();
  form.append('image', image, 'avatar.png');
  form.append('gid', String(gid));
  return api.call(groupCalls.uploadGroupAvatar, { body: form });
}
