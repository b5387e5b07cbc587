import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says how its tests run (web's browser tests
// have a project of their own). One worker (vitest's default for two cores): with `--maxWorkers 2` the suite took
// 14 minutes instead of 25, but on a fresh checkout a browser file's judge worker exited at start while another file
// started one too (both prepare the sandbox runner and the precompiled headers in the same folders); two workers wait
// for that start-up to be made safe. The time report after the summary says where the run went.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.e2e.config.ts'],
    reporters: ['default', './scripts/test-time-report.ts'],
  },
});
