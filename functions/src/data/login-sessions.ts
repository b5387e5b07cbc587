import { userSessionKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Records a login for the admin dashboard's session list (data/users.ts reads the newest); kept until `expiresAt` (epoch seconds). */
export function recordLoginSession(db: Db, session: { uid: string; ip: string; userAgent: string; expiresAt: number }, now: Date) {
  return db.put({ ...userSessionKey(session.uid, now), uid: session.uid, ip: session.ip, userAgent: session.userAgent, gmtCreate: now.toISOString(), expiresAt: session.expiresAt });
}
