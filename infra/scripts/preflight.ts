import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { ServiceQuotasClient } from '@aws-sdk/client-service-quotas';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { App } from 'aws-cdk-lib';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { readConfig } from '../lib/config.ts';
import { DEFAULT_ASSUMPTIONS } from '../lib/cost-model.ts';
import { contestNeeds, DEFAULT_PEAK_FACTOR, findings, readQuotas, renderFindings } from '../lib/preflight.ts';

/**
 * `npm run preflight -- --contestants 5000 [--hours 3] [--submissions 50000] [--peak-factor 3] [--region r]
 * [-c oj:name=value ...]`: reads this account's quotas with the caller's credentials and says which to raise for
 * that contest, with the deployment's settings (cdk.json's context and the same -c settings as the deploy).
 * Exits 1 when something must be raised, 2 when the quotas cannot be read.
 */
const usage = 'usage: npm run preflight -- --contestants N [--hours H] [--submissions S] [--peak-factor F] [--region R] [-c oj:name=value ...]';
const { values } = parseArgs({
  options: {
    contestants: { type: 'string' },
    hours: { type: 'string' },
    submissions: { type: 'string' },
    'peak-factor': { type: 'string' },
    region: { type: 'string' },
    context: { type: 'string', short: 'c', multiple: true },
  },
});
const positive = (name: string, raw: string | undefined, fallback?: number): number => {
  if (raw === undefined && fallback !== undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} needs a positive number${raw === undefined ? '' : `, got ${JSON.stringify(raw)}`}\n${usage}`);
  return n;
};
const contestants = positive('contestants', values.contestants);
const hours = positive('hours', values.hours, DEFAULT_ASSUMPTIONS.hours);
const perContestant = DEFAULT_ASSUMPTIONS.submissions / DEFAULT_ASSUMPTIONS.contestants;
const size = {
  contestants,
  hours,
  submissions: positive('submissions', values.submissions, Math.round(contestants * perContestant * (hours / DEFAULT_ASSUMPTIONS.hours))),
  peakFactor: positive('peak-factor', values['peak-factor'], DEFAULT_PEAK_FACTOR),
  cpuSecondsPerSubmission: DEFAULT_ASSUMPTIONS.cpuSecondsPerSubmission,
  apiCallsPerContestantHour: DEFAULT_ASSUMPTIONS.apiCallsPerContestantHour,
  lambdaMs: DEFAULT_ASSUMPTIONS.lambdaMs,
};

const context: Record<string, unknown> = (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }).context;
for (const setting of values.context ?? []) {
  const at = setting.indexOf('=');
  if (at < 1) throw new Error(`-c takes name=value, got ${JSON.stringify(setting)}`);
  context[setting.slice(0, at)] = setting.slice(at + 1);
}
const config = readConfig(new App({ context }).node);

const region = values.region;
const clients = { quotas: new ServiceQuotasClient({ region }), lambda: new LambdaClient({ region }), ses: new SESv2Client({ region }) };
const resolvedRegion = await clients.lambda.config.region();
const needs = contestNeeds(config, size, GROUPS.length);
console.log(
  `Contest: ${size.contestants} contestants, ${size.hours} h, ${size.submissions} submissions, peak ${needs.peakSubmissionsPerMinute} a minute ` +
    `(x${size.peakFactor}); ${needs.judgeTasks} judge tasks; account region ${resolvedRegion}`,
);
const quotas = await readQuotas(clients).catch((err: Error) => {
  console.error(
    `Could not read the account's quotas: ${err.name}: ${err.message}\n` +
      'Run with credentials for the deployment account allowed servicequotas:GetServiceQuota, servicequotas:GetAWSDefaultServiceQuota, lambda:GetAccountSettings and ses:GetAccount.',
  );
  process.exit(2);
});
const list = findings(needs, quotas, config, resolvedRegion);
console.log(renderFindings(list));
if (list.some((f) => !f.ok)) process.exitCode = 1;
