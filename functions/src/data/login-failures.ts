import { AUTH } from '@oj/shared';
import { loginFailureKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';
import * as locks from './failure-locks.ts';

/** Failed logins per username and address: at the threshold the pair is locked until the window ends. */
const loginLock = (username: string, ip: string): locks.FailureLock => ({ key: loginFailureKey(username, ip), max: AUTH.loginFailuresBeforeLock, lockSeconds: AUTH.loginLockSeconds });

export function lockedForSeconds(db: Db, username: string, ip: string, now: Date) {
  return locks.lockedForSeconds(db, loginLock(username, ip), now);
}
export function recordFailure(db: Db, username: string, ip: string, now: Date) {
  return locks.recordFailure(db, loginLock(username, ip), now);
}
export function clearFailures(db: Db, username: string, ip: string) {
  return locks.clearFailures(db, loginLock(username, ip));
}
