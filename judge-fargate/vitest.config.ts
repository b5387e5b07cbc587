import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'judge-fargate',
    // builds the sandbox runner and the precompiled headers the tests use, once per run
    globalSetup: ['test/global-setup.ts'],
    // sandbox tests measure CPU time: one file at a time keeps the machine quiet enough for them
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
