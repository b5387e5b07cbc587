/** The images uploaded into Markdown text: who uploaded each and where it is served, so it can be deleted again. */
import { MARKDOWN_FILE_ID, markdownFileKey } from '@oj/shared/db/keys';
import { MarkdownFileItem } from '@oj/shared/db/items/file';
import type { Db } from './db.ts';

/** Records an uploaded image; answers its id. */
export async function recordMarkdownFile(db: Db, file: { uid: string; gid: number | null; url: string }, now: Date) {
  const id = await db.nextId(MARKDOWN_FILE_ID);
  const item = MarkdownFileItem.parse({ id, uid: file.uid, gid: file.gid, url: file.url, gmtCreate: now.toISOString() });
  await db.put({ ...markdownFileKey(id), ...item });
  return id;
}

export async function getMarkdownFile(db: Db, id: number) {
  const found = await db.get(markdownFileKey(id), true);
  return found ? MarkdownFileItem.parse(found) : undefined;
}

export function deleteMarkdownFile(db: Db, id: number) {
  return db.delete(markdownFileKey(id));
}
