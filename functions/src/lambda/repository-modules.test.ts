import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each Lambda is given the data modules of the repositories its code reaches (`deps.repos.<name>`), and bundles only
 * those: the table in its entry file must name every repository used in the files it imports (data/ aside).
 */
const LAMBDA_DIR = import.meta.dirname;
const DATA_DIR = resolve(LAMBDA_DIR, '..', 'data');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function repositoriesReached(entry: string): string[] {
  const seen = new Set<string>();
  const names = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(DATA_DIR + sep) || !existsSync(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/\brepos\.(\w+)\b/g)) names.add(name!);
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.ts)'/g)) visit(resolve(dirname(file), spec!));
  };
  visit(entry);
  return [...names].filter((name) => existsSync(join(DATA_DIR, `${kebab(name)}.ts`))).sort();
}

const modulesGiven = (text: string) => [...text.matchAll(/^import \* as (\w+) from '\.\.\/data\/([\w-]+)\.ts';$/gm)].filter(([, name, file]) => kebab(name!) === file).map(([, name]) => name!);

const entries = readdirSync(LAMBDA_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['create-handler.ts', 'queue-handler.ts'].includes(f));

describe('Lambda repository module tables', () => {
  it('finds the repositories a function reaches', () => {
    expect(repositoriesReached(join(LAMBDA_DIR, 'message.ts'))).toEqual(expect.arrayContaining(['notices', 'reminders', 'users']));
    expect(modulesGiven("import * as notices from '../data/notices.ts';\nimport * as x from '../data/users.ts';")).toEqual(['notices']);
  });

  it.each(entries)('%s names every repository its code reaches', (entry) => {
    const given = modulesGiven(readFileSync(join(LAMBDA_DIR, entry), 'utf8'));
    expect(repositoriesReached(join(LAMBDA_DIR, entry)).filter((name) => !given.includes(name))).toEqual([]);
  });
});
