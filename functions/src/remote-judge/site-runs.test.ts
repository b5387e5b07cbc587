import { describe, expect, it } from 'vitest';
import { LOGGED_OUT } from './site-login.ts';
import { submitForRun } from './site-runs.ts';

/** A run list answering from a script, one list a read. */
function lists(...answers: string[][]) {
  const state = { reads: 0 };
  return { state, runs: async () => answers[Math.min(state.reads++, answers.length - 1)]! };
}

describe('submitForRun', () => {
  it('takes the newest run above the newest one before sending', async () => {
    const { runs } = lists(['7', '3'], ['9', '8', '7']);
    expect(await submitForRun('CF', runs, async () => 'ok', 'no such problem')).toBe('9');
  });

  it('reads a lagging list again as often as the lag allows', async () => {
    const { state, runs } = lists(['7'], ['7'], ['7'], ['8', '7']);
    expect(await submitForRun('CF', runs, async () => 'ok', 'no such problem', { reads: 3, delayMs: 1 })).toBe('8');
    expect(state.reads).toBe(4);
  });

  it('without a new run: not-found when the site says the problem is unknown, else garbage', async () => {
    await expect(submitForRun('AC', lists(['7']).runs, async () => 'No such problem here', 'No such problem', { reads: 2, delayMs: 1 })).rejects.toMatchObject({ failure: 'not-found' });
    await expect(submitForRun('AC', lists(['7']).runs, async () => 'Thanks', 'No such problem')).rejects.toMatchObject({ failure: 'garbage', retry: true });
  });

  it('hands LOGGED_OUT back without reading again', async () => {
    const { state, runs } = lists(['7']);
    expect(await submitForRun('AC', runs, async () => LOGGED_OUT, 'x')).toBe(LOGGED_OUT);
    expect(state.reads).toBe(1);
  });
});
