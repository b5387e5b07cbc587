import { describe, expect, test } from 'vitest';

type Tree = Record<string, unknown>;

// Every string file: locales/<language>/<namespace>.json. A JSON file anywhere else in locales/ is a mistake
// (strings the app never loads).
const FILES = import.meta.glob<Tree>('./**/*.json', { import: 'default', eager: true });
const LANGUAGES = ['zh-CN', 'en-US'];

const namespaces = (language: string) =>
  Object.keys(FILES)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();

const keys = (tree: Tree, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`]));

const values = (tree: Tree): unknown[] => Object.values(tree).flatMap((v) => (v && typeof v === 'object' ? values(v as Tree) : [v]));

// The catalogue's keys are the server's sentences, dots and all: a key is looked up whole before it is taken as a path.
const text = (tree: Tree, key: string) => (key in tree ? tree[key] : key.split('.').reduce<unknown>((o, p) => (o as Tree)[p], tree));

describe('locale files', () => {
  test('every file is locales/<language>/<namespace>.json for a known language', () => {
    for (const path of Object.keys(FILES)) expect(path, path).toMatch(new RegExp(`^\\./(${LANGUAGES.join('|')})/[A-Za-z]+\\.json$`));
    expect(namespaces('zh-CN')).toContain('common');
    expect(namespaces('zh-CN')).toContain('catalogue');
  });

  test('zh-CN and en-US have the same namespaces, each with exactly the same keys', () => {
    expect(namespaces('en-US')).toEqual(namespaces('zh-CN'));
    for (const ns of namespaces('zh-CN')) expect(keys(FILES[`./en-US/${ns}.json`]!).sort(), ns).toEqual(keys(FILES[`./zh-CN/${ns}.json`]!).sort());
  });

  test('every text is a non-empty string', () => {
    for (const [path, tree] of Object.entries(FILES)) for (const v of values(tree)) expect(typeof v === 'string' && v.trim().length > 0, path).toBe(true);
  });

  test('both use the same interpolation placeholders per key', () => {
    const placeholders = (s: unknown) => [...String(s ?? '').matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const ns of namespaces('en-US')) {
      const en = FILES[`./en-US/${ns}.json`]!;
      const zh = FILES[`./zh-CN/${ns}.json`]!;
      for (const k of keys(en)) expect(placeholders(text(zh, k)), `${ns}:${k}`).toEqual(placeholders(text(en, k)));
    }
  });
});
