import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, isTransactionConflict } from '@oj/shared/db/errors';
import type { Key } from '@oj/shared/db/keys';

export type Item = Record<string, unknown>;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = Omit<NonNullable<T>, 'TableName'>;
export interface TableTransactItem {
  Put?: WithoutTable<TransactItem['Put']>;
  Update?: WithoutTable<TransactItem['Update']>;
  Delete?: WithoutTable<TransactItem['Delete']>;
  ConditionCheck?: WithoutTable<TransactItem['ConditionCheck']>;
}

const DELETE_BATCH = 25;
const DELETE_PARALLEL = 8;

const conditionHeld = async (write: Promise<unknown>): Promise<boolean> => {
  try {
    await write;
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
};

/** A thin wrapper over the document client bound to the one table. Repositories build on it. */
export class Db {
  readonly doc: DynamoDBDocumentClient;

  constructor(
    readonly tableName: string,
    client: DynamoDBClient,
  ) {
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  async get(key: Key, consistent = false): Promise<Item | undefined> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: key, ConsistentRead: consistent }));
    return out.Item;
  }

  async put(item: Item, extra: Omit<PutCommandInput, 'TableName' | 'Item'> = {}): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item, ...extra }));
  }

  /** A put that writes only if its condition holds: false, and nothing written, when it does not. */
  async putIf(item: Item, extra: Omit<PutCommandInput, 'TableName' | 'Item' | 'ConditionExpression'> & { ConditionExpression: string }): Promise<boolean> {
    return conditionHeld(this.put(item, extra));
  }

  async update(key: Key, input: Omit<UpdateCommandInput, 'TableName' | 'Key'>): Promise<Item | undefined> {
    const out = await this.doc.send(new UpdateCommand({ TableName: this.tableName, Key: key, ...input }));
    return out.Attributes;
  }

  /** An update that writes only if its condition holds: false, and nothing written, when it does not. */
  async updateIf(key: Key, input: Omit<UpdateCommandInput, 'TableName' | 'Key' | 'ConditionExpression'> & { ConditionExpression: string }): Promise<boolean> {
    return conditionHeld(this.update(key, input));
  }

  /** Deletes an item; with `ReturnValues: 'ALL_OLD'` answers what was deleted. */
  async delete(key: Key, extra: Omit<DeleteCommandInput, 'TableName' | 'Key'> = {}): Promise<Item | undefined> {
    const out = await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: key, ...extra }));
    return out.Attributes;
  }

  /** One page of a query. */
  async queryPage(input: Omit<QueryCommandInput, 'TableName'>) {
    return this.doc.send(new QueryCommand({ TableName: this.tableName, ...input }));
  }

  /** Every item of a query, following pages. Only for partitions that are bounded by design. */
  async queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.queryPage({ ...input, ExclusiveStartKey: start });
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  /** All items of one partition, optionally those whose sort key starts with a prefix; `consistent` reads them strongly. */
  async partition(pk: string, skPrefix?: string, consistent = false): Promise<Item[]> {
    return this.queryAll({
      KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk',
      ExpressionAttributeValues: skPrefix ? { ':pk': pk, ':p': skPrefix } : { ':pk': pk },
      ConsistentRead: consistent,
    });
  }

  /** Every item of one index partition (bounded collections kept in an index: problems, contests, rankings). */
  async indexPartition(index: string, pk: string): Promise<Item[]> {
    return this.queryAll({ IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': pk } });
  }

  /**
   * Items by key, 100 keys a request, asking again for what DynamoDB left unprocessed; in no particular order,
   * missing keys left out. `projection` names the attributes to read (names, not expressions).
   */
  async batchGet(keys: readonly Key[], projection?: readonly string[]): Promise<Item[]> {
    const names = projection && Object.fromEntries(projection.map((name, i) => [`#p${i}`, name]));
    const shape = names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {};
    const out: Item[] = [];
    for (let i = 0; i < keys.length; i += 100) {
      let pending: Key[] | undefined = keys.slice(i, i + 100);
      while (pending?.length) {
        const res = await this.doc.send(new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: pending, ...shape } } }));
        out.push(...(res.Responses?.[this.tableName] ?? []));
        pending = res.UnprocessedKeys?.[this.tableName]?.Keys as Key[] | undefined;
      }
    }
    return out;
  }

  /**
   * Deletes every item of a partition (read consistently, a page at a time): 25 keys a request, a few requests at
   * once, asking again for what DynamoDB left unprocessed.
   */
  async deletePartition(pk: string): Promise<void> {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.queryPage({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      });
      const keys = (out.Items ?? []) as Key[];
      const batches: Key[][] = [];
      for (let i = 0; i < keys.length; i += DELETE_BATCH) batches.push(keys.slice(i, i + DELETE_BATCH));
      for (let i = 0; i < batches.length; i += DELETE_PARALLEL) await Promise.all(batches.slice(i, i + DELETE_PARALLEL).map((batch) => this.batchDelete(batch)));
      start = out.LastEvaluatedKey;
    } while (start);
  }

  private async batchDelete(keys: readonly Key[]): Promise<void> {
    let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 1; requests.length; attempt++) {
      if (attempt > 1) await backOff(attempt);
      const out = await this.doc.send(new BatchWriteCommand({ RequestItems: { [this.tableName]: requests } }));
      requests = (out.UnprocessedItems?.[this.tableName] ?? []) as typeof requests;
    }
  }

  /** One transaction over this table (the operations name no table). */
  async transact(items: readonly TableTransactItem[]): Promise<void> {
    const named = <T extends object>(op: T | undefined) => op && { ...op, TableName: this.tableName };
    await this.doc.send(
      new TransactWriteCommand({
        TransactItems: items.map((i) => ({ Put: named(i.Put), Update: named(i.Update), Delete: named(i.Delete), ConditionCheck: named(i.ConditionCheck) })),
      }),
    );
  }

  /** A transaction that writes only if every condition in it holds: false, and nothing written, when one does not. */
  async transactIf(items: readonly TableTransactItem[]): Promise<boolean> {
    return conditionHeld(this.transact(items));
  }

  /** Allocates the next numeric id of a sequence (problems, announcements, tags...). */
  async nextId(counter: Key): Promise<number> {
    const out = await this.update(counter, {
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(out?.value);
  }
}

export { failedConditions, isConditionFailure, isTransactionRace } from '@oj/shared/db/errors';
export { setFields } from '@oj/shared/db/set-fields';

/** A short wait before the next attempt of a write that lost a race, longer and more spread out at each attempt. */
export function backOff(attempt: number) {
  return new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10 * attempt));
}

/**
 * Runs a write again while it meets another transaction on one of its items (a hot item: a discussion's view
 * counter, a user's message counters); a failed condition and anything else are the caller's to handle.
 */
export async function retryConflicts<T>(write: () => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (!isTransactionConflict(err) || i >= attempts) throw err;
      await backOff(i);
    }
  }
}
