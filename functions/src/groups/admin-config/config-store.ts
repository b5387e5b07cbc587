import type { Key } from '@oj/shared/db/keys';
import { setFields, type Db } from '../../data/db.ts';
import { forgetSiteConfig } from '../../data/site-config.ts';

/**
 * Sets the given fields of a configuration item and leaves the others alone (two admins saving different forms
 * do not undo each other), then drops this instance's cached configuration so the change shows at once here and
 * within the cache window elsewhere.
 */
export const setConfigFields = async (db: Db, key: Key, fields: Record<string, unknown>) => {
  if (Object.values(fields).some((value) => value !== undefined)) await db.update(key, setFields(fields));
  forgetSiteConfig(db);
};

/** The body's fields that were given (null and undefined both mean "keep"). */
export const givenFields = <T extends Record<string, unknown>>(body: T): { [K in keyof T]?: Exclude<T[K], null> } =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]?: Exclude<T[K], null> };
