import { availableParallelism, totalmem } from 'node:os';
import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { DEPLOYMENT_SETTINGS, type ServiceInfo } from '@oj/shared/schemas/admin-config';
import type { Env } from '../../env.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { SYSTEM_INFO_ADMIN } from './web-config.ts';

const MB = 1024 * 1024;
const STARTED_AT = new Date();
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(2)}%`;

/** This API instance (one Lambda execution environment, or the local server): what it runs on and since when. */
export function serviceInfo(env: Env, now: Date): ServiceInfo {
  const cores = availableParallelism();
  const uptimeSeconds = Math.max(0, Math.round((now.getTime() - STARTED_AT.getTime()) / 1000));
  const { user, system } = process.cpuUsage();
  const memoryMb = env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ?? Math.round(totalmem() / MB);
  const rssMb = Math.round(process.memoryUsage().rss / MB);
  const functionName = env.AWS_LAMBDA_FUNCTION_NAME ?? 'local-server';
  const functionVersion = env.AWS_LAMBDA_FUNCTION_VERSION ?? 'local';
  return {
    backupCores: cores,
    // the CPU this instance used since it started, of what its cores could give
    backupPercentCpuLoad: percent((user + system) / 1e6, Math.max(process.uptime(), 1) * cores),
    backupPercentMemoryLoad: percent(rssMb, memoryMb),
    backupService: [{ serviceId: functionName, host: env.AWS_REGION, port: null, secure: true, metadata: { runtime: `Node.js ${process.version}`, version: functionVersion } }],
    runtime: `Node.js ${process.version}`,
    region: env.AWS_REGION,
    functionName,
    functionVersion,
    memoryMb,
    rssMb,
    uptimeSeconds,
    startedAt: STARTED_AT.toISOString(),
    tableName: env.TABLE_NAME,
  };
}

/** The reference's data sources (MySQL, Redis) are DynamoDB and SQS here: answered as they are, never set. */
export const dataSourceRoutes = [
  route(adminConfigCalls.getDBAndRedisConfig, {
    access: SYSTEM_INFO_ADMIN,
    handler: async ({ deps }) => ({
      dbName: deps.env.TABLE_NAME,
      dbHost: deps.env.DYNAMODB_ENDPOINT ?? `dynamodb.${deps.env.AWS_REGION}.amazonaws.com`,
      dbPort: null,
      dbUsername: null,
      dbPassword: null,
      redisHost: null,
      redisPort: null,
      redisPassword: null,
      database: 'DynamoDB',
      region: deps.env.AWS_REGION,
      queues: 'SQS',
      note: `${DEPLOYMENT_SETTINGS}. Access goes through the function's IAM role: there is no user name or password.`,
    }),
  }),
  route(adminConfigCalls.setDBAndRedisConfig, {
    access: SYSTEM_INFO_ADMIN,
    handler: async () => {
      throw badRequest(DEPLOYMENT_SETTINGS);
    },
  }),
];
