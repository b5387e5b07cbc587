import { setHashCost } from '../src/services/passwords.ts';

/**
 * Tests hash passwords at scrypt's lowest cost: the same code as production, with N and r shrunk so that a bulk
 * import of 5,000 accounts takes seconds, not minutes. passwords.test.ts checks the production cost itself.
 */
export function useTestHashCost(): void {
  setHashCost({ N: 16, r: 1, p: 1 });
}
