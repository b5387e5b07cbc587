import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run in happy-dom; the browser tests under e2e/ are a project of their own (vitest.e2e.config.ts).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // one module graph per worker, not per file: files clean up after themselves (src/test/setup.ts), and importing
    // React, Mantine and the app once instead of 90 times saves about 95 of 150 CPU seconds
    isolate: false,
  },
});
