import { parseArgs } from 'node:util';
import { DEFAULT_ASSUMPTIONS, PRICES, SOURCES, priceContest, priceIdleMonth, render, type Assumptions } from '../lib/cost-model.ts';

/** `npm run cost -- --contestants 5000 --hours 3 --submissions 50000 [--any-assumption value]` */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const keys = Object.keys(DEFAULT_ASSUMPTIONS) as (keyof Assumptions)[];
const { values } = parseArgs({
  options: Object.fromEntries(keys.map((k) => [kebab(k), { type: 'string' as const }])),
  allowPositionals: false,
});

const assumptions = { ...DEFAULT_ASSUMPTIONS } as Record<string, number | boolean>;
for (const key of keys) {
  const raw = values[kebab(key)];
  if (raw === undefined) continue;
  if (typeof DEFAULT_ASSUMPTIONS[key] === 'boolean') assumptions[key] = raw === 'true';
  else if (Number.isFinite(Number(raw))) assumptions[key] = Number(raw);
  else throw new Error(`--${kebab(key)} needs a number`);
}
const a = assumptions as unknown as Assumptions;

console.log(`Prices: ${PRICES.asOf}. Assumptions (override any with --name value):`);
const width = Math.max(...keys.map((k) => `--${kebab(k)} ${String(a[k])}`.length));
for (const key of keys) {
  const given = values[kebab(key)] !== undefined;
  console.log(`  ${`--${kebab(key)} ${String(a[key])}`.padEnd(width)}  ${given ? 'given on the command line' : SOURCES[key]}`);
}
console.log();
console.log(render(`One contest: ${a.contestants} contestants, ${a.hours} h, ${a.submissions} submissions`, priceContest(a)));
console.log();
console.log(render('An idle month', priceIdleMonth(a)));
