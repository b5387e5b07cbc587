import { expect, test } from 'vitest';
import { progressPercent } from './training-progress.tsx';

test('progress is acCount over problemCount with two decimals, 0 without problems', () => {
  expect(progressPercent(1, 3)).toBe(33.33);
  expect(progressPercent(2, 3)).toBe(66.67);
  expect(progressPercent(3, 3)).toBe(100);
  expect(progressPercent(0, 0)).toBe(0);
});
