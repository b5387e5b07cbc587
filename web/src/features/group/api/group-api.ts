import type { Page } from '@oj/shared';
import { GroupMemberAuth } from '@oj/shared/enums';
import type { GroupDetail, GroupFields, GroupMemberView, GroupView, UpdateGroupBody } from '@oj/shared/schemas/group';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';

export type { GroupDetail, GroupMemberView, GroupView };

/** The group list's query (spec 002 2.2): page, size, keyword, group type (absent: all) and onlyMine. */
export interface GroupListParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  auth?: number | undefined;
  onlyMine?: boolean | undefined;
}

export const getGroupList = (q: GroupListParams) => http.get<Page<GroupView>>('/api/get-group-list', { ...q });

/** Every page of the group list sits under this key. */
export const groupListKey = ['group-list'] as const;

/** The viewer is part of the key: onlyMine and hidden groups depend on who asks. */
export const groupListQuery = (q: GroupListParams, viewer: string | null) =>
  queryOptions({ queryKey: [...groupListKey, q, viewer], queryFn: () => getGroupList(q), placeholderData: keepPreviousData });

/** Everything about one group (detail, the viewer's auth, members, announcements, rank) sits under this key. */
export const groupKey = (gid: number) => ['group', gid] as const;

export const getGroupDetail = (gid: number) => http.get<GroupDetail>('/api/get-group-detail', { gid });

export const groupDetailQuery = (gid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...groupKey(gid), 'detail', viewer], queryFn: () => getGroupDetail(gid) });

/** The viewer's stored member auth: 0 none, 1 applying, 2 refused, 3-5 member, admin, root. */
export const getGroupAuth = (gid: number) => http.get<number>('/api/get-group-auth', { gid });

export const groupAuthQuery = (gid: number, viewer: string | null) =>
  queryOptions({ queryKey: [...groupKey(gid), 'auth', viewer], queryFn: () => getGroupAuth(gid) });

export const createGroup = (fields: GroupFields) => http.post<null>('/api/group', fields);

export const updateGroup = (body: UpdateGroupBody) => http.put<null>('/api/group', body);

export const deleteGroup = (gid: number) => request<null>('DELETE', '/api/group', { query: { gid } });

/** Join (public) or apply (protected: a reason; private: the code and a reason); the reference sends them as query parameters. */
export const joinGroup = (gid: number, code: string, reason: string) => request<null>('POST', '/api/group/member', { query: { gid, code, reason } });

export const exitGroup = (gid: number) => request<null>('DELETE', '/api/group/member/exit', { query: { gid } });

export interface MemberListParams {
  currentPage: number;
  limit: number;
}

/**
 * members: the member list every member reads (no reasons); everyone: the admins' table of applicants and members
 * with their reasons; applications: the same call for the pending ones (auth 1).
 */
export type MemberListKind = 'members' | 'everyone' | 'applications';

const MEMBER_LISTS: Record<MemberListKind, { path: string; auth?: number }> = {
  members: { path: '/api/group/get-member-list' },
  everyone: { path: '/api/group/get-apply-list' },
  applications: { path: '/api/group/get-apply-list', auth: GroupMemberAuth.APPLYING },
};

export const getMemberList = (gid: number, kind: MemberListKind, q: MemberListParams) => {
  const { path, auth } = MEMBER_LISTS[kind];
  return http.get<Page<GroupMemberView>>(path, { gid, ...q, auth });
};

export const memberListQuery = (gid: number, kind: MemberListKind, q: MemberListParams) =>
  queryOptions({ queryKey: [...groupKey(gid), kind, q], queryFn: () => getMemberList(gid, kind, q), placeholderData: keepPreviousData });

export const updateMember = (gid: number, uid: string, auth: number) => http.put<null>('/api/group/member', { gid, uid, auth });

export const removeMember = (gid: number, uid: string) => request<null>('DELETE', '/api/group/member', { query: { gid, uid } });

/** The cropped PNG; the reply is the group with its new avatar. */
export const uploadGroupAvatar = (gid: number, image: Blob) => {
  const form = new FormData();
  form.append('image', image, 'avatar.png');
  form.append('gid', String(gid));
  return http.upload<GroupDetail>('/api/file/upload-group-avatar', form);
};
