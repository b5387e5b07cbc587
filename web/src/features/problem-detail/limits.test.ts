import { describe, expect, test } from 'vitest';
import { limitDisplay } from './limits.ts';

describe('limit display rule (spec 000 section 2.10)', () => {
  test('C/C++ as stated, other languages doubled', () => {
    expect(limitDisplay({ problemId: '1000', timeLimit: 1000, memoryLimit: 256 })).toEqual({ kind: 'split', time: [1000, 2000], memory: [256, 512] });
  });

  test('CF- and GYM- problems show the plain limit', () => {
    expect(limitDisplay({ problemId: 'CF-1A', timeLimit: 2000, memoryLimit: 64 })).toEqual({ kind: 'plain', time: 2000, memory: 64 });
    expect(limitDisplay({ problemId: 'GYM-100001A', timeLimit: 1000, memoryLimit: 256 }).kind).toBe('plain');
    expect(limitDisplay({ problemId: 'HDU-1000', timeLimit: 1000, memoryLimit: 32 }).kind).toBe('split');
  });
});
