import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../local/dynamo-local.ts';
import { Db, retryConflicts } from './db.ts';

/** A Db over a table of its own in the test DynamoDB. */
const freshDb = async () => {
  const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const tableName = `t-${randomUUID()}`;
  await ensureTable(client, tableName);
  return new Db(tableName, client);
};

const named = (name: string) => Object.assign(new Error(name), { name });

describe('Db conditional writes', () => {
  it('putIf, updateIf and transactIf answer whether the condition held, writing nothing when it did not', async () => {
    const db = await freshDb();
    const key = { pk: 'ITEM#1', sk: 'A' };
    expect(await db.putIf({ ...key, n: 1 }, { ConditionExpression: 'attribute_not_exists(pk)' })).toBe(true);
    expect(await db.putIf({ ...key, n: 2 }, { ConditionExpression: 'attribute_not_exists(pk)' })).toBe(false);
    const raise = (to: number) => db.updateIf(key, { UpdateExpression: 'SET n = :to', ConditionExpression: 'n < :to', ExpressionAttributeValues: { ':to': to } });
    expect(await raise(5)).toBe(true);
    expect(await raise(3)).toBe(false);
    const other = { pk: 'ITEM#2', sk: 'A' };
    const moveOnce = () =>
      db.transactIf([
        { Update: { Key: key, UpdateExpression: 'SET moved = :yes', ConditionExpression: 'attribute_not_exists(moved)', ExpressionAttributeValues: { ':yes': true } } },
        { Put: { Item: { ...other, from: 'ITEM#1' } } },
      ]);
    expect(await moveOnce()).toBe(true);
    await db.delete(other);
    expect(await moveOnce()).toBe(false);
    expect(await db.get(key, true)).toEqual({ ...key, n: 5, moved: true });
    expect(await db.get(other, true)).toBeUndefined();
  });

  it('lets any other failure through', async () => {
    const db = await freshDb();
    await expect(db.updateIf({ pk: 'ITEM#1', sk: 'A' }, { UpdateExpression: 'SET n = :missing', ConditionExpression: 'attribute_not_exists(pk)' })).rejects.toThrow();
  });
});

describe('retryConflicts', () => {
  it('runs a write again while it meets another transaction, and answers its result', async () => {
    let calls = 0;
    const result = await retryConflicts(async () => {
      if (++calls < 3) throw named('TransactionConflictException');
      return 'written';
    });
    expect(result).toBe('written');
    expect(calls).toBe(3);
  });

  it('gives up after the given attempts, and never retries a failed condition', async () => {
    let calls = 0;
    const failing = (name: string) => async () => {
      calls++;
      throw named(name);
    };
    await expect(retryConflicts(failing('TransactionConflictException'), 4)).rejects.toThrow('TransactionConflictException');
    expect(calls).toBe(4);
    calls = 0;
    await expect(retryConflicts(failing('ConditionalCheckFailedException'))).rejects.toThrow('ConditionalCheckFailedException');
    expect(calls).toBe(1);
  });
});

describe('Db.partition', () => {
  it('reads one partition, or its items under a sort-key prefix, in sort-key order', async () => {
    const db = await freshDb();
    await Promise.all([db.put({ pk: 'SET#1', sk: 'PROB#2' }), db.put({ pk: 'SET#1', sk: 'PROB#1' }), db.put({ pk: 'SET#1', sk: 'PART#u1' }), db.put({ pk: 'SET#10', sk: 'PROB#1' })]);
    expect((await db.partition('SET#1', undefined, true)).map((i) => i.sk)).toEqual(['PART#u1', 'PROB#1', 'PROB#2']);
    expect((await db.partition('SET#1', 'PROB#', true)).map((i) => i.sk)).toEqual(['PROB#1', 'PROB#2']);
  });
});

describe('Db.deletePartition', () => {
  it('deletes every item of the partition, over several rounds of batches, and nothing outside it', async () => {
    const db = await freshDb();
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
