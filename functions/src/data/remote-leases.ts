import { remoteLeaseKey } from '@oj/shared/db/keys';
import { RemoteLeaseItem } from '@oj/shared/db/items/remote-lease';
import { isConditionFailure, type Db } from './db.ts';

/** An account held by a submission until `until` (epoch ms), and the sealed session the site left on it. */
export interface Lease {
  judge: string;
  username: string;
  holder: string;
}

/**
 * Takes an account for `holder` until `until` when it is free: never leased, released, or held past its expiry (a
 * worker that died). The holder taking it again (its message handed back) succeeds too. Answers the session left on
 * the account (null for none), or undefined when someone else holds it.
 */
export async function leaseAccount(db: Db, lease: Lease, now: number, until: number): Promise<{ session: string | null } | undefined> {
  try {
    const out = await db.update(remoteLeaseKey(lease.judge, lease.username), {
      UpdateExpression: 'SET judge = :judge, username = :username, leasedBy = :holder, leasedUntil = :until',
      ConditionExpression: 'attribute_not_exists(pk) OR leasedUntil < :now OR leasedBy = :holder OR attribute_type(leasedBy, :nullType)',
      ExpressionAttributeValues: { ':judge': lease.judge, ':username': lease.username, ':holder': lease.holder, ':until': until, ':now': now, ':nullType': 'NULL' },
      ReturnValues: 'ALL_NEW',
    });
    return { session: RemoteLeaseItem.parse(out).session };
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** Keeps the account until `until` with the session the site left now; false when the holder lost it (it expired and was taken). */
export function renewLease(db: Db, lease: Lease, session: string | null, until: number) {
  return db.updateIf(remoteLeaseKey(lease.judge, lease.username), {
    UpdateExpression: 'SET leasedUntil = :until, #session = :session',
    ConditionExpression: 'leasedBy = :holder',
    ExpressionAttributeNames: { '#session': 'session' },
    ExpressionAttributeValues: { ':until': until, ':session': session, ':holder': lease.holder },
  });
}

/** Frees the account, keeping the site's session for the next holder; nothing happens when the holder no longer has it. */
export async function releaseLease(db: Db, lease: Lease, session: string | null): Promise<void> {
  await db.updateIf(remoteLeaseKey(lease.judge, lease.username), {
    UpdateExpression: 'SET leasedBy = :null, leasedUntil = :zero, #session = :session',
    ConditionExpression: 'leasedBy = :holder',
    ExpressionAttributeNames: { '#session': 'session' },
    ExpressionAttributeValues: { ':null': null, ':zero': 0, ':session': session, ':holder': lease.holder },
  });
}

/** An account's lease as stored (tests, and the admin's view of who holds what). */
export async function getLease(db: Db, judge: string, username: string) {
  const item = await db.get(remoteLeaseKey(judge, username), true);
  return item ? RemoteLeaseItem.parse(item) : undefined;
}
