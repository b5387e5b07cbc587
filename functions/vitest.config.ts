import { defineProject } from 'vitest/config';

// Route tests run against DynamoDB Local and the SQS/S3 emulator, started once for the run (global setup);
// each test file gets its own table and buckets' prefix, so files run in parallel without seeing each other.
// Passwords are hashed at a test cost (test/setup.ts).
export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // one module graph per worker, not per file: each file's state lives in its own table and deps (caches are per
    // deps), so files do not see each other; importing the AWS SDK and every group once per worker saves CPU time
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
