import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests run in happy-dom; the browser tests (e2e/, node environment) have no document to clean.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
