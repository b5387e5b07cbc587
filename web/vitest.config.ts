import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run in happy-dom; the browser tests under e2e/ say `@vitest-environment node` and drive
// Debian's Chromium against the local stack and a build of the SPA.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.e2e.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
