import { backlogTasks, type CapacityPolicy } from '../lambda/capacity-decision.ts';
import { longestCheckGapSeconds, RUN_EVERY_SECONDS } from '../lambda/capacity-run.ts';
import type { Config } from './config.ts';
import { DEFAULT_ASSUMPTIONS } from './cost-model.ts';

/**
 * From the new desired count to a worker taking messages: ECS places the Fargate task, attaches its network
 * interface, pulls the image and the worker runs its start-up checks. judge-fargate/README.md estimates 40-60 s
 * from the image's size; the upper end is taken. An estimate, not a measurement.
 */
export const TASK_START_SECONDS = 60;
/** The burst the README sizes, as at a contest's start: every contestant submits the easy problem. */
export const BURST_SUBMISSIONS = 1000;

export interface BurstScenario {
  name: string;
  /** Tasks already running (and idle) when the burst lands. */
  warmTasks: number;
  /** Seconds until the scaler's check sees the burst, at worst. */
  seenAfterSeconds: number;
}

export interface BurstTimeline extends BurstScenario {
  submissions: number;
  slotsPerTask: number;
  secondsPerSubmission: number;
  /** The task count the check sets. */
  tasks: number;
  /** When the tasks it starts take their first messages. */
  newTasksJudgingAt: number;
  /** Submissions the warm tasks judged before the new tasks started. */
  judgedByWarm: number;
  lastVerdictSeconds: number;
}

/** The two cases the README gives: the burst in a contest's warm window, and one from a fleet at zero. */
export function burstScenarios(config: Config): BurstScenario[] {
  return [
    { name: 'in a contest window', warmTasks: config.contestMinTasks, seenAfterSeconds: longestCheckGapSeconds() },
    { name: 'outside one, from zero tasks', warmTasks: 0, seenAfterSeconds: RUN_EVERY_SECONDS },
  ];
}

/**
 * When the last verdict of `submissions` messages landing at once comes, at the given settings: the warm tasks'
 * slots judge from the start; the check that sees the burst sets the task count from the backlog (the same decision
 * as infra/lambda/capacity-decision.ts) and the new tasks judge from TASK_START_SECONDS later; each message goes to
 * the slot free first, as long polling hands a message to any waiting receive at once. A slot runs one sandboxed
 * process at a time, so it uses at most one vCPU.
 */
export function burstTimeline(config: Config, scenario: BurstScenario, submissions = BURST_SUBMISSIONS): BurstTimeline {
  const slotsPerTask = config.judgeConcurrency;
  const secondsPerSubmission = DEFAULT_ASSUMPTIONS.cpuSecondsPerSubmission / Math.min(1, config.judgeCpu / 1024 / slotsPerTask);
  const policy: CapacityPolicy = {
    minTasks: config.contestMinTasks,
    slotsPerTask,
    contestantsPerTask: config.contestantsPerTask,
    maxTasks: config.judgeMaxTasks,
    leadMinutes: config.contestLeadMinutes,
  };
  const warmSlots = scenario.warmTasks * slotsPerTask;
  // finished by the check that sees the burst; what is being judged still counts as backlog
  const doneWhenSeen = Math.min(submissions, warmSlots * Math.floor(scenario.seenAfterSeconds / secondsPerSubmission));
  const tasks = Math.max(scenario.warmTasks, backlogTasks(submissions - doneWhenSeen, policy));
  const newTasksJudgingAt = scenario.seenAfterSeconds + TASK_START_SECONDS;
  const freeAt = [...Array<number>(warmSlots).fill(0), ...Array<number>((tasks - scenario.warmTasks) * slotsPerTask).fill(newTasksJudgingAt)];
  let judgedByWarm = 0;
  let lastVerdictSeconds = 0;
  for (let n = 0; n < submissions; n++) {
    const slot = freeAt.indexOf(Math.min(...freeAt));
    freeAt[slot]! += secondsPerSubmission;
    if (freeAt[slot]! <= newTasksJudgingAt) judgedByWarm++;
    lastVerdictSeconds = Math.max(lastVerdictSeconds, freeAt[slot]!);
  }
  return { ...scenario, submissions, slotsPerTask, secondsPerSubmission, tasks, newTasksJudgingAt, judgedByWarm, lastVerdictSeconds };
}

/** The README's table (between the burst-estimate markers), from the timelines. */
export function renderBurstTable(timelines: readonly BurstTimeline[]): string {
  const row = (label: string, cell: (t: BurstTimeline) => string) => `| ${label} | ${timelines.map(cell).join(' | ')} |`;
  const [first] = timelines;
  if (!first) throw new Error('No burst timeline to render');
  return [
    `A burst of ${first.submissions} submissions at once; ${first.slotsPerTask} slots a task, ${first.secondsPerSubmission} s a submission, task start ${TASK_START_SECONDS} s:`,
    '',
    `| | ${timelines.map((t) => t.name).join(' | ')} |`,
    `|---|${timelines.map(() => '---').join('|')}|`,
    row('tasks running when it lands', (t) => String(t.warmTasks)),
    row('seen by the scaler after (at worst)', (t) => `${t.seenAfterSeconds} s`),
    row('task count it sets', (t) => String(t.tasks)),
    row('new tasks judging from', (t) => `${t.newTasksJudgingAt} s`),
    row('judged by the running tasks before that', (t) => String(t.judgedByWarm)),
    row('last verdict', (t) => `**${t.lastVerdictSeconds} s**`),
  ].join('\n');
}
