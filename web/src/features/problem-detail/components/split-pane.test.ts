import { describe, expect, test } from 'vitest';
import { clampLeft } from './split-pane.tsx';

describe('the divider (spec 000 section 2.10)', () => {
  test('the problem keeps at least 420 px and the editor at least 580 px', () => {
    expect(clampLeft(100, 1300)).toBe(420);
    expect(clampLeft(1000, 1300)).toBe(720);
    expect(clampLeft(600, 1300)).toBe(600);
  });
});
