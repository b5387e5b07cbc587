import type { Key } from '@oj/shared/db/keys';
import type { Db } from '../../data/db.ts';
import { forgetSiteConfig } from '../../data/site-config.ts';

/**
 * Sets the given fields of a configuration item and leaves the others alone (two admins saving different forms
 * do not undo each other), then drops this instance's cached configuration so the change shows at once here and
 * within the cache window elsewhere.
 */
export const setConfigFields = async (db: Db, key: Key, fields: Record<string, unknown>) => {
  const names = Object.keys(fields).filter((name) => fields[name] !== undefined);
  if (names.length > 0) {
    await db.update(key, {
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, fields[name]])),
    });
  }
  forgetSiteConfig(db);
};

/** The body's fields that were given (null and undefined both mean "keep"). */
export const givenFields = <T extends Record<string, unknown>>(body: T): { [K in keyof T]?: Exclude<T[K], null> } =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]?: Exclude<T[K], null> };
