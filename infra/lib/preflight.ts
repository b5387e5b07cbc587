/**
 * `npm run preflight`: what a contest of a stated size needs of the account's quotas, read before the contest.
 * The needs come from the deployment's settings (config.ts) and the cost model's per-submission figures; the
 * quotas from Service Quotas, Lambda and SES.
 */
import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetAWSDefaultServiceQuotaCommand, GetServiceQuotaCommand, type ServiceQuotasClient } from '@aws-sdk/client-service-quotas';
import { GetAccountCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from './config.ts';

export interface ContestSize {
  contestants: number;
  hours: number;
  submissions: number;
  /**
   * The busiest minute over the average one: infra/README.md ("Sizing the fleet") reckons 800 submissions a
   * minute at the start of a contest averaging 280, about 3.
   */
  peakFactor: number;
  /** Judge CPU seconds of one submission (the cost model's cpuSecondsPerSubmission). */
  cpuSecondsPerSubmission: number;
  /** API calls per contestant and hour, and one call's run time (the cost model's figures). */
  apiCallsPerContestantHour: number;
  lambdaMs: number;
}

export const DEFAULT_PEAK_FACTOR = 3;
/** Lambda refuses reservations that leave fewer than 100 unreserved executions to the other functions. */
export const LAMBDA_MIN_UNRESERVED = 100;

/** The quotas read, each with the Service Quotas code a raise is asked under. */
export const QUOTAS = {
  lambdaConcurrency: { service: 'lambda', code: 'L-B99A9384', name: 'Lambda concurrent executions' },
  fargateOnDemandVcpu: { service: 'fargate', code: 'L-3032A538', name: 'Fargate On-Demand vCPU resource count' },
  fargateSpotVcpu: { service: 'fargate', code: 'L-36FBB829', name: 'Fargate Spot vCPU resource count' },
} as const;
export type QuotaKey = keyof typeof QUOTAS;

export interface Needs {
  /** Judge tasks at the busiest minute, and the rate that asks for them. */
  judgeTasks: number;
  peakSubmissionsPerMinute: number;
  /** Tasks the peak rate alone would want, before the oj:judgeMaxTasks ceiling. */
  tasksForPeak: number;
  fargateOnDemandVcpu: number;
  fargateSpotVcpu: number;
  lambdaConcurrency: number;
  /** Passport mail (register codes, resets) in a day: one per contestant. */
  mailsPerDay: number;
}

/** The capacity-provider split of infra/lib/judge-stack.ts: the first task on-demand, then one in four. */
const split = (tasks: number, spot: boolean) => {
  const onDemand = spot ? Math.min(tasks, 1 + Math.ceil(Math.max(0, tasks - 1) / 4)) : tasks;
  return { onDemand, spot: tasks - onDemand };
};

export function contestNeeds(config: Config, size: ContestSize, apiFunctions: number): Needs {
  const peakSubmissionsPerMinute = (size.submissions / (size.hours * 60)) * size.peakFactor;
  const perTaskPerMinute = ((config.judgeCpu / 1024) * 60) / size.cpuSecondsPerSubmission;
  const tasksForPeak = Math.ceil(peakSubmissionsPerMinute / perTaskPerMinute);
  const warm = Math.max(config.contestMinTasks, Math.ceil(size.contestants / config.contestantsPerTask));
  const judgeTasks = Math.min(config.judgeMaxTasks, Math.max(warm, tasksForPeak));
  const vcpu = config.judgeCpu / 1024;
  const { onDemand, spot } = split(judgeTasks, config.judgeSpot);
  const peakApiPerSecond = ((size.contestants * size.apiCallsPerContestantHour) / 3600) * size.peakFactor;
  const apiConcurrency = Math.ceil(peakApiPerSecond * (size.lambdaMs / 1000));
  const reserved = config.apiReservedConcurrency * apiFunctions;
  return {
    judgeTasks,
    peakSubmissionsPerMinute: Math.round(peakSubmissionsPerMinute),
    tasksForPeak,
    fargateOnDemandVcpu: onDemand * vcpu,
    fargateSpotVcpu: spot * vcpu,
    // reserved executions come out of the quota; what is left serves every other function and must stay >= 100
    lambdaConcurrency: reserved + Math.max(LAMBDA_MIN_UNRESERVED, reserved ? 0 : apiConcurrency),
    mailsPerDay: size.contestants,
  };
}

export interface AccountQuotas {
  lambdaConcurrency: number;
  fargateOnDemandVcpu: number;
  fargateSpotVcpu: number;
  ses: { production: boolean; max24HourSend: number; maxSendRate: number };
}

const serviceQuota = async (client: ServiceQuotasClient, key: QuotaKey): Promise<number> => {
  const { service, code } = QUOTAS[key];
  try {
    const { Quota } = await client.send(new GetServiceQuotaCommand({ ServiceCode: service, QuotaCode: code }));
    if (Quota?.Value !== undefined) return Quota.Value;
  } catch (err) {
    // an account that never changed a quota has no applied value: the default holds
    if ((err as Error).name !== 'NoSuchResourceException') throw err;
  }
  const { Quota } = await client.send(new GetAWSDefaultServiceQuotaCommand({ ServiceCode: service, QuotaCode: code }));
  if (Quota?.Value === undefined) throw new Error(`Service Quotas has no value for ${QUOTAS[key].name} (${code})`);
  return Quota.Value;
};

export async function readQuotas(clients: { quotas: ServiceQuotasClient; lambda: LambdaClient; ses: SESv2Client }): Promise<AccountQuotas> {
  const [settings, fargateOnDemandVcpu, fargateSpotVcpu, account] = await Promise.all([
    clients.lambda.send(new GetAccountSettingsCommand({})),
    serviceQuota(clients.quotas, 'fargateOnDemandVcpu'),
    serviceQuota(clients.quotas, 'fargateSpotVcpu'),
    clients.ses.send(new GetAccountCommand({})),
  ]);
  // Lambda's own figure is the one it enforces (Service Quotas may lag a raise by minutes)
  const lambdaConcurrency = settings.AccountLimit?.ConcurrentExecutions ?? (await serviceQuota(clients.quotas, 'lambdaConcurrency'));
  return {
    lambdaConcurrency,
    fargateOnDemandVcpu,
    fargateSpotVcpu,
    ses: {
      production: account.ProductionAccessEnabled === true,
      max24HourSend: account.SendQuota?.Max24HourSend ?? 0,
      maxSendRate: account.SendQuota?.MaxSendRate ?? 0,
    },
  };
}

export interface Finding {
  what: string;
  have: string;
  need: string;
  ok: boolean;
  /** How to raise it, when it is short. */
  action?: string;
}

const raise = (key: QuotaKey, value: number, region: string) =>
  `aws service-quotas request-service-quota-increase --region ${region} --service-code ${QUOTAS[key].service} --quota-code ${QUOTAS[key].code} --desired-value ${value}`;

export function findings(needs: Needs, quotas: AccountQuotas, config: Config, region: string): Finding[] {
  const quota = (key: 'lambdaConcurrency' | 'fargateOnDemandVcpu' | 'fargateSpotVcpu', why: string): Finding => ({
    what: `${QUOTAS[key].name} (${why})`,
    have: String(quotas[key]),
    need: String(needs[key]),
    ok: quotas[key] >= needs[key],
    action: raise(key, needs[key], region),
  });
  const judges = `${needs.judgeTasks} judge tasks of ${config.judgeCpu / 1024} vCPU`;
  const list: Finding[] = [
    quota('lambdaConcurrency', config.apiReservedConcurrency ? `${config.apiReservedConcurrency} reserved per API function, ${LAMBDA_MIN_UNRESERVED} left unreserved` : 'the API at its busiest minute'),
    quota('fargateOnDemandVcpu', judges),
  ];
  if (config.judgeSpot) list.push(quota('fargateSpotVcpu', judges));
  list.push({
    what: `Judge task ceiling oj:judgeMaxTasks (${needs.peakSubmissionsPerMinute} submissions a minute at the peak)`,
    have: String(config.judgeMaxTasks),
    need: String(needs.tasksForPeak),
    ok: config.judgeMaxTasks >= needs.tasksForPeak,
    action: `deploy with -c oj:judgeMaxTasks=${needs.tasksForPeak}, or expect a backlog at the peak`,
  });
  list.push({
    what: 'SES production access (the sandbox mails verified addresses only)',
    have: quotas.ses.production ? 'yes' : 'no (sandbox)',
    need: 'yes',
    ok: quotas.ses.production,
    action: `request production access: aws sesv2 put-account-details --region ${region} --production-access-enabled --mail-type TRANSACTIONAL --website-url <site URL> --use-case-description <text>`,
  });
  list.push({
    what: `SES mail a day (${quotas.ses.maxSendRate} a second)`,
    have: String(quotas.ses.max24HourSend),
    need: String(needs.mailsPerDay),
    ok: quotas.ses.max24HourSend >= needs.mailsPerDay,
    action: 'ask for a higher sending quota in the SES console (Account dashboard, "Request a sending quota increase")',
  });
  return list.map((f) => (f.ok ? { ...f, action: undefined } : f));
}

export function renderFindings(list: readonly Finding[]): string {
  const width = Math.max(...list.map((f) => f.what.length));
  const lines = list.map((f) => `${f.ok ? 'ok   ' : 'RAISE'}  ${f.what.padEnd(width)}  have ${f.have}, need ${f.need}${f.action ? `\n         -> ${f.action}` : ''}`);
  const short = list.filter((f) => !f.ok).length;
  return `${lines.join('\n')}\n${short ? `${short} to raise before the contest (quota raises can take days).` : 'Every quota covers this contest.'}`;
}
