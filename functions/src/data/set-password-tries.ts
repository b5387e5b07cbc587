import { AUTH } from '@oj/shared';
import { setPasswordFailureKey } from '@oj/shared/db/keys';
import { AppError, badRequest } from '../http/app-error.ts';
import type { Db } from './db.ts';
import { clearFailures, lockedForSeconds, recordFailure, type FailureLock } from './failure-locks.ts';

export interface PasswordGate {
  kind: 'contest' | 'training' | 'exam';
  id: number;
  /** The set's password. */
  password: string | null;
  /** The refusal of a wrong one (each kind has its own). */
  wrong: string;
}

/**
 * Checks a password typed to register for a contest, training or exam, with a guessing limit per user and set:
 * five wrong ones within ten minutes (AUTH) refuse every further try, the right one included, until the ten minutes
 * from the first are over. The right password clears the count.
 */
export async function checkSetPassword(db: Db, gate: PasswordGate, uid: string, typed: string, now: Date) {
  const lock: FailureLock = { key: setPasswordFailureKey(gate.kind, gate.id, uid), max: AUTH.setPasswordFailuresBeforeLock, lockSeconds: AUTH.setPasswordLockSeconds };
  const wait = await lockedForSeconds(db, lock, now);
  if (wait > 0) throw new AppError(429, `Too many wrong passwords: please wait ${Math.ceil(wait / 60)} minutes before trying again`);
  if (typed !== gate.password) {
    await recordFailure(db, lock, now);
    throw badRequest(gate.wrong);
  }
  await clearFailures(db, lock);
}
