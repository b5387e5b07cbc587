import { TEST_START } from './seed-template.ts';

/** A clock the test moves: it starts where the seeded tests' clock does. */
export function testClock() {
  let now = new Date(TEST_START);
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}
