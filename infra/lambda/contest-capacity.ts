import type { CapacityPolicy } from './capacity-decision.ts';
import { awsCapacityPort, type CapacityPort } from './capacity-port.ts';
import { runCapacity } from './capacity-run.ts';

/**
 * The judge fleet's scaler. Runs every minute and sets the judge service's task count from the contest schedule
 * (tasks are up before a contest starts and released after it ends) and from the queues (a slot per outstanding
 * message, so a burst starts its tasks at once), checking again every few seconds while there is reason to.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

let port: CapacityPort | undefined;
const clock = { now: () => new Date(), sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

export async function handler() {
  const policy: CapacityPolicy = {
    minTasks: Number(env('CONTEST_MIN_TASKS')),
    slotsPerTask: Number(env('SLOTS_PER_TASK')),
    contestantsPerTask: Number(env('CONTESTANTS_PER_TASK')),
    maxTasks: Number(env('MAX_TASKS')),
    leadMinutes: Number(env('CONTEST_LEAD_MINUTES')),
  };
  port ??= awsCapacityPort({
    tableName: env('TABLE_NAME'),
    queueUrls: env('QUEUE_URLS').split(','),
    cluster: env('CLUSTER_NAME'),
    service: env('SERVICE_NAME'),
  });
  const result = await runCapacity(port, policy, clock);
  console.log(JSON.stringify(result));
  return result;
}
