import { describe, expect, it } from 'vitest';
import { accountRuleProblem, formatAccountRule, matchesAccountRule, parseAccountRule, previewAccounts } from './account-limit.ts';

describe('account limit rule', () => {
  const text = '<prefix>cs</prefix><suffix>_a</suffix><start>5</start><end>12</end><extra>judge1  guest\nvip</extra>';

  it('reads and writes the reference format', () => {
    const r = parseAccountRule(text);
    expect(r).toEqual({ prefix: 'cs', suffix: '_a', start: 5, end: 12, extra: ['judge1', 'guest', 'vip'] });
    expect(parseAccountRule(formatAccountRule(r))).toEqual(r);
  });

  it.each([
    ['cs5_a', true],
    ['cs12_a', true],
    ['cs13_a', false],
    ['cs4_a', false],
    ['cs05_a', false],
    ['cs_a', false],
    ['csx_a', false],
    ['cs7', false],
    ['vip', true],
    ['guest', true],
    ['Guest', false],
  ])('%s allowed: %s', (name, allowed) => {
    expect(matchesAccountRule(text, name)).toBe(allowed);
  });

  it('previews the first accounts and then the extra ones', () => {
    expect(previewAccounts(parseAccountRule(text), 10)).toEqual(['cs5_a', 'cs6_a', 'cs7_a', 'cs8_a', 'cs9_a', 'cs10_a', 'cs11_a', 'cs12_a', 'judge1', 'guest']);
  });

  it('refuses rules that cannot be kept', () => {
    expect(accountRuleProblem({ prefix: 'a', suffix: '', start: 9, end: 3, extra: [] })).toMatch(/start number/);
    expect(accountRuleProblem({ prefix: 'a', suffix: '', start: 0, end: 10_000_000, extra: [] })).toMatch(/at most/);
    expect(accountRuleProblem({ prefix: '<x>', suffix: '', start: 0, end: 1, extra: [] })).toMatch(/< or >/);
    expect(accountRuleProblem({ prefix: 'a', suffix: '', start: 0, end: 1, extra: ['b'] })).toBeNull();
  });

  it('an empty or malformed rule allows only nobody by number', () => {
    expect(matchesAccountRule('', 'anyone')).toBe(false);
    expect(matchesAccountRule('<prefix></prefix><suffix></suffix><start>x</start><end>y</end><extra></extra>', '0')).toBe(true);
  });
});
