import { describe, expect, test } from 'vitest';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

const keys = (tree: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

const values = (tree: Record<string, unknown>): unknown[] =>
  Object.values(tree).flatMap((v) => (v && typeof v === 'object' ? values(v as Record<string, unknown>) : [v]));

describe('locale files', () => {
  test('zh-CN and en-US have exactly the same keys', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  test('every text is a non-empty string', () => {
    for (const v of [...values(zhCN), ...values(enUS)]) expect(typeof v === 'string' && v.trim().length > 0).toBe(true);
  });

  test('both use the same interpolation placeholders per key', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const flat = (tree: Record<string, unknown>) => Object.fromEntries(keys(tree).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree) as string]));
    const zh = flat(zhCN);
    const en = flat(enUS);
    for (const k of Object.keys(en)) expect(placeholders(zh[k] ?? ''), k).toEqual(placeholders(en[k] ?? ''));
  });
});
