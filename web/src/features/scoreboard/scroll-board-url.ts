/**
 * The scroll board's address (spec 001 section 2.5): /scrollBoard?cid=..&removeStar=..&medals[]=gold&medals[]=silver
 * &medals[]=bronze, the medals as counts, as the reference's settings page writes it.
 */
export interface ScrollBoardParams {
  cid: number;
  removeStar: boolean;
  medals: number[];
}

export function scrollBoardUrl({ cid, removeStar, medals }: ScrollBoardParams): string {
  const q = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar) });
  for (const m of medals) q.append('medals[]', String(m));
  return `/scrollBoard?${q}`;
}

/** Reads the address back; a missing or malformed contest id is an error the page shows. */
export function parseScrollBoardUrl(search: string): ScrollBoardParams | { error: 'cid' } {
  const q = new URLSearchParams(search);
  const cid = Number(q.get('cid'));
  if (!Number.isInteger(cid) || cid <= 0) return { error: 'cid' };
  const medals = [0, 1, 2].map((i) => {
    const n = Number(q.getAll('medals[]')[i]);
    return Number.isInteger(n) && n > 0 ? n : 0;
  });
  return { cid, removeStar: q.get('removeStar') === 'true', medals };
}
