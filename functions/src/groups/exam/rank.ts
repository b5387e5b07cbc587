import type { ExamParticipantItem, ExamProblemItem } from '@oj/shared/db/items/exam';
import type { ExamRankRow } from '@oj/shared/schemas/exam';
import type { z } from 'zod';

/**
 * An exam's rank from the rows the judge's result transaction keeps: everyone who started the exam, by total score
 * (equal scores share a rank), each problem's best score and status by the exam's display id. A problem taken out of
 * the exam since no longer counts.
 */
export function examRank(rows: readonly ExamParticipantItem[], problems: readonly ExamProblemItem[]): z.infer<typeof ExamRankRow>[] {
  const displayIds = new Map(problems.map((p) => [String(p.pid), p.displayId]));
  const standings = rows
    .filter((r) => r.startedAt)
    .map((r) => {
      const cells = Object.entries(r.marks).flatMap(([pid, m]) => (displayIds.has(pid) ? [[displayIds.get(pid)!, m] as const] : []));
      return { r, cells, score: cells.reduce((sum, [, m]) => sum + m.score, 0) };
    })
    .sort((a, b) => b.score - a.score || a.r.username.localeCompare(b.r.username));
  let rank = 0;
  return standings.map((s, i) => ({
    rank: (rank = i > 0 && standings[i - 1]!.score === s.score ? rank : i + 1),
    uid: s.r.uid,
    username: s.r.username,
    score: s.score,
    submissionInfo: Object.fromEntries(s.cells.map(([displayId, m]) => [displayId, { score: m.score, status: m.status }])),
  }));
}
