import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says how its tests run.
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'judge-fargate', 'infra'].map((p) => `${p}/vitest.config.ts`),
  },
});
