import type { ContestItem } from '@oj/shared/db/items/contest';

/** Real names leave the private snapshots only for contest admins, or when the contest ranks by them. */
const showsRealnames = (c: Pick<ContestItem, 'rankShowName'>, admin: boolean) => admin || c.rankShowName === 'realname';

/** Rows (board rows, scroll board submissions) as someone who may not see real names gets them. */
export function shownRows<R extends { realname: string | null }>(c: Pick<ContestItem, 'rankShowName'>, admin: boolean, rows: readonly R[]): R[] {
  return showsRealnames(c, admin) ? [...rows] : rows.map((r) => ({ ...r, realname: null }));
}
