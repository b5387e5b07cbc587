import { describe, expect, test } from 'vitest';
import { slideResult } from './slide-check.ts';

describe('the slide puzzle', () => {
  test('passes within 3 px of the gap and fails beyond', () => {
    const wobbly = [100, 101, 100, 102];
    expect(slideResult(150, 150, wobbly)).toBe('ok');
    expect(slideResult(153, 150, wobbly)).toBe('ok');
    expect(slideResult(147, 150, wobbly)).toBe('ok');
    expect(slideResult(154, 150, wobbly)).toBe('miss');
    expect(slideResult(146, 150, wobbly)).toBe('miss');
  });

  test('a perfectly level drag is taken for a robot', () => {
    expect(slideResult(150, 150, [100, 100, 100])).toBe('robot');
  });
});
