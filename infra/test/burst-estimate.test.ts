import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { BURST_SUBMISSIONS, burstScenarios, burstTimeline, renderBurstTable, TASK_START_SECONDS, type BurstScenario } from '../lib/burst-estimate.ts';
import { readConfig, type Config } from '../lib/config.ts';

const defaults = readConfig(new App().node);
const withSettings = (settings: Partial<Config>): Config => ({ ...defaults, ...settings });
const contestCase = (config: Config) => burstTimeline(config, burstScenarios(config)[0]!);
const README = new URL('../README.md', import.meta.url);

describe('the 1,000-submission burst', () => {
  it('gets its last verdict within two minutes at the defaults, in a contest window', () => {
    expect(BURST_SUBMISSIONS).toBe(1000);
    expect(contestCase(defaults).lastVerdictSeconds).toBeLessThan(120);
  });

  it('is in infra/README.md exactly as the estimate computes it', () => {
    const readme = readFileSync(README, 'utf8');
    const block = /<!-- burst-estimate:start -->\n([\s\S]*?)\n<!-- burst-estimate:end -->/.exec(readme)?.[1];
    expect(block, 'infra/README.md lost its burst-estimate markers').toBeDefined();
    expect(block).toBe(renderBurstTable(burstScenarios(defaults).map((s) => burstTimeline(defaults, s))));
  });

  const scenario = (warmTasks: number, seenAfterSeconds: number): BurstScenario => ({ name: 'case', warmTasks, seenAfterSeconds });
  it.each([
    ['one warm task, seen after 10 s: 100 tasks judge from 70 s, five rounds of 8 s', {}, scenario(1, 10), 100, 16, 110],
    ['from zero, seen after 60 s', {}, scenario(0, 60), 100, 0, 160],
    ['a ceiling of 20 tasks: 25 rounds', { judgeMaxTasks: 20 }, scenario(1, 10), 20, 16, 70 + 8 * 25],
    ['half a vCPU a slot doubles a submission', { judgeCpu: 1024 }, scenario(1, 10), 100, 8, 70 + 16 * 5],
    ['warm tasks enough for the burst start nothing', {}, scenario(500, 10), 500, 1000, 8],
  ])('%s', (_case, settings, s, tasks, judgedByWarm, last) => {
    const t = burstTimeline(withSettings(settings), s);
    expect([t.tasks, t.judgedByWarm, t.lastVerdictSeconds]).toEqual([tasks, judgedByWarm, last]);
    if (t.tasks > s.warmTasks) expect(t.newTasksJudgingAt).toBe(s.seenAfterSeconds + TASK_START_SECONDS);
  });
});
