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
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
