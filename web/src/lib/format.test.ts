import { describe, expect, test } from 'vitest';
import { acRate, formatMemory, formatSeconds } from './format.ts';

describe('number formats (spec 000 section 9)', () => {
  test('seconds as h:mm:ss, hours past a day and fractions dropped', () => {
    expect([0, 59, 61.9, 3600, 5 * 3600 + 7 * 60 + 9, 49 * 3600 + 61, -5].map(formatSeconds)).toEqual(['0:00:00', '0:00:59', '0:01:01', '1:00:00', '5:07:09', '49:01:01', '0:00:00']);
  });

  test('AC rate as a percent with two decimals', () => {
    expect(acRate(1, 3)).toBe('33.33%');
    expect(acRate(0, 0)).toBe('0.00%');
  });

  test('memory from KB up through the larger units', () => {
    expect(formatMemory(512)).toBe('512 KB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(3 * 1024 * 1024)).toBe('3 GB');
    expect(formatMemory(1024 ** 8)).toBe('1024 YB');
  });
});
