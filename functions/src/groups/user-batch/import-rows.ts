import { checkImportRows, type CheckedRow, type RowProblem } from '@oj/shared/domain/user-import';
import type { UserJobRow } from '@oj/shared/db/items/user-job';
import type { BatchPreview } from '@oj/shared/schemas/user-batch';
import { ALREADY_EXISTS } from '../../domain/users.ts';
import type { Repositories } from '../../data/repositories.ts';

/** A refused row keeps at most this much of its username for the report (the cell may hold anything). */
const REPORTED_NAME_MAX = 40;

const byRow = (a: RowProblem, b: RowProblem) => a.row - b.row;

/**
 * The preview: every row's problems as the import would meet them, the file's own (rules, names given twice)
 * and names that already belong to an account (read in batches), without writing anything.
 */
export async function previewImport(repos: Repositories, rows: readonly string[][]): Promise<BatchPreview> {
  const checked = checkImportRows(rows);
  const ready = checked.flatMap((c) => (c.user ? [{ row: c.row, user: c.user }] : []));
  const holders = await repos.accountHolders.holdersOf(ready.map((r) => r.user));
  const taken: RowProblem[] = ready.flatMap(({ row, user }) => [
    ...(holders.username.has(user.username.toLowerCase()) ? [{ row, username: user.username, field: 'username' as const, message: ALREADY_EXISTS.username }] : []),
    ...(user.email && holders.email.has(user.email.toLowerCase()) ? [{ row, username: user.username, field: 'email' as const, message: ALREADY_EXISTS.email }] : []),
  ]);
  const refused = new Set(taken.map((p) => p.row));
  return {
    total: rows.length,
    valid: ready.filter((r) => !refused.has(r.row)).length,
    problems: [...checked.flatMap((c) => c.problems), ...taken].sort(byRow),
  };
}

/** A checked row as the job stores it: the account to write, or the row's first problem. */
const jobRow = (c: CheckedRow): UserJobRow => {
  if (c.user) return { row: c.row, ...c.user };
  const [first] = c.problems;
  return { row: c.row, username: first!.username.slice(0, REPORTED_NAME_MAX), gender: 'secrecy', problem: { field: first!.field, message: first!.message } };
};

export function importJobRows(rows: readonly string[][]): UserJobRow[] {
  return checkImportRows(rows).map(jobRow);
}
