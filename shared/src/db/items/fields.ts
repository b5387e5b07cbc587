import { z } from 'zod';

/*
 * Item shapes as stored, one file per domain in this folder, with no index that re-exports them all: a Lambda
 * bundles only the schemas of the files it imports. Repositories parse items with these on the way out, so a
 * malformed item fails loudly at the boundary instead of deep in a handler; parsing also drops the key attributes.
 */

/** A text field that is null when not given. */
export const nullableText = z.string().nullable().default(null);

/**
 * The user's profile on a contest's or a training's participant row, for its board or rank: what result-effects.ts
 * rowProfile writes with each counted result. `roleId` tells the super admin, who is never ranked.
 */
export const rowProfileFields = {
  uid: z.string(),
  username: z.string(),
  roleId: z.number().int().nullable().default(null),
  nickname: nullableText,
  realname: nullableText,
  school: nullableText,
  avatar: nullableText,
  gender: z.string().default('secrecy'),
};
