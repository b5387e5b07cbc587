import { describe, expect, test } from 'vitest';
import { pieSlices } from './pie-slices.ts';

describe('pie slices', () => {
  test('empty slices are dropped and the shares add up to one', () => {
    const s = pieSlices(
      [
        { label: 'a', value: 3, color: 'g' },
        { label: 'b', value: 0, color: 'r' },
        { label: 'c', value: 1, color: 'o' },
      ],
      10,
    );
    expect(s.map((x) => x.label)).toEqual(['a', 'c']);
    expect(s.map((x) => x.share)).toEqual([0.75, 0.25]);
    // Three quarters take the large arc; the first starts at the top of the circle.
    expect(s[0]?.d).toMatch(/^M10,10 L10,0 A10,10 0 1 1 /);
    expect(s[1]?.d).toContain(' 0 0 1 ');
  });

  test('a single verdict is the whole pie', () => {
    expect(pieSlices([{ label: 'a', value: 2, color: 'g' }], 10)[0]?.whole).toBe(true);
  });
});
