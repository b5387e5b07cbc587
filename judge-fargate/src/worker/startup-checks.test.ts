import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunRequest, RunResult, Sandbox } from '../ports.ts';
import { Workspace } from '../workspace.ts';
import { runChecks } from './self-check.ts';
import { type StartupCheckDeps, startupChecks } from './startup-checks.ts';

const sqsMock = mockClient(SQSClient);
const s3Mock = mockClient(S3Client);
const docMock = mockClient(DynamoDBDocumentClient);

const runResult = (over: Partial<RunResult> = {}): RunResult => ({
  exitCode: 0,
  signal: null,
  cpuUs: 1,
  wallUs: 1,
  memoryKb: 1,
  killedBy: null,
  outputLimitExceeded: false,
  isolation: { uid: 60000, uidSwitched: true, landlock: true },
  ...over,
});

const setup = (over: Partial<StartupCheckDeps> = {}, result = runResult()) => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-selfcheck-'));
  const runnerPath = join(dir, 'oj-runner');
  writeFileSync(runnerPath, '#!/bin/sh\n', { mode: 0o755 });
  const runs: RunRequest[] = [];
  const sandbox: Sandbox = { run: async (r) => (runs.push(r), result), close: async () => {} };
  const deps: StartupCheckDeps = {
    runnerPath,
    sandbox,
    workspace: new Workspace(join(dir, 'work')),
    isRoot: true,
    doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
    tableName: 'oj-table',
    judgeName: 'judge-1',
    sqs: new SQSClient({ region: 'us-east-1' }),
    queues: [
      { name: 'contest', url: 'https://sqs/q-contest' },
      { name: 'board', url: 'https://sqs/q-board' },
    ],
    s3: new S3Client({ region: 'us-east-1' }),
    bucket: 'oj-test-data',
    ...over,
  };
  return { deps, runs };
};

describe('the judge worker start-up checks', () => {
  beforeEach(() => {
    sqsMock.reset();
    s3Mock.reset();
    docMock.reset();
    sqsMock.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '0' } });
    s3Mock.on(ListObjectsV2Command).resolves({});
    docMock.on(GetCommand).resolves({});
  });

  it('pass when the sandbox runs a program as a pool uid and the table, every queue and the bucket answer', async () => {
    const { deps, runs } = setup();
    expect(await runChecks(startupChecks(deps), 1000)).toEqual([]);
    expect(runs.map((r) => r.argv)).toEqual([['/bin/true']]);
    expect(docMock.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ TableName: 'oj-table' });
    expect(sqsMock.commandCalls(GetQueueAttributesCommand).map((c) => c.args[0].input.QueueUrl)).toEqual(['https://sqs/q-contest', 'https://sqs/q-board']);
    expect(s3Mock.commandCalls(ListObjectsV2Command)[0]!.args[0].input).toMatchObject({ Bucket: 'oj-test-data' });
  });

  it('name the queue the task cannot reach, with the fix', async () => {
    sqsMock.on(GetQueueAttributesCommand, { QueueUrl: 'https://sqs/q-board' }).rejects(new Error('User is not authorized to perform: sqs:GetQueueAttributes'));
    const failures = await runChecks(startupChecks(setup().deps), 1000);
    expect(failures).toEqual([{ check: 'queue board', error: 'User is not authorized to perform: sqs:GetQueueAttributes', fix: expect.stringContaining('the task role') }]);
  });

  it('refuse a sandbox that cannot switch uid as root, a missing runner and a missing table', async () => {
    docMock.on(GetCommand).rejects(new Error('Requested resource not found'));
    const unswitched = setup({}, runResult({ isolation: { uid: 0, uidSwitched: false, landlock: false } }));
    expect((await runChecks(startupChecks(unswitched.deps), 1000)).map((f) => [f.check, f.error])).toEqual([
      ['sandbox', 'the runner did not switch the run to a pool uid'],
      ['table oj-table', 'Requested resource not found'],
    ]);
    const noRunner = setup({ runnerPath: '/nonexistent/oj-runner' });
    expect((await runChecks(startupChecks(noRunner.deps), 1000))[0]).toMatchObject({ check: 'sandbox', error: expect.stringContaining('ENOENT') });
    expect(noRunner.runs).toEqual([]);
  });

  it('find every toolchain of the image on the sandbox PATH, only when given the list', async () => {
    const toolchains = [
      { argv: ['sh', '-c', 'true'], version: 'any' },
      { argv: ['oj-no-such-compiler', '--version'], version: '1.0' },
    ];
    expect(startupChecks(setup().deps).map((c) => c.name)).not.toContain('toolchains');
    expect(await runChecks(startupChecks(setup({ toolchains }).deps), 1000)).toEqual([
      { check: 'toolchains', error: "not on the sandbox's PATH: oj-no-such-compiler", fix: expect.stringContaining('toolchains.txt') },
    ]);
  });
});
