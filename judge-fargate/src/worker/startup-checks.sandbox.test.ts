import { afterAll, describe, expect, it } from 'vitest';
import { createJudgeFixture } from '../../test/judge-fixture.ts';
import { runChecks } from './self-check.ts';
import { type StartupCheckDeps, startupChecks } from './startup-checks.ts';

const f = createJudgeFixture();
afterAll(() => f.close());

describe('the start-up sandbox check on the real runner', () => {
  it('runs a program in the sandbox, switched to a pool uid when the worker is root', async () => {
    const deps = { runnerPath: f.config.runnerPath, sandbox: f.ports.sandbox, workspace: f.ports.workspace, isRoot: process.getuid?.() === 0, queues: [] };
    const sandboxCheck = startupChecks(deps as unknown as StartupCheckDeps).filter((c) => c.name === 'sandbox');
    expect(sandboxCheck).toHaveLength(1);
    expect(await runChecks(sandboxCheck, 20_000)).toEqual([]);
  });
});
