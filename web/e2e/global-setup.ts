import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the SPA that every browser file serves. */
    webDist: string;
  }
}

/** Builds the SPA once for the run; each browser file serves this build in front of its own local stack. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'oj-web-dist-'));
  await build({ root: resolve(import.meta.dirname, '..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('webDist', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
