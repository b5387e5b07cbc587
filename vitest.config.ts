import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says how its tests run.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
  },
});
