import { describe, expect, it } from 'vitest';
import { loggerOn, recordingLog } from '@oj/shared/logger';
import type { DataDeps } from '../../deps.ts';
import { runClock, type ClockTask } from './clock.ts';

/** Only the log is used by the clock itself; the tasks here touch nothing. */
const depsLogging = (lines: Record<string, unknown>[]) => ({ log: loggerOn(recordingLog(lines)), now: () => new Date() }) as unknown as DataDeps;

describe('the clock', () => {
  it('runs every task of a tick, logging one that throws without stopping the others', async () => {
    const ran: string[] = [];
    const errors: Record<string, unknown>[] = [];
    const tasks: ClockTask[] = [
      { name: 'first', run: async () => void ran.push('first') },
      { name: 'broken', run: () => Promise.reject(new Error('table unreachable')) },
      { name: 'last', run: async () => void ran.push('last') },
    ];
    const outcomes = await runClock(depsLogging(errors), tasks);
    expect(ran.sort()).toEqual(['first', 'last']);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['first', true],
      ['broken', false],
      ['last', true],
    ]);
    expect(errors).toEqual([expect.objectContaining({ level: 'error', msg: 'clock task failed', task: 'broken', error: 'Error: table unreachable' })]);
  });
});
