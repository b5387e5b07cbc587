import { z } from 'zod';
import { GENDERS } from '../../enums.ts';
import { nullableText } from './fields.ts';

export const UserItem = z.object({
  uid: z.string(),
  username: z.string(),
  /** None for accounts made by an admin without one (bulk import); registration always gives one. */
  email: z.string().nullable().default(null),
  passwordHash: z.string(),
  roleId: z.number().int(),
  /** Raised by logout and password changes: tokens carrying an older version are refused. */
  tokenVersion: z.number().int().default(0),
  /** 0 normal, 1 disabled by an admin. */
  status: z.number().int().default(0),
  nickname: nullableText,
  realname: nullableText,
  school: nullableText,
  number: nullableText,
  mobile: nullableText,
  gender: z.enum(GENDERS).default('secrecy'),
  github: nullableText,
  blog: nullableText,
  cfUsername: nullableText,
  signature: nullableText,
  avatar: nullableText,
  titleName: nullableText,
  titleColor: nullableText,
  /** Submissions made, problems solved, OI score (sum of best OI rank scores), rating. Kept by the judge path. */
  total: z.number().int().default(0),
  ac: z.number().int().default(0),
  score: z.number().default(0),
  rating: z.number().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  lastLoginTime: nullableText,
});

export type UserItem = z.infer<typeof UserItem>;

/** A user's entry in the user directory (keys.ts userDirectoryKey): what the back office's user list filters on. */
export const UserDirectoryEntry = UserItem.pick({ uid: true, username: true, email: true, realname: true, nickname: true, roleId: true, gmtCreate: true });

export type UserDirectoryEntry = z.infer<typeof UserDirectoryEntry>;

export const HonorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type HonorItem = z.infer<typeof HonorItem>;
