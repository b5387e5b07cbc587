/** Writes of the tags and tag classifications (the lists themselves are read, cached, in problems.ts). */
import { idCounterKey, tagClassificationKey, tagKey } from '@oj/shared/db/keys';
import type { TagClassificationItem, TagItem } from '@oj/shared/db/items/problem';
import type { z } from 'zod';
import type { Db } from './db.ts';

export const nextTagId = (db: Db) => db.nextId(idCounterKey('tag'));

export const tagExists = async (db: Db, id: number) => Boolean(await db.get(tagKey(id)));

/** Writes a tag, new or over the stored one. */
export const saveTag = async (db: Db, tag: z.input<typeof TagItem>) => {
  await db.put({ ...tagKey(tag.id), ...tag });
};

export const deleteTag = async (db: Db, id: number) => {
  await db.delete(tagKey(id));
};

export const nextTagClassificationId = (db: Db) => db.nextId(idCounterKey('tag-classification'));

export const tagClassificationExists = async (db: Db, id: number) => Boolean(await db.get(tagClassificationKey(id)));

/** Writes a classification, new or over the stored one. */
export const saveTagClassification = async (db: Db, item: z.input<typeof TagClassificationItem>) => {
  await db.put({ ...tagClassificationKey(item.id), ...item });
};

export const deleteTagClassification = async (db: Db, id: number) => {
  await db.delete(tagClassificationKey(id));
};
