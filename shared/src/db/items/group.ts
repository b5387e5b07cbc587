import { z } from 'zod';

// Groups (issue 15): groups, their members and applicants, their announcements

/**
 * A group (spec 002 2.2, section 3): a class or team, one item in its own partition, listed in one index
 * partition (a bounded collection read whole and cached). `memberCount` counts members (auth 3 to 5) and
 * `applyCount` pending applications (auth 1), both kept on write with the member items they count.
 */
export const GroupItem = z.object({
  gid: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  /** The owner: uid and username (the reference's `owner`). */
  uid: z.string(),
  owner: z.string(),
  avatar: z.string().nullable().default(null),
  /** 1 public (joined at once), 2 protected (a reason), 3 private (the code and a reason): GroupType. */
  auth: z.number().int(),
  /** The 6-character invitation code (required when auth is 2 or 3). */
  code: z.string().default(''),
  visible: z.boolean(),
  /** 0 normal, 1 banned (by a super admin). */
  status: z.number().int().default(0),
  memberCount: z.number().int().default(0),
  applyCount: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type GroupItem = z.infer<typeof GroupItem>;

/** A user's standing in a group: one item per (group, user), from the application on (auth: GroupMemberAuth). */
export const GroupMemberItem = z.object({
  gid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  auth: z.number().int(),
  reason: z.string().default(''),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type GroupMemberItem = z.infer<typeof GroupMemberItem>;

/** A group announcement (spec 002 section 3): status 0 shown, 1 hidden. */
export const GroupAnnouncementItem = z.object({
  id: z.number().int(),
  gid: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: z.number().int().default(0),
  uid: z.string(),
  username: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type GroupAnnouncementItem = z.infer<typeof GroupAnnouncementItem>;
