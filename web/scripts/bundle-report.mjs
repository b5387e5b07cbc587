// Prints every chunk's size and gzip size after `vite build`, and fails when the home page's first-load
// JavaScript (the entry, the home route's chunk, the default language's namespaces that load before the first
// render, and everything they import statically) passes the budget.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const HOME_MODULE = 'src/features/home/home-page.tsx';
// The default language's namespaces loaded before the first render (EAGER_NAMESPACES in src/lib/i18n.ts); the
// others load with their pages, the server's messages (catalogue) right after start-up.
const FIRST_LOAD_STRINGS = ['common'].map((ns) => `src/locales/zh-CN/${ns}.json`);
const BUDGET_KB = 250;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

/** The files a manifest entry loads before it runs: itself and its static imports, recursively. */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const missing = [HOME_MODULE, ...FIRST_LOAD_STRINGS].filter((key) => !manifest[key]);
if (!entryKey || missing.length > 0) throw new Error(`The manifest has no entry, or no chunk for ${missing.join(', ')}`);
const firstLoad = FIRST_LOAD_STRINGS.reduce((seen, key) => closure(key, seen), closure(HOME_MODULE, closure(entryKey)));

const assets = readdirSync(join(DIST, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`);
const rows = assets.map((file) => ({ file, raw: readFileSync(join(DIST, file)).length, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);

console.log(`\nBundle report (KB)       raw     gzip   home first load`);
for (const r of rows) console.log(`${r.file.padEnd(48)}${kb(r.raw)}${kb(r.gzip)}   ${firstLoad.has(r.file) ? 'yes' : ''}`);

const homeJs = [...firstLoad].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const homeCss = [...firstLoad].flatMap((f) => Object.values(manifest).find((c) => c.file === f)?.css ?? []);
const cssGz = [...new Set(homeCss)].reduce((sum, f) => sum + gz(f), 0);
console.log(`\nHome page first load: JS ${kb(homeJs).trim()} KB gzip (budget ${BUDGET_KB} KB), CSS ${kb(cssGz).trim()} KB gzip`);
if (homeJs > BUDGET_KB * 1024) {
  console.error(`The home page's first-load JavaScript is over budget by ${((homeJs - BUDGET_KB * 1024) / 1024).toFixed(1)} KB gzip.`);
  process.exit(1);
}
