import { parseArgs } from 'node:util';
import { inventory, type TemplateJson } from '../lib/cost-inventory.ts';
import { DEFAULT_ASSUMPTIONS, PRICED_SETTINGS, PRICES, SOURCES, fromTemplates, priceContest, priceIdleMonth, render, total, type Assumptions } from '../lib/cost-model.ts';
import { synth } from '../test/synth.ts';

/**
 * `npm run cost -- --contestants 5000 --hours 3 --submissions 50000 [--any-assumption value]`: synthesizes the app
 * (cdk.json's settings), prices a contest and an idle month from its templates, then what each optional setting adds.
 */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const keys = Object.keys(DEFAULT_ASSUMPTIONS) as (keyof Assumptions)[];
const { values } = parseArgs({
  options: Object.fromEntries(keys.map((k) => [kebab(k), { type: 'string' as const }])),
  allowPositionals: false,
});

const given: Partial<Record<keyof Assumptions, number | boolean>> = {};
for (const key of keys) {
  const raw = values[kebab(key)];
  if (raw === undefined) continue;
  if (typeof DEFAULT_ASSUMPTIONS[key] === 'boolean') given[key] = raw === 'true';
  else if (Number.isFinite(Number(raw))) given[key] = Number(raw);
  else throw new Error(`--${kebab(key)} needs a number`);
}

/** The app synthesized with `context` on top of cdk.json's, priced with the command line's assumptions. */
const price = (context: Record<string, string> = {}) => {
  const inv = inventory(
    synth({ context })
      .allTemplates()
      .map((t) => t.template as TemplateJson),
  );
  const templated = fromTemplates(inv);
  const a = { ...DEFAULT_ASSUMPTIONS, ...templated, ...given } as Assumptions;
  return { inv, templated, a, contest: priceContest(a), idle: priceIdleMonth(a, inv) };
};

const base = price();
const { a } = base;
console.log(`Prices: ${PRICES.asOf}. Assumptions (override any with --name value):`);
const width = Math.max(...keys.map((k) => `--${kebab(k)} ${String(a[k])}`.length));
for (const key of keys) {
  const source = values[kebab(key)] !== undefined ? 'given on the command line' : key in base.templated ? `${SOURCES[key]} (synthesized)` : SOURCES[key];
  console.log(`  ${`--${kebab(key)} ${String(a[key])}`.padEnd(width)}  ${source}`);
}
console.log();
console.log(render(`One contest: ${a.contestants} contestants, ${a.hours} h, ${a.submissions} submissions`, base.contest));
console.log();
console.log(render('An idle month (counted from the synthesized templates)', base.idle));
console.log();
console.log('What each setting adds, synthesized with it (-c name=value) and priced as above:');
const delta = (usd: number) => `${usd < 0 ? '-' : '+'}$${Math.abs(usd).toFixed(2)}`;
for (const s of PRICED_SETTINGS) {
  const on = price({ [s.context]: s.value });
  const flag = `-c ${s.context}=${s.value}`;
  console.log(`  ${flag.padEnd(28)} idle month ${delta(total(on.idle) - total(base.idle)).padStart(7)}  contest ${delta(total(on.contest) - total(base.contest)).padStart(7)}  ${s.what}`);
}
