import { createHash } from 'node:crypto';
import { ContestType, IN_PROGRESS_STATUSES, JudgeStatus } from '@oj/shared';
import type { ContestItem, ContestProblemItem } from '@oj/shared/db/items/contest';
import { unrankedUids } from '../../boards/board-input.ts';
import type { ContestRows, ParticipantEntry } from '../../data/contests.ts';

/** A name safe as one path segment of a zip entry. */
export function safeSegment(name: string) {
  return (
    name
      .replace(/[^\p{L}\p{N}._-]/gu, '_')
      .replace(/^\.+/, '_')
      .slice(0, 80) || '_'
  );
}

const stamp = (at: number) => new Date(at).toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** One source file of the pack: its path without the extension (which comes with the code's language). */
export interface PackedFile {
  submitId: number;
  stem: string;
  at: number;
}

/** What a pack holds, in the order written, and a digest of it that names the stored zip. */
export interface PackPlan {
  folders: string[];
  files: PackedFile[];
  digest: string;
}

export type SplitType = 'user' | 'problem';

/** Raised when a file's name or order changes, so zips packed by older code are not served again. */
const LAYOUT_VERSION = 1;

/**
 * The submissions a pack holds: per participant and problem the latest accepted one (ACM) or the latest scored
 * one (OI), made during the contest; the contest admins' own left out on request.
 */
const chosenEntries = (c: ContestItem, { participants, entries }: ContestRows, excludeAdmin: boolean) => {
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const oi = c.type === ContestType.OI;
  const admins = new Set(excludeAdmin ? unrankedUids(c, participants) : []);
  const latest = new Map<string, ParticipantEntry>();
  for (const e of entries) {
    const counts = oi ? e.score !== null && !(IN_PROGRESS_STATUSES as readonly number[]).includes(e.status) : e.status === JudgeStatus.ACCEPTED;
    if (counts && e.at >= start && e.at <= end && !admins.has(e.uid)) latest.set(`${e.uid}\u0000${e.displayId}`, e);
  }
  return [...latest.values()];
};

/**
 * A folder per user (or per problem) with one source file per problem (or user), named as the reference names
 * them: `<user>/<problem>[_<score>]_(<submit time>).<ext>`; split by problem, every problem has its folder.
 */
export function packPlan(c: ContestItem, rows: ContestRows, problems: readonly ContestProblemItem[], excludeAdmin: boolean, splitType: SplitType): PackPlan {
  const usernames = new Map([...rows.participants.values()].map((p) => [p.uid, p.username]));
  const files = chosenEntries(c, rows, excludeAdmin).map((e): PackedFile => {
    const username = safeSegment(usernames.get(e.uid) ?? e.uid);
    const problem = safeSegment(e.displayId);
    const suffix = `${c.type === ContestType.OI ? `_${e.score}` : ''}_(${stamp(e.at)})`;
    return { submitId: e.submitId, stem: splitType === 'user' ? `${username}/${problem}${suffix}` : `${problem}/${username}${suffix}`, at: e.at };
  });
  files.sort((a, b) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : a.submitId - b.submitId));
  const folders = splitType === 'problem' ? problems.map((p) => `${safeSegment(p.displayId)}/`) : [];
  const digest = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, c.cid, folders, files.map((f) => [f.submitId, f.stem, f.at])]))
    .digest('hex')
    .slice(0, 40);
  return { folders, files, digest };
}
