// No module of the SPA may reach itself through its imports: a page that imports the route table which lazily loads
// that page is a circle (issue 24). Lazy import() counts. Type-only imports vanish at run time, but a circle through
// them still ties two modules together, so a second test counts them too.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const SRC = path.dirname(new URL(import.meta.url).pathname);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

const STATIC = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'(\.[^']+)'/gms;
const LAZY = /import\(\s*'(\.[^']+)'\s*\)/g;

/** The relative modules a file loads at run time (and with `types`, those it imports types from). */
const relativeImports = (file: string, text: string, types: boolean): string[] => {
  const found: string[] = [];
  for (const [, typeOnly, clause = '', spec = ''] of text.matchAll(STATIC)) {
    const names = /^\{([^}]*)\}$/
      .exec(clause.trim())?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!types && (typeOnly || names?.every((n) => n.startsWith('type ')))) continue;
    found.push(spec);
  }
  for (const [, spec = ''] of text.matchAll(LAZY)) found.push(spec);
  return found.map((spec) => path.resolve(path.dirname(file), spec));
};

/** The groups of modules that import each other in a circle (strongly connected components of two or more). */
const circles = (graph: Map<string, string[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) group.push(w);
    if (group.length > 1) found.push(group.map((f) => path.relative(SRC, f)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
};

const importGraph = (types: boolean) => {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  expect(files.length).toBeGreaterThan(100);
  return new Map(files.map((f) => [f, relativeImports(f, fs.readFileSync(f, 'utf8'), types).filter((d) => known.has(d))]));
};

test('no import circles in web/src', () => {
  expect(circles(importGraph(false))).toEqual([]);
});

test('no import circles in web/src through type-only imports either', () => {
  expect(circles(importGraph(true))).toEqual([]);
});
