import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says how its tests run (web's browser tests
// have a project of their own). Two files at a time (`--maxWorkers 2` in npm test: the option set here does not
// reach the projects): most files wait on a browser, a judge or a clock as much as they compute. Judges started by
// two files at once prepare the same folders safely (judge-fargate/src/prepare.test.ts). The time report after the
// summary says where the run went.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.e2e.config.ts'],
    reporters: ['default', './scripts/test-time-report.ts'],
  },
});
