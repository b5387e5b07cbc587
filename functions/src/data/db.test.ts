import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../local/dynamo-local.ts';
import { Db, setFields } from './db.ts';

describe('setFields', () => {
  it('sets the given fields by placeholder, leaving undefined ones alone', () => {
    expect(setFields({ title: 'A', status: undefined, topPriority: false })).toEqual({
      UpdateExpression: 'SET #f0 = :f0, #f1 = :f1',
      ExpressionAttributeNames: { '#f0': 'title', '#f1': 'topPriority' },
      ExpressionAttributeValues: { ':f0': 'A', ':f1': false },
    });
  });

  it('adds the caller’s own clauses and values', () => {
    expect(setFields({ registered: true }, { also: ['gmtCreate = if_not_exists(gmtCreate, :now)'], values: { ':now': 'T' } })).toEqual({
      UpdateExpression: 'SET #f0 = :f0, gmtCreate = if_not_exists(gmtCreate, :now)',
      ExpressionAttributeNames: { '#f0': 'registered' },
      ExpressionAttributeValues: { ':f0': true, ':now': 'T' },
    });
  });
});

describe('Db.deletePartition', () => {
  it('deletes every item of the partition, over several rounds of batches, and nothing outside it', async () => {
    const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const tableName = `t-${randomUUID()}`;
    await ensureTable(client, tableName);
    const db = new Db(tableName, client);
    // more than 8 batches of 25: one round of parallel requests is not enough
    await Promise.all(Array.from({ length: 230 }, (_, i) => db.put({ pk: 'GONE#1', sk: `ITEM#${String(i).padStart(3, '0')}`, n: i })));
    await db.put({ pk: 'KEPT#1', sk: 'ITEM#000' });
    await db.put({ pk: 'GONE#10', sk: 'ITEM#000' });
    await db.deletePartition('GONE#1');
    expect(await db.partition('GONE#1', undefined, true)).toEqual([]);
    expect((await db.partition('KEPT#1', undefined, true)).length).toBe(1);
    expect((await db.partition('GONE#10', undefined, true)).length).toBe(1);
  });
});
