import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// find* queries wait for data that a mocked call answers at once; on a machine shared with other test files that can
// take more than the default second, and a query that never matches fails all the same.
configure({ asyncUtilTimeout: 5_000 });

// Component tests run in happy-dom; the browser tests (e2e/, node environment) have no document to clean.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
