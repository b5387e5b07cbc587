import { createHash } from 'node:crypto';
import { Role } from '@oj/shared';
import type { UserJobChunkItem, UserJobFailure, UserJobItem, UserJobRow } from '@oj/shared/db/items/user-job';
import type { DataDeps } from '../../deps.ts';
import { DuplicateUserError } from '../../domain/users.ts';
import { ALREADY_EXISTS } from '../../domain/users.ts';
import { hashPassword } from '../../services/passwords.ts';

/** The uid a row's account gets: the same on every try, so a retried chunk recognises what it wrote. */
export function rowUid(jobId: string, row: number) {
  return createHash('sha256').update(`${jobId}:${row}`).digest('hex').slice(0, 32);
}

/** Rows hashed and written at the same time: the Lambda's libuv pool hashes four at once, writes overlap them. */
const WRITERS = 4;

const failure = (row: UserJobRow, field: UserJobFailure['field'], message: string): UserJobFailure => ({ row: row.row, username: row.username, field, message });

/** Writes one account through the registration's writer, as an ordinary user. */
const writeAccount = async (deps: DataDeps, jobId: string, row: UserJobRow): Promise<UserJobFailure | undefined> => {
  const uid = rowUid(jobId, row.row);
  try {
    await deps.repos.users.createUser(
      {
        uid,
        username: row.username,
        email: row.email ?? null,
        passwordHash: await hashPassword(row.password ?? ''),
        roleId: Role.USER,
        realname: row.realname ?? null,
        nickname: row.nickname ?? null,
        school: row.school ?? null,
        gender: row.gender,
      },
      deps.now(),
    );
    return undefined;
  } catch (err) {
    // another run of this chunk wrote the same row a moment ago
    if ((await deps.repos.users.uidByUsername(row.username)) === uid) return undefined;
    if (err instanceof DuplicateUserError) return failure(row, err.field, err.message);
    throw err;
  }
};

/**
 * Writes a chunk's rows and answers the rows refused. A row refused when the job was made keeps its problem; a
 * row whose username already belongs to the uid this job gives it was written by an earlier try of this chunk
 * and counts as written; a username or email held by anyone else is a true duplicate. Only the rest are hashed.
 */
export async function writeChunk(deps: DataDeps, job: UserJobItem, chunk: UserJobChunkItem): Promise<UserJobFailure[]> {
  const failures = new Map<number, UserJobFailure>();
  const candidates = chunk.rows.filter((row) => {
    if (row.problem) failures.set(row.row, failure(row, row.problem.field, row.problem.message));
    return !row.problem;
  });
  const holders = await deps.repos.accountHolders.holdersOf(candidates);
  const toWrite = candidates.filter((row) => {
    const uid = rowUid(job.id, row.row);
    const nameHolder = holders.username.get(row.username.toLowerCase());
    if (nameHolder === uid) return false;
    if (nameHolder) failures.set(row.row, failure(row, 'username', ALREADY_EXISTS.username));
    const emailHolder = row.email && holders.email.get(row.email.toLowerCase());
    if (!nameHolder && emailHolder && emailHolder !== uid) failures.set(row.row, failure(row, 'email', ALREADY_EXISTS.email));
    return !failures.has(row.row);
  });
  for (let i = 0; i < toWrite.length; i += WRITERS) {
    const written = await Promise.all(toWrite.slice(i, i + WRITERS).map((row) => writeAccount(deps, job.id, row)));
    for (const refused of written) if (refused) failures.set(refused.row, refused);
  }
  return chunk.rows.flatMap((row) => failures.get(row.row) ?? []);
}
