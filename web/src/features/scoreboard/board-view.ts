/** What a scoreboard shows for a row or a cell (spec 001 section 2.4), as pure functions. */
import type { AcmRankRow } from '@oj/shared';

type AcmCell = AcmRankRow['submissionInfo'][string];

export type AcmCellKind = 'afterAc' | 'firstAc' | 'ac' | 'pending' | 'wrong';

/** The ACM cell classes in the reference's order of precedence; null for a cell with nothing to show. */
export function acmCellKind(cell: AcmCell): AcmCellKind | null {
  if (cell.isAC) return cell.isAfterContest ? 'afterAc' : cell.isFirstAC ? 'firstAc' : 'ac';
  if ((cell.tryNum ?? 0) > 0) return 'pending';
  return cell.errorNum > 0 ? 'wrong' : null;
}

/** Runs on a cell: every counted try including the solve, and the runs hidden by the seal. */
export function cellTries(cell: AcmCell) {
  return { tries: cell.errorNum + (cell.isAC ? 1 : 0), pending: cell.tryNum ?? 0 };
}

export type OiCellKind = 'full' | 'zero' | 'partial';

/** OI: full marks (an accepted run has a time), zero, or in between. */
export function oiCellKind(score: number | undefined, time: number | undefined): OiCellKind | null {
  if (time !== undefined) return 'full';
  if (score === undefined) return null;
  return score === 0 ? 'zero' : 'partial';
}

interface Named {
  username: string;
  nickname: string | null;
  realname: string | null;
}

/** The name the contest shows (its rankShowName: username, nickname or realname), the username when that is empty. */
export function shownName(row: Named, rankShowName: string | null | undefined): string {
  const name = rankShowName === 'nickname' ? row.nickname : rankShowName === 'realname' ? row.realname : row.username;
  return name?.trim() ? name : row.username;
}

/** A pinned copy's label (the server marks the copies): the viewer's own row or a followed user's; null for a row in place. */
export function pinLabel(row: { uid: string; pinned?: true | undefined }, viewerUid: string | null): 'pinnedOwn' | 'pinned' | null {
  return row.pinned ? (row.uid === viewerUid ? 'pinnedOwn' : 'pinned') : null;
}

const concernedKey = (cid: number) => `contestRankConcerned:${cid}`;

/** The users a viewer follows on a contest's board, kept in this browser per contest. */
export function readConcerned(cid: number): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(concernedKey(cid)) ?? '[]');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleConcerned(cid: number, uid: string): string[] {
  const current = readConcerned(cid);
  const next = current.includes(uid) ? current.filter((u) => u !== uid) : [...current, uid];
  localStorage.setItem(concernedKey(cid), JSON.stringify(next));
  return next;
}
