import { accessSync, constants } from 'node:fs';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeHeartbeatKey } from '@oj/shared/db/keys';
import { COMPILE_LIMITS } from '../core/limits.ts';
import { onPath, RUN_ENV } from '../languages.ts';
import type { Sandbox } from '../ports.ts';
import type { Toolchain } from '../toolchains.ts';
import type { Workspace } from '../workspace.ts';
import type { Check } from './self-check.ts';

export interface StartupCheckDeps {
  runnerPath: string;
  sandbox: Sandbox;
  workspace: Workspace;
  /** As root the runner must switch each run to a pool uid (on Fargate it always runs as root). */
  isRoot: boolean;
  /** The image's toolchain list (OJ_JUDGE_TOOLCHAINS); none on a developer's machine. */
  toolchains?: readonly Toolchain[];
  doc: DynamoDBDocumentClient;
  tableName: string;
  judgeName: string;
  sqs: SQSClient;
  queues: readonly { name: string; url: string }[];
  s3: S3Client;
  bucket: string;
}

const REACH =
  'check the task definition environment (infra/lib/judge-stack.ts), the task role, and that the task can reach AWS over HTTPS (public IP in a public subnet, security group egress 443, the VPC gateway endpoints)';

/** What the worker needs before it takes work: a working sandbox, the image's compilers, and every AWS resource it uses. */
export function startupChecks(deps: StartupCheckDeps): Check[] {
  return [
    {
      name: 'sandbox',
      fix: 'Locally: `npm run build:sandbox -w @oj/judge-fargate`. In the image: rebuild judge-fargate/Dockerfile, which builds the runner and runs it as root on Linux x86_64 or arm64 (judge-fargate/README.md)',
      run: async () => {
        accessSync(deps.runnerPath, constants.X_OK);
        const box = deps.workspace.newBox();
        try {
          const result = await deps.sandbox.run({ dir: box, argv: ['/bin/true'], env: RUN_ENV, limits: COMPILE_LIMITS });
          if (result.exitCode !== 0) throw new Error(`/bin/true in the sandbox ended with exit code ${result.exitCode}, signal ${result.signal}, killed by ${result.killedBy}`);
          if (deps.isRoot && !result.isolation.uidSwitched) throw new Error('the runner did not switch the run to a pool uid');
        } finally {
          deps.workspace.remove(box);
        }
      },
    },
    ...(deps.toolchains
      ? [
          {
            name: 'toolchains',
            fix: 'The image lost a compiler that judge-fargate/toolchains.txt lists: rebuild it from judge-fargate/Dockerfile',
            run: async () => {
              const missing = deps.toolchains!.map((t) => t.argv[0]!).filter((command) => !onPath(command));
              if (missing.length > 0) throw new Error(`not on the sandbox's PATH: ${missing.join(', ')}`);
            },
          },
        ]
      : []),
    {
      name: `table ${deps.tableName}`,
      fix: `The worker reads and writes TABLE_NAME: ${REACH}`,
      run: async () => {
        await deps.doc.send(new GetCommand({ TableName: deps.tableName, Key: judgeHeartbeatKey(deps.judgeName) }));
      },
    },
    ...deps.queues.map(({ name, url }) => ({
      name: `queue ${name}`,
      fix: `The worker polls or sends to ${url}: ${REACH}`,
      run: async () => {
        await deps.sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }));
      },
    })),
    {
      name: `bucket ${deps.bucket}`,
      fix: `The worker reads test data from BUCKET_TEST_DATA: ${REACH}`,
      run: async () => {
        await deps.s3.send(new ListObjectsV2Command({ Bucket: deps.bucket, MaxKeys: 1 }));
      },
    },
  ];
}
