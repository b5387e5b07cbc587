import { BatchWriteItemCommand, DynamoDBClient, ScanCommand, type AttributeValue, type WriteRequest } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { createDataDeps } from '../src/deps.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTable } from '../src/local/dynamo-local.ts';
import { SEEDED_CATEGORIES_STEP, seed } from '../src/seed/seed.ts';

export const ROOT_PASSWORD = 'root-test-pass';
/** Where every test context's clock starts (and the seed's time). */
export const TEST_START = '2026-11-01T08:00:00Z';
export const TEMPLATE_TABLE = 'seed-template';

export function dynamoClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
}

/**
 * Seeds the table every test context starts from, once per run: the demo problems' test data goes to the shared
 * bucket, the items to TEMPLATE_TABLE. Tests make the discussion categories they need (seed.test.ts checks the
 * seeded ones).
 */
export async function seedTemplate(dynamoEndpoint: string, s3: S3Client, testDataBucket: string) {
  await ensureTable(dynamoClient(dynamoEndpoint), TEMPLATE_TABLE);
  const env = parseEnv({ TABLE_NAME: TEMPLATE_TABLE, DYNAMODB_ENDPOINT: dynamoEndpoint, LOG_LEVEL: 'silent' });
  await seed({
    db: createDataDeps(env, {}).db,
    s3,
    testDataBucket,
    rootPassword: ROOT_PASSWORD,
    rootEmail: 'root@example.com',
    now: new Date(TEST_START),
    skip: [SEEDED_CATEGORIES_STEP],
  });
}

/** Copies every item of TEMPLATE_TABLE into `table` (made by the caller), as they are. */
export async function copyTemplate(client: DynamoDBClient, table: string) {
  const items: Record<string, AttributeValue>[] = [];
  let from: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: TEMPLATE_TABLE, ExclusiveStartKey: from, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    from = page.LastEvaluatedKey;
  } while (from);
  for (let i = 0; i < items.length; i += 25) {
    let requests: WriteRequest[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = UnprocessedItems?.[table] ?? [];
    }
  }
}
