/** Writes of the tags and tag classifications (the lists themselves are read, cached, in problems.ts). */
import { idCounterKey, tagClassificationKey, tagKey } from '@oj/shared/db/keys';
import type { TagClassificationItem, TagItem } from '@oj/shared/db/items/problem';
import type { z } from 'zod';
import type { Db } from './db.ts';

export function nextTagId(db: Db) {
  return db.nextId(idCounterKey('tag'));
}

export async function tagExists(db: Db, id: number) {
  return Boolean(await db.get(tagKey(id)));
}

/** Writes a tag, new or over the stored one. */
export async function saveTag(db: Db, tag: z.input<typeof TagItem>) {
  await db.put({ ...tagKey(tag.id), ...tag });
}

export async function deleteTag(db: Db, id: number) {
  await db.delete(tagKey(id));
}

export function nextTagClassificationId(db: Db) {
  return db.nextId(idCounterKey('tag-classification'));
}

export async function tagClassificationExists(db: Db, id: number) {
  return Boolean(await db.get(tagClassificationKey(id)));
}

/** Writes a classification, new or over the stored one. */
export async function saveTagClassification(db: Db, item: z.input<typeof TagClassificationItem>) {
  await db.put({ ...tagClassificationKey(item.id), ...item });
}

export async function deleteTagClassification(db: Db, id: number) {
  await db.delete(tagClassificationKey(id));
}
