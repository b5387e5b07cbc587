import { describe, expect, it } from 'vitest';
import type { Logger } from '@oj/shared/logger';
import { runChecks, selfCheck } from './self-check.ts';

const recorder = () => {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => void lines.push({ level, msg, fields });
  const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: () => log };
  return { log, lines };
};

describe('the start-up self-check', () => {
  it('names each failing check with its error and fix, and bounds a check that never answers', async () => {
    const failures = await runChecks(
      [
        { name: 'passes', fix: '-', run: async () => {} },
        { name: 'throws', fix: 'fix the throw', run: async () => Promise.reject(new Error('AccessDenied')) },
        { name: 'hangs', fix: 'open the network', run: () => new Promise<void>(() => {}) },
      ],
      50,
    );
    expect(failures).toEqual([
      { check: 'throws', error: 'AccessDenied', fix: 'fix the throw' },
      { check: 'hangs', error: 'no answer within 0.05 s', fix: 'open the network' },
    ]);
  });

  it('logs one error line naming every failure and answers false, so the worker exits before taking work', async () => {
    const { log, lines } = recorder();
    const ok = await selfCheck(
      [
        { name: 'queue contest', fix: 'grant it', run: async () => Promise.reject(new Error('QueueDoesNotExist')) },
        { name: 'sandbox', fix: 'rebuild', run: async () => Promise.reject(new Error('EACCES')) },
      ],
      log,
    );
    expect(ok).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'judge self-check failed, the worker stops: queue contest, sandbox' });
    expect(lines[0]!.fields!.failed).toEqual([
      { check: 'queue contest', error: 'QueueDoesNotExist', fix: 'grant it' },
      { check: 'sandbox', error: 'EACCES', fix: 'rebuild' },
    ]);
  });

  it('answers true and logs what it checked when all pass', async () => {
    const { log, lines } = recorder();
    expect(await selfCheck([{ name: 'table', fix: '-', run: async () => {} }], log)).toBe(true);
    expect(lines).toEqual([expect.objectContaining({ level: 'info', fields: expect.objectContaining({ checks: ['table'] }) })]);
  });
});
