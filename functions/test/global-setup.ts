import type { TestProject } from 'vitest/node';
import { startAwsEmulator } from '../src/local/aws-emulator.ts';
import { startDynamoLocal } from '../src/local/dynamo-local.ts';
import { freePort } from './free-port.ts';
import { useTestHashCost } from './hash-cost.ts';
import { seedTemplate } from './seed-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    awsEndpoint: string;
    awsEnv: Record<string, string>;
    testDataBucket: string;
  }
}

/** One DynamoDB Local (in memory) and one SQS/S3 emulator for the whole run, and the seeded table tests copy. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal(await freePort());
  const aws = await startAwsEmulator({ port: await freePort(), prefix: 'test' });
  useTestHashCost();
  await seedTemplate(dynamo.endpoint, aws.s3, aws.bucketNames.testData);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('awsEndpoint', aws.endpoint);
  project.provide('awsEnv', aws.env);
  project.provide('testDataBucket', aws.bucketNames.testData);
  return async () => {
    await aws.stop();
    await dynamo.stop();
  };
}
