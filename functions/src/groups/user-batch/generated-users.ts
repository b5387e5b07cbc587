import { randomInt } from 'node:crypto';
import { newUsernameField } from '@oj/shared';
import type { UserJobRow } from '@oj/shared/db/items/user-job';
import type { GenerateUserBody } from '@oj/shared/schemas/user-batch';
import writeXlsxFile from 'write-excel-file/node';
import { badRequest } from '../../http/app-error.ts';
import type { Repositories } from '../../data/repositories.ts';

/** The characters of a generated password (lower-case letters and digits, as the reference makes them). */
const PASSWORD_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Names listed when generated usernames are taken. */
const LISTED_TAKEN = 10;

const randomPassword = (length: number) => Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

/**
 * The accounts prefix + number + suffix for every number of the range, each with a random password. Refused
 * whole, before anything is written, when a name breaks the username rules or is taken (the reference refuses
 * the whole generation then too).
 */
export async function generatedUsers(repos: Repositories, body: GenerateUserBody): Promise<UserJobRow[]> {
  const rows: UserJobRow[] = [];
  for (let n = body.number_from; n <= body.number_to; n++) {
    const name = newUsernameField.safeParse(`${body.prefix}${n}${body.suffix}`);
    if (!name.success) throw badRequest(name.error.issues[0]?.message ?? 'Username_Check_Required');
    rows.push({ row: rows.length + 1, username: name.data, password: randomPassword(body.password_length), gender: 'secrecy' });
  }
  const holders = await repos.accountHolders.holdersOf(rows);
  const taken = rows.filter((r) => holders.username.has(r.username.toLowerCase())).map((r) => r.username);
  if (taken.length) {
    const names = taken.length > LISTED_TAKEN ? `${taken.slice(0, LISTED_TAKEN).join(', ')} …` : taken.join(', ');
    throw badRequest(`These usernames already exist: ${names}`);
  }
  return rows;
}

/** The generated accounts as a spreadsheet: a header row, then username and password per account. */
export function accountsSpreadsheet(accounts: readonly { username: string; password: string }[]): Promise<Buffer> {
  return writeXlsxFile(
    [
      [
        { value: 'username', fontWeight: 'bold' },
        { value: 'password', fontWeight: 'bold' },
      ],
      ...accounts.map((a) => [
        { value: a.username, type: String },
        { value: a.password, type: String },
      ]),
    ],
    { sheet: 'users', columns: [{ width: 25 }, { width: 30 }] },
  ).toBuffer();
}
