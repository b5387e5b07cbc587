import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts', 'lambda/**/*.test.ts', 'lib/**/*.test.ts'],
    // One synthesis per file in beforeAll; no test has a time limit of its own beyond these generous bounds.
    hookTimeout: 120_000,
    // one module graph per worker: aws-cdk-lib is imported once, and the synthesized app most files assert on
    // (test/synth.ts) is built once per worker instead of once per file; files only read it
    isolate: false,
    testTimeout: 60_000,
  },
});
