import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../functions/src/local/dynamo-local.ts';
import { freePort } from '../../functions/test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the SPA that every browser file serves. */
    webDist: string;
    /** The run's DynamoDB Local: each file's stack makes its own table there. */
    dynamoEndpoint: string;
  }
}

/**
 * Builds the SPA once for the run and starts one DynamoDB Local (a Java process costs seconds of both cores to
 * start); each browser file serves this build in front of its own local stack, with its own table.
 */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'oj-web-dist-'));
  const [dynamo] = await Promise.all([startDynamoLocal(await freePort()), build({ root: resolve(import.meta.dirname, '..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } })]);
  project.provide('webDist', outDir);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return async () => {
    await dynamo.stop();
    await rm(outDir, { recursive: true, force: true });
  };
}
