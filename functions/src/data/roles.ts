import { ROLE_PARTITION } from '@oj/shared/db/keys';
import { RoleItem } from '@oj/shared/db/items';
import type { Permission } from '@oj/shared';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

/** Roles and their permissions, seeded from shared's defaults; read whole and cached for a minute. */
const allRoles = memo(60_000, async (db: Db) => {
  const items = await db.partition(ROLE_PARTITION);
  return new Map(items.map((i) => RoleItem.parse(i)).map((r) => [r.roleId, r]));
});

export const getRole = async (db: Db, roleId: number): Promise<RoleItem | undefined> => (await allRoles(db)).get(roleId);

export const permissionsOf = async (db: Db, roleId: number): Promise<Permission[]> =>
  ((await getRole(db, roleId))?.permissions ?? []) as Permission[];
