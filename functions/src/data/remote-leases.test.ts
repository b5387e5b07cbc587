import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../local/dynamo-local.ts';
import { Db } from './db.ts';
import { getLease, leaseAccount, releaseLease, renewLease } from './remote-leases.ts';

const freshDb = async () => {
  const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const tableName = `t-${randomUUID()}`;
  await ensureTable(client, tableName);
  return new Db(tableName, client);
};

const account = { judge: 'poj', username: 'acct1' };
const one = { ...account, holder: '7:0' };
const two = { ...account, holder: '8:0' };

describe('remote account leases', () => {
  it('one holder at a time; the holder may take it again; release frees it and keeps the session', async () => {
    const db = await freshDb();
    expect(await leaseAccount(db, one, 1000, 61_000)).toEqual({ session: null });
    expect(await leaseAccount(db, two, 2000, 62_000)).toBeUndefined();
    expect(await leaseAccount(db, one, 3000, 63_000)).toEqual({ session: null });
    expect(await renewLease(db, one, 'cookies-1', 90_000)).toBe(true);
    expect(await renewLease(db, two, 'stolen', 90_000)).toBe(false);
    await releaseLease(db, two, 'stolen');
    expect(await getLease(db, 'poj', 'acct1')).toMatchObject({ leasedBy: '7:0', leasedUntil: 90_000, session: 'cookies-1' });
    await releaseLease(db, one, 'cookies-2');
    expect(await getLease(db, 'poj', 'acct1')).toMatchObject({ leasedBy: null, leasedUntil: 0, session: 'cookies-2' });
    expect(await leaseAccount(db, two, 4000, 64_000)).toEqual({ session: 'cookies-2' });
  });

  it('a lease its holder let expire (a worker that died) is taken by the next; the old holder then cannot renew or release it', async () => {
    const db = await freshDb();
    expect(await leaseAccount(db, one, 1000, 61_000)).toBeDefined();
    expect(await leaseAccount(db, two, 60_000, 120_000)).toBeUndefined();
    expect(await leaseAccount(db, two, 61_001, 121_001)).toEqual({ session: null });
    expect(await renewLease(db, one, 'late', 200_000)).toBe(false);
    await releaseLease(db, one, 'late');
    expect(await getLease(db, 'poj', 'acct1')).toMatchObject({ leasedBy: '8:0', leasedUntil: 121_001, session: null });
  });
});
