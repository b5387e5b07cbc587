import { defineProject } from 'vitest/config';

// The browser tests: Debian's Chromium against a local stack of each file's own, in front of which one production
// build of the SPA (made once per run, e2e/global-setup.ts) is served. Passwords are hashed at the test cost.
export default defineProject({
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['../functions/test/setup.ts'],
    // each file starts and stops its own stack and browser; the modules behind them are loaded once per worker
    isolate: false,
  },
});
