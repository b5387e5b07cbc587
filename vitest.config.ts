import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says how its tests run (web's browser tests
// have a project of their own). `npm test` runs two workers on this 2-core machine (`--maxWorkers 2`: set here, the
// projects would not take it, and vitest's default is one worker for two cores); route and browser tests mostly wait
// on DynamoDB Local, the judge and Chromium. The time report after the summary says where the run went.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.e2e.config.ts'],
    reporters: ['default', './scripts/test-time-report.ts'],
  },
});
