/**
 * Bulk user import (spec 002 section 5 "User import"): CSV in UTF-8, seven columns per row, username and
 * password required. One checker for the back office's preview (in the browser) and for the server, which
 * checks again before it writes anything.
 */
import type { z } from 'zod';
import type { Gender } from '../enums.ts';
import { emailField, newUsernameField, nicknameField, passwordField, realnameField, schoolField } from '../schemas/account.ts';

/** The columns in the order the reference reads them (AdminUserManager.addNewUser). */
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Rows one import or one generation may hold. */
export const USER_BATCH_MAX_ROWS = 5000;

export interface ImportUser {
  username: string;
  password: string;
  email?: string;
  realname?: string;
  gender: Gender;
  nickname?: string;
  school?: string;
}

/** What is wrong with one row; `row` counts from 1 in the rows as given. */
export interface RowProblem {
  row: number;
  /** The row's username as given (for the report), trimmed. */
  username: string;
  field: ImportColumn | 'row';
  message: string;
}

export interface CheckedRow {
  row: number;
  /** The row made ready to write, when it has no problem. */
  user?: ImportUser;
  problems: RowProblem[];
}

/** male or 0 is male, female or 1 is female, anything else (empty too) secrecy. */
export function importGender(cell: string | undefined): Gender {
  const value = (cell ?? '').trim().toLowerCase();
  if (value === 'male' || value === '0') return 'male';
  if (value === 'female' || value === '1') return 'female';
  return 'secrecy';
}

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => (result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value'));

const optionalText = (schema: z.ZodType<string>) => (cell: string | undefined) => {
  const text = (cell ?? '').trim();
  if (!text) return { value: undefined };
  const parsed = schema.safeParse(text);
  return parsed.success ? { value: parsed.data || undefined } : { problem: firstMessage(parsed) };
};

const OPTIONAL_FIELDS = {
  email: optionalText(emailField),
  realname: optionalText(realnameField),
  nickname: optionalText(nicknameField),
  school: optionalText(schoolField),
} as const;

/** One row on its own: its fields' rules (spec 000 section 5: username at most 20, password 6 to 20, email shape). */
export function checkImportRow(cells: readonly string[], row: number): CheckedRow {
  const given = (cells[0] ?? '').trim();
  const problems: RowProblem[] = [];
  const report = (field: RowProblem['field'], message: string) => problems.push({ row, username: given, field, message });

  if (cells.slice(IMPORT_COLUMNS.length).some((cell) => cell.trim() !== '')) report('row', 'A row has at most seven columns');
  const username = newUsernameField.safeParse(cells[0] ?? '');
  if (!username.success) report('username', firstMessage(username)!);
  const password = passwordField.safeParse(cells[1] ?? '');
  if (!password.success) report('password', firstMessage(password)!);
  const optional: Partial<Record<keyof typeof OPTIONAL_FIELDS, string>> = {};
  for (const [field, check] of Object.entries(OPTIONAL_FIELDS) as [keyof typeof OPTIONAL_FIELDS, (cell?: string) => { value?: string; problem?: string }][]) {
    const { value, problem } = check(cells[IMPORT_COLUMNS.indexOf(field)]);
    if (problem) report(field, problem);
    else if (value) optional[field] = value;
  }
  if (problems.length || !username.success || !password.success) return { row, problems };
  return { row, user: { username: username.data, password: password.data, gender: importGender(cells[4]), ...optional }, problems };
}

/**
 * Every row's rules, and usernames or emails given twice in the file (compared as the uniqueness items
 * compare them: case-insensitively); the first row keeps the name, each later one is reported.
 */
export function checkImportRows(rows: readonly (readonly string[])[]): CheckedRow[] {
  const checked = rows.map((cells, i) => checkImportRow(cells, i + 1));
  const seen = { username: new Set<string>(), email: new Set<string>() };
  for (const entry of checked) {
    const user = entry.user;
    if (!user) continue;
    const twice = (['username', 'email'] as const).filter((field) => {
      const value = user[field]?.toLowerCase();
      if (value === undefined) return false;
      if (seen[field].has(value)) return true;
      seen[field].add(value);
      return false;
    });
    if (!twice.length) continue;
    entry.user = undefined;
    for (const field of twice) {
      entry.problems.push({ row: entry.row, username: user.username, field, message: `The ${field} appears more than once in the file` });
    }
  }
  return checked;
}

/**
 * A CSV text (RFC 4180: quoted fields with "" for a quote, commas and line breaks inside quotes) as rows of
 * cells; a byte order mark and blank lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((c) => c.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}
