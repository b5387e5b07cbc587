/**
 * Groups (issue 15; spec 002 sections 2.2, 2.9, 2.10, 3-5; reference blocks group/GroupController and
 * group/GroupMemberController, file/upload-group-avatar): the calls' queries and bodies, and the replies as the
 * reference serves them (GroupVO list rows, the Group entity, GroupMemberVO rows, AccessVO, the bare auth number).
 */
import { z } from 'zod';
import { GroupMemberAuth, GroupType } from '../enums.ts';
import { optionalQueryInt, pageQuery, queryBool, queryInt } from './common.ts';

export const GROUP_PAGE_SIZES = { list: 15, listMax: 120, members: 10 } as const;
export const GROUP_LIMITS = {
  name: { min: 5, max: 25 },
  shortName: { min: 5, max: 10 },
  brief: { min: 5, max: 50 },
  description: { min: 5, max: 1000 },
  codeLength: 6,
  reason: { min: 5, max: 100 },
  keywordMax: 100,
} as const;

const L = GROUP_LIMITS;
const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const gid = positiveId('gid must be a group id');
const uid = z.string({ error: 'uid must be a user id' }).trim().min(1, 'uid must be a user id').max(64, 'uid must be a user id');
const keyword = z.string().trim().max(L.keywordMax, 'The keyword is too long').optional();
/** A required text of a bounded length, each message written out (a catalogue entry apiece). */
const sized = (required: string, length: string, { min, max }: { min: number; max: number }) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => v.length >= min && v.length <= max, length);

const groupTypes: readonly number[] = Object.values(GroupType);
const groupAuth = z.coerce
  .number({ error: 'The group auth must be 1 (public), 2 (protected) or 3 (private)' })
  .int('The group auth must be 1 (public), 2 (protected) or 3 (private)')
  .refine((n) => groupTypes.includes(n), 'The group auth must be 1 (public), 2 (protected) or 3 (private)');
/** Empty (a public group needs none) or exactly 6 characters. */
const code = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length === L.codeLength, `The invitation code must be exactly ${L.codeLength} characters`);
const visible = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'visible must be true or false' }));

export const GROUP_CODE_NEEDED = `A protected or private group needs an invitation code of exactly ${L.codeLength} characters`;

/** The fields of a group its root edits; the reference's Group entity minus what the server keeps (owner, status, avatar...). */
const groupFieldShapes = {
  name: sized('The group name is required', `The group name must be ${L.name.min} to ${L.name.max} characters long`, L.name),
  shortName: sized('The group short name is required', `The group short name must be ${L.shortName.min} to ${L.shortName.max} characters long`, L.shortName),
  brief: sized('The group brief is required', `The group brief must be ${L.brief.min} to ${L.brief.max} characters long`, L.brief),
  description: sized('The group description is required', `The group description must be ${L.description.min} to ${L.description.max} characters long`, L.description),
  auth: groupAuth,
  code: code.optional().default(''),
  visible: visible.optional().default(true),
};

const codeFits = (g: { auth: number; code: string }) => g.auth === GroupType.PUBLIC || g.code !== '';

/** A whole group's editable fields, checked together (spec 002 section 5): the code is exactly 6 characters when the group is not public. */
export const GroupFields = z.object(groupFieldShapes).refine(codeFits, { message: GROUP_CODE_NEEDED, path: ['code'] });
export type GroupFields = z.infer<typeof GroupFields>;

/** POST /api/group: the reference client sends the Group entity; id, owner, uid, avatar, status and counts are ignored. */
export const CreateGroupBody = GroupFields;

/**
 * PUT /api/group: the group's `id` and the fields to change (the reference client leaves out empty ones); absent
 * fields keep their stored value, and the result is checked as a whole with GroupFields.
 */
export const UpdateGroupBody = z.object({
  id: positiveId('Please give the group id'),
  name: groupFieldShapes.name.optional(),
  shortName: groupFieldShapes.shortName.optional(),
  brief: groupFieldShapes.brief.optional(),
  description: groupFieldShapes.description.optional(),
  auth: groupAuth.optional(),
  code: code.optional(),
  visible: visible.optional(),
});
export type UpdateGroupBody = z.infer<typeof UpdateGroupBody>;

export const GidQuery = z.object({ gid });

/** GET get-group-list: 15 a page (9 to 120 offered), keyword, group type (0 or absent: all) and onlyMine. */
export const GroupListQuery = pageQuery(GROUP_PAGE_SIZES.list).extend({
  limit: queryInt(GROUP_PAGE_SIZES.list).transform((n) => Math.min(GROUP_PAGE_SIZES.listMax, Math.max(1, n))),
  keyword,
  auth: optionalQueryInt,
  onlyMine: queryBool.optional(),
});
export type GroupListQuery = z.infer<typeof GroupListQuery>;

/** GET group/get-member-list and group/get-apply-list: 10 a page, a username keyword and an auth filter (0 or absent: all). */
export const GroupMemberListQuery = pageQuery(GROUP_PAGE_SIZES.members).extend({ gid, keyword, auth: optionalQueryInt });
export type GroupMemberListQuery = z.infer<typeof GroupMemberListQuery>;

/** POST group/member (query parameters, as the reference client sends them): the code for a private group, a reason unless public. */
export const JoinGroupQuery = z.object({
  gid,
  code: z.string().trim().max(64).optional().default(''),
  reason: z.string().trim().max(1000, `The reason must be ${L.reason.min} to ${L.reason.max} characters long`).optional().default(''),
});

const memberAuths: readonly number[] = [GroupMemberAuth.APPLYING, GroupMemberAuth.REFUSED, GroupMemberAuth.MEMBER, GroupMemberAuth.ADMIN, GroupMemberAuth.ROOT];
/** PUT group/member: the reference's GroupMember row (id, reason, username and times are ignored). */
export const UpdateMemberBody = z.object({
  gid,
  uid,
  auth: z.coerce
    .number({ error: 'The member auth must be 1 to 5' })
    .int('The member auth must be 1 to 5')
    .refine((n) => memberAuths.includes(n), 'The member auth must be 1 to 5'),
});

/** DELETE group/member. */
export const RemoveMemberQuery = z.object({ gid, uid });

// ---- replies ----

/** A row of get-group-list (the reference's GroupVO). */
export const GroupView = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  owner: z.string(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  auth: z.number(),
  visible: z.boolean(),
  memberCount: z.number(),
  gmtCreate: z.string(),
});
export type GroupView = z.infer<typeof GroupView>;

/**
 * get-group-detail, upload-group-avatar (the reference's Group entity, with memberCount as spec 002 section 3 lists
 * it): `code` only for the group root and a super admin, null for everyone else.
 */
export const GroupDetail = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  owner: z.string(),
  uid: z.string(),
  auth: z.number(),
  visible: z.boolean(),
  status: z.number(),
  code: z.string().nullable(),
  memberCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

/**
 * A row of group/get-member-list and group/get-apply-list (the reference's GroupMemberVO, whose modification time
 * is `gmtModify`). The member list, which every member reads, leaves the application reason out (null).
 */
export const GroupMemberView = z.object({
  gid: z.number(),
  uid: z.string(),
  username: z.string(),
  auth: z.number(),
  reason: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type GroupMemberView = z.infer<typeof GroupMemberView>;

/** get-group-access (the reference's AccessVO): whether the caller may open the group's tabs. */
export const GroupAccessView = z.object({ access: z.boolean() });

/** get-group-auth: the caller's stored member auth, 0 when they never applied. */
export const GroupAuthView = z.number().int();
