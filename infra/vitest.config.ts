import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts', 'lambda/**/*.test.ts', 'lib/**/*.test.ts'],
    // One synthesis per file in beforeAll; no test has a time limit of its own beyond these generous bounds.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
