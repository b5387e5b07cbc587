import { localDateTime } from '../../lib/format.ts';

/** Spec 002 2.3: the side card shows the group's name cut to about 26 columns, a wide (CJK, full-width) character taking 2. */
export const SIDE_NAME_COLUMNS = 26;

const isWide = (ch: string) => (ch.codePointAt(0) ?? 0) > 0xff;

/** The name as it fits in `columns`, with an ellipsis when cut. */
export function truncateName(name: string, columns = SIDE_NAME_COLUMNS): string {
  let used = 0;
  let out = '';
  for (const ch of name) {
    const width = isWide(ch) ? 2 : 1;
    if (used + width > columns) return `${out}...`;
    used += width;
    out += ch;
  }
  return out;
}

/** A group's creation date as the list and the side card show it: YYYY-MM-DD in local time. */
export function creationDate(iso: string): string {
  return localDateTime(iso).slice(0, 10);
}
