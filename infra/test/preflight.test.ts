import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAWSDefaultServiceQuotaCommand, GetServiceQuotaCommand, ServiceQuotasClient } from '@aws-sdk/client-service-quotas';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { App } from 'aws-cdk-lib';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../lib/config.ts';
import { DEFAULT_ASSUMPTIONS } from '../lib/cost-model.ts';
import { contestNeeds, DEFAULT_PEAK_FACTOR, findings, readQuotas, renderFindings } from '../lib/preflight.ts';
import { REPO_ROOT } from './synth.ts';

const quotasMock = mockClient(ServiceQuotasClient);
const lambdaMock = mockClient(LambdaClient);
const sesMock = mockClient(SESv2Client);
const clients = () => ({ quotas: new ServiceQuotasClient({ region: 'eu-west-1' }), lambda: new LambdaClient({ region: 'eu-west-1' }), ses: new SESv2Client({ region: 'eu-west-1' }) });

const configWith = (settings: Record<string, string> = {}) => {
  const { context } = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return readConfig(new App({ context: { ...context, ...settings } }).node);
};
/** The 5,000-contestant contest of infra/README.md ("Sizing the fleet") with the cost model's figures. */
const size = {
  contestants: 5000,
  hours: 3,
  submissions: 50000,
  peakFactor: DEFAULT_PEAK_FACTOR,
  cpuSecondsPerSubmission: DEFAULT_ASSUMPTIONS.cpuSecondsPerSubmission,
  apiCallsPerContestantHour: DEFAULT_ASSUMPTIONS.apiCallsPerContestantHour,
  lambdaMs: DEFAULT_ASSUMPTIONS.lambdaMs,
};

/** A new account: low Fargate quotas never raised (no applied value), Lambda at 400, SES in the sandbox. */
const newAccount = () => {
  quotasMock.on(GetServiceQuotaCommand).rejects(Object.assign(new Error('no applied quota'), { name: 'NoSuchResourceException' }));
  quotasMock.on(GetAWSDefaultServiceQuotaCommand, { QuotaCode: 'L-3032A538' }).resolves({ Quota: { Value: 6 } });
  quotasMock.on(GetAWSDefaultServiceQuotaCommand, { QuotaCode: 'L-36FBB829' }).resolves({ Quota: { Value: 6 } });
  lambdaMock.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 400 } });
  sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendQuota: { Max24HourSend: 200, MaxSendRate: 1 } });
};

describe('npm run preflight', () => {
  beforeEach(() => {
    quotasMock.reset();
    lambdaMock.reset();
    sesMock.reset();
  });

  it('works out the contest’s needs from the deployment settings and the cost model', () => {
    const needs = contestNeeds(configWith(), size, 25);
    // 50,000 in 3 h is 278 a minute, 833 at the peak; a 2-vCPU task judges 15 a minute at 8 CPU s each
    expect(needs).toMatchObject({ peakSubmissionsPerMinute: 833, tasksForPeak: 56, judgeTasks: 56 });
    // first task on-demand, then one in four: 15 on-demand and 41 Spot tasks of 2 vCPU
    expect(needs).toMatchObject({ fargateOnDemandVcpu: 30, fargateSpotVcpu: 82, lambdaConcurrency: 100, mailsPerDay: 5000 });
    expect(contestNeeds(configWith({ 'oj:judgeSpot': 'false', 'oj:judgeMaxTasks': '40' }), size, 25)).toMatchObject({
      judgeTasks: 40,
      tasksForPeak: 56,
      fargateOnDemandVcpu: 80,
      fargateSpotVcpu: 0,
    });
    // reservations come out of the quota, and Lambda keeps 100 unreserved
    expect(contestNeeds(configWith({ 'oj:apiReservedConcurrency': '20' }), size, 25).lambdaConcurrency).toBe(600);
  });

  it('reads the quotas (defaults where none was raised, Lambda’s own limit) and names each one to raise with the command', async () => {
    newAccount();
    const quotas = await readQuotas(clients());
    expect(quotas).toEqual({ lambdaConcurrency: 400, fargateOnDemandVcpu: 6, fargateSpotVcpu: 6, ses: { production: false, max24HourSend: 200, maxSendRate: 1 } });
    const config = configWith({ 'oj:apiReservedConcurrency': '20' });
    const list = findings(contestNeeds(config, size, 25), quotas, config, 'eu-west-1');
    expect(list.filter((f) => !f.ok).map((f) => [f.what.split(' (')[0], f.have, f.need])).toEqual([
      ['Lambda concurrent executions', '400', '600'],
      ['Fargate On-Demand vCPU resource count', '6', '30'],
      ['Fargate Spot vCPU resource count', '6', '82'],
      ['SES production access', 'no (sandbox)', 'yes'],
      ['SES mail a day', '200', '5000'],
    ]);
    expect(list.find((f) => f.what.startsWith('Fargate On-Demand'))!.action).toBe(
      'aws service-quotas request-service-quota-increase --region eu-west-1 --service-code fargate --quota-code L-3032A538 --desired-value 30',
    );
    expect(list.find((f) => f.what.startsWith('Judge task ceiling'))).toMatchObject({ ok: true, action: undefined });
    expect(renderFindings(list)).toMatch(/5 to raise before the contest/);
  });

  it('passes an account that covers the contest, reading applied quota values', async () => {
    quotasMock.on(GetServiceQuotaCommand).resolves({ Quota: { Value: 400 } });
    lambdaMock.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendQuota: { Max24HourSend: 50000, MaxSendRate: 14 } });
    const config = configWith();
    const list = findings(contestNeeds(config, size, 25), await readQuotas(clients()), config, 'eu-west-1');
    expect(list.every((f) => f.ok)).toBe(true);
    expect(quotasMock.commandCalls(GetAWSDefaultServiceQuotaCommand)).toHaveLength(0);
    expect(renderFindings(list)).toMatch(/Every quota covers this contest/);
  });

  it('lets an access error through rather than guessing a quota', async () => {
    newAccount();
    quotasMock.on(GetServiceQuotaCommand).rejects(Object.assign(new Error('not authorized'), { name: 'AccessDeniedException' }));
    await expect(readQuotas(clients())).rejects.toThrow('not authorized');
  });
});
