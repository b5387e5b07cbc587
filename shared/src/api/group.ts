import type { Page } from '../schemas/common.ts';
import type {
  CreateGroupBody,
  GidQuery,
  GroupDetail,
  GroupListQuery,
  GroupMemberListQuery,
  GroupMemberView,
  GroupView,
  JoinGroupQuery,
  RemoveMemberQuery,
  UpdateGroupBody,
  UpdateMemberBody,
} from '../schemas/group.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The group group's calls (functions/src/groups/group). */
export const groupCalls = {
  getGroupList: get<{ query: QueryOf<typeof GroupListQuery>; reply: Page<GroupView> }>('/api/get-group-list'),
  getGroup: get<{ query: QueryOf<typeof GidQuery>; reply: GroupDetail }>('/api/get-group-detail'),
  getGroupAccess: get<{ query: QueryOf<typeof GidQuery>; reply: { access: boolean } }>('/api/get-group-access'),
  getGroupAuth: get<{ query: QueryOf<typeof GidQuery>; reply: number }>('/api/get-group-auth'),
  addGroup: post<{ body: BodyOf<typeof CreateGroupBody>; reply: GroupDetail }>('/api/group'),
  updateGroup: put<{ body: BodyOf<typeof UpdateGroupBody>; reply: null }>('/api/group'),
  deleteGroup: del<{ query: QueryOf<typeof GidQuery>; reply: null }>('/api/group'),
  getMemberList: get<{ query: QueryOf<typeof GroupMemberListQuery>; reply: Page<GroupMemberView> }>('/api/group/get-member-list'),
  getApplyList: get<{ query: QueryOf<typeof GroupMemberListQuery>; reply: Page<GroupMemberView> }>('/api/group/get-apply-list'),
  addGroupMember: post<{ query: QueryOf<typeof JoinGroupQuery>; reply: null }>('/api/group/member'),
  updateMember: put<{ body: BodyOf<typeof UpdateMemberBody>; reply: null }>('/api/group/member'),
  deleteMember: del<{ query: QueryOf<typeof RemoveMemberQuery>; reply: null }>('/api/group/member'),
  exitGroup: del<{ query: QueryOf<typeof GidQuery>; reply: null }>('/api/group/member/exit'),
  uploadGroupAvatar: post<{ body: FormData; reply: GroupDetail }>('/api/file/upload-group-avatar'),
};
