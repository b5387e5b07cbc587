import { ContestType, type AcmRankRow, type OiRankRow } from '@oj/shared';
import type { ContestItem } from '@oj/shared/db/items/contest';

/** A field as CSV text: quoted, and kept from being read as a spreadsheet formula. */
const cell = (value: string | number | null | undefined) => {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

const hms = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

/**
 * The rank as a spreadsheet: one row per participant with rank, names, school, the totals and one column per
 * problem (ACM: solve time and wrong tries; OI: score). UTF-8 with a byte-order mark so spreadsheets read names.
 */
export function rankCsv(c: ContestItem, problems: readonly string[], rows: AcmRankRow[] | OiRankRow[]): string {
  const acm = c.type === ContestType.ACM;
  const head = ['Rank', 'Username', 'Nickname', 'Real name', 'School', ...(acm ? ['Solved', 'Penalty'] : ['Total score', 'Total time (ms)']), 'Award', ...problems];
  const lines = rows.map((r) => {
    const totals = acm ? [(r as AcmRankRow).ac, hms((r as AcmRankRow).totalTime)] : [(r as OiRankRow).totalScore, r.totalTime];
    const cells = problems.map((d) => {
      if (!acm) return (r as OiRankRow).submissionInfo[d] ?? '';
      const info = (r as AcmRankRow).submissionInfo[d];
      if (!info) return '';
      return info.isAC ? `${hms(info.ACTime ?? 0)}${info.errorNum ? ` (-${info.errorNum})` : ''}` : info.errorNum ? `-${info.errorNum}` : '';
    });
    return [r.rank === -1 ? '*' : r.rank, r.username, r.nickname, r.realname, r.school, ...totals, r.awardName, ...cells].map(cell).join(',');
  });
  return `\uFEFF${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
