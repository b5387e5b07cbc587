import { join } from 'node:path';
import { Aws, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUCKETS, QUEUES, REMOTE_WORKER_TIMEOUT_SECONDS, USER_JOB_RUNNER_TIMEOUT_SECONDS, type QueueDef } from '@oj/shared/resources';
import { SCOREBOARD_PUBLIC_PREFIX, testcaseUploadObject, testDataStagingPrefix } from '@oj/shared/db/keys';
import { JUDGE_QUEUE_NAMES } from '@oj/shared/schemas/admin-config';
import type { GroupDef } from '../../functions/src/http/route.ts';
import { lambdaCode } from './bundling.ts';
import type { Config } from './config.ts';
import { Clock } from './clock.ts';
import { GroupRoutes } from './group-routes.ts';
import { acknowledge, acknowledgeWildcards, BASIC_EXECUTION } from './nag.ts';
import { acknowledgeTracing, observedFunction } from './observability.ts';
import { routeEntries, type ApiPart } from './routes.ts';

const SES_IDENTITIES = 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]';

const bucketAccess = (group: GroupDef) => Object.entries(group.buckets ?? {}) as [keyof typeof BUCKETS, 'read' | 'readwrite' | undefined][];

export type SendQueues = Record<'contest' | 'general' | 'testRun' | 'board', IQueue>;

export interface ApiStackProps extends StackProps {
  config: Config;
  groups: readonly GroupDef[];
  repoRoot: string;
  table: ITableV2;
  buckets: { testData: IBucket; publicFiles: IBucket };
  /** The queues groups send to, and the judges' dead-letter queue (the back office reads its depth). */
  queues: SendQueues & { deadLetter: IQueue };
  /** The HTTP APIs (web stack), one per path prefix of routes.ts. */
  httpApis: Record<ApiPart, IHttpApi>;
  siteUrl: string;
  /** CloudFront's origin secret (web stack): the functions refuse requests that do not carry it. */
  originSecret: ISecret;
}

/** A queue encrypted and TLS only, with its own dead-letter queue (kept 14 days) for messages that kept failing. */
function queueWithDeadLetter(scope: Construct, def: QueueDef, deadDef: QueueDef, deadLetterWhy: string) {
  const queueProps = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
  const deadLetter = new Queue(scope, 'DeadLetter', { ...queueProps, visibilityTimeout: Duration.seconds(deadDef.visibilityTimeoutSeconds), retentionPeriod: Duration.days(14) });
  acknowledge(deadLetter, deadLetterWhy, 'AwsSolutions-SQS3');
  const queue = new Queue(scope, 'Queue', {
    ...queueProps,
    visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
    deadLetterQueue: { queue: deadLetter, maxReceiveCount: def.maxReceiveCount! },
  });
  return { queue, deadLetter };
}

/** A function fed by a queue, built from functions/src/lambda/<name>.ts, with its log group and Powertools settings. */
function queueFunction(scope: Construct, props: ApiStackProps, name: string, opts: { memorySize: number; timeoutSeconds: number; environment: Record<string, string> }) {
  const observed = observedFunction(props.config, name);
  const fn = new LambdaFunction(scope, 'Function', {
    ...observed,
    code: lambdaCode(props.repoRoot, join(props.repoRoot, 'functions/src/lambda', `${name}.ts`)),
    handler: 'index.handler',
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: opts.memorySize,
    timeout: Duration.seconds(opts.timeoutSeconds),
    environment: { ...opts.environment, LOG_LEVEL: props.config.logLevel, ...observed.environment },
    logGroup: new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
  });
  acknowledge(fn, 'The AWS managed basic execution policy only lets the function write its own logs.', BASIC_EXECUTION);
  acknowledgeTracing(fn, props.config);
  return fn;
}

/**
 * One Lambda per /api group with exactly the grants its GroupDef declares, and its HTTP API routes in a nested
 * stack per group (group-routes.ts), which keeps this stack far below CloudFormation's 500 resources.
 */
export class ApiStack extends Stack {
  readonly functions = new Map<string, LambdaFunction>();
  readonly boardBuilder: LambdaFunction;
  readonly userJobs: { queue: Queue; deadLetter: Queue; runner: LambdaFunction };
  readonly remoteJudge: { queue: Queue; deadLetter: Queue; worker: LambdaFunction; accounts: Secret };
  readonly clock: Clock;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, groups } = props;
    const routes = routeEntries(groups, config.maxRoutes);
    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'Signing key of the session tokens (JWT)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(jwtSecret, 'Rotating the signing key signs every user out; rotate on demand with put-secret-value (see infra/README.md).', 'AwsSolutions-SMG4');
    this.userJobs = this.createUserJobs(props);
    this.remoteJudge = this.createRemoteJudge(props, jwtSecret);
    const queues = { ...props.queues, userJobs: this.userJobs.queue, remote: this.remoteJudge.queue };

    for (const group of groups) {
      const scope = new Construct(this, group.name);
      const environment: Record<string, string> = {
        TABLE_NAME: props.table.tableName,
        JWT_SECRET_ARN: jwtSecret.secretArn,
        ORIGIN_SECRET_ARN: props.originSecret.secretArn,
        MAIL_MODE: 'ses',
        MAIL_FROM: config.mailFrom,
        SITE_URL: props.siteUrl,
        CORS_ORIGIN: props.siteUrl,
        EXTERNAL_CONTESTS: config.externalContests,
        LOG_LEVEL: config.logLevel,
      };
      for (const name of group.queues ?? []) environment[QUEUES[name].envVar] = queues[name].queueUrl;
      for (const [name, access] of bucketAccess(group)) if (access) environment[BUCKETS[name].envVar] = props.buckets[name].bucketName;
      if (group.judgeQueueStats) for (const name of JUDGE_QUEUE_NAMES) environment[QUEUES[name].envVar] = props.queues[name].queueUrl;
      if (group.remoteAccounts) environment.REMOTE_ACCOUNTS_SECRET_ARN = this.remoteJudge.accounts.secretArn;

      const observed = observedFunction(config, group.name);
      const fn = new LambdaFunction(scope, 'Function', {
        ...observed,
        code: lambdaCode(props.repoRoot, join(props.repoRoot, 'functions/src/lambda', `${group.name}.ts`)),
        handler: 'index.handler',
        runtime: Runtime.NODEJS_24_X,
        architecture: Architecture.ARM_64,
        memorySize: group.memoryMb ?? 512,
        ...(config.apiReservedConcurrency ? { reservedConcurrentExecutions: config.apiReservedConcurrency } : {}),
        timeout: Duration.seconds(29),
        environment: { ...environment, ...observed.environment },
        logGroup: new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
      });
      this.functions.set(group.name, fn);
      acknowledgeTracing(fn, config);
      acknowledge(fn, 'The AWS managed basic execution policy only lets the function write its own logs.', BASIC_EXECUTION);

      if (group.table === 'read') props.table.grantReadData(fn);
      else props.table.grantReadWriteData(fn);
      for (const name of group.queues ?? []) queues[name].grantSendMessages(fn);
      for (const [name, access] of bucketAccess(group)) {
        if (access === 'read') props.buckets[name].grantRead(fn);
        if (access === 'readwrite') props.buckets[name].grantReadWrite(fn);
      }
      jwtSecret.grantRead(fn);
      props.originSecret.grantRead(fn);
      if (group.remoteAccounts) {
        this.remoteJudge.accounts.grantRead(fn);
        this.remoteJudge.accounts.grantWrite(fn);
      }
      if (group.mail) {
        acknowledge(fn, 'SES checks sender and recipient identities of the account; the condition pins the sender address.', SES_IDENTITIES);
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
            conditions: { StringEquals: { 'ses:FromAddress': config.mailFrom } },
          }),
        );
      }

      if (group.judgeQueueStats) {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: JUDGE_QUEUE_NAMES.map((name) => props.queues[name].queueArn) }));
        acknowledge(fn, "CloudWatch GetMetricData has no resource-level permissions; the function reads the judge queues' age metric with it.", 'AwsSolutions-IAM5[Resource::*]');
        fn.addToRolePolicy(new PolicyStatement({ actions: ['cloudwatch:GetMetricData'], resources: ['*'] }));
      }

      const own = routes.filter((r) => r.group === group.name);
      if (config.apiRoutes && own.length > 0) new GroupRoutes(scope, 'Routes', { group: group.name, fn, routes: own, httpApis: props.httpApis });
    }

    this.boardBuilder = this.createBoardBuilder(props);
    this.clock = new Clock(this, 'clock', {
      repoRoot: props.repoRoot,
      table: props.table,
      queues: { ...props.queues, remote: this.remoteJudge.queue },
      logLevel: config.logLevel,
      observed: observedFunction(config, 'clock'),
    });
    acknowledgeTracing(this.clock.fn, config);
  }

  /**
   * Bulk user jobs (imports and generations, groups/user-batch) and test case zips sent straight to storage
   * (admin-problem/testcase-upload.ts): their queue with its own dead-letter queue, and the runner it feeds, one
   * message at a time (a chunk is about 5 s of password hashing on one vCPU for 100 rows; a 200 MB zip a few seconds
   * of reading, inflating and writing; 1,769 MB is where Lambda gives a full vCPU and holds such a zip and its
   * files). The runner reads and writes the table (the job's items, the accounts, the upload's item), sends the
   * job's next step to its queue, reads and deletes uploaded zips and writes their files into staging folders.
   */
  private createUserJobs(props: ApiStackProps) {
    const scope = new Construct(this, 'user-jobs');
    const { queue, deadLetter } = queueWithDeadLetter(
      scope,
      QUEUES.userJobs,
      QUEUES.userJobsDeadLetter,
      'This is the dead-letter queue of the user jobs queue; a stalled job is resumed from the back office.',
    );
    const runner = queueFunction(scope, props, 'user-job-runner', {
      memorySize: 1769,
      timeoutSeconds: USER_JOB_RUNNER_TIMEOUT_SECONDS,
      environment: {
        TABLE_NAME: props.table.tableName,
        [QUEUES.userJobs.envVar]: queue.queueUrl,
        [BUCKETS.testData.envVar]: props.buckets.testData.bucketName,
      },
    });
    runner.addEventSource(new SqsEventSource(queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: 2 }));
    props.table.grantReadWriteData(runner);
    queue.grantSendMessages(runner);
    props.buckets.testData.grantRead(runner, testcaseUploadObject('*'));
    props.buckets.testData.grantDelete(runner, testcaseUploadObject('*'));
    props.buckets.testData.grantPut(runner, `${testDataStagingPrefix('*')}*`);
    acknowledgeWildcards(runner, 'The runner reads and deletes only uploaded zips and writes only into staging folders, each named by a random id.', /^Resource::.*\/(staging\/\*\/\*|uploads\/\*\.zip)$/);
    return { queue, deadLetter, runner };
  }

  /**
   * Remote judging (functions/src/remote-judge/): the remote queue with its own dead-letter queue, the worker it feeds
   * (one step a message: submit, or poll once, then the next step sent back with a delay), and the secret holding every
   * remote judge's accounts, made holding `{}` (the switch page fills it). The worker reads and writes the table,
   * consumes and sends to its own queue, asks for scoreboard rebuilds, reads the accounts and the signing secret (its
   * key seals the sites' sessions in the table); nothing else. Steps wait on other sites, not on CPU: 512 MB.
   */
  private createRemoteJudge(props: ApiStackProps, jwtSecret: ISecret) {
    const scope = new Construct(this, 'remote-judge');
    const { queue, deadLetter } = queueWithDeadLetter(
      scope,
      QUEUES.remote,
      QUEUES.remoteDeadLetter,
      'This is the dead-letter queue of the remote judge queue; the stuck submission sweeper ends the submissions whose steps land here.',
    );
    const accounts = new Secret(scope, 'Accounts', {
      description: "The remote judges' accounts (the back office's switch page writes them)",
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    acknowledge(accounts, "Remote judge passwords are the other sites' accounts: they change on those sites, and the switch page writes them.", 'AwsSolutions-SMG4');
    const worker = queueFunction(scope, props, 'remote-judge', {
      memorySize: 512,
      timeoutSeconds: REMOTE_WORKER_TIMEOUT_SECONDS,
      environment: {
        TABLE_NAME: props.table.tableName,
        JWT_SECRET_ARN: jwtSecret.secretArn,
        REMOTE_ACCOUNTS_SECRET_ARN: accounts.secretArn,
        [QUEUES.remote.envVar]: queue.queueUrl,
        [QUEUES.board.envVar]: props.queues.board.queueUrl,
      },
    });
    worker.addEventSource(new SqsEventSource(queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: 10 }));
    props.table.grantReadWriteData(worker);
    queue.grantSendMessages(worker);
    props.queues.board.grantSendMessages(worker);
    jwtSecret.grantRead(worker);
    accounts.grantRead(worker);
    return { queue, deadLetter, worker, accounts };
  }

  /**
   * Drains the scoreboard queue: each batch rebuilds every requested contest's boards once. A few at a time is
   * plenty (a rebuild takes about a second for 10,000 participants); its timeout stays under the queue's
   * visibility timeout so a slow rebuild is not handed out twice. 1,769 MB is where Lambda gives a function one
   * full vCPU: a rebuild is single-threaded CPU work (counting, then serialising and gzipping the snapshots), so
   * less memory means a proportionally slower board (1,024 MB has about 0.58 of a vCPU) and more buys a second
   * vCPU it cannot use.
   */
  private createBoardBuilder(props: ApiStackProps): LambdaFunction {
    const scope = new Construct(this, 'board-builder');
    const observed = observedFunction(props.config, 'board-builder');
    const fn = new LambdaFunction(scope, 'Function', {
      ...observed,
      code: lambdaCode(props.repoRoot, join(props.repoRoot, 'functions/src/lambda/board-builder.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 1769,
      timeout: Duration.seconds(QUEUES.board.visibilityTimeoutSeconds - 10),
      environment: {
        TABLE_NAME: props.table.tableName,
        [BUCKETS.testData.envVar]: props.buckets.testData.bucketName,
        [BUCKETS.publicFiles.envVar]: props.buckets.publicFiles.bucketName,
        LOG_LEVEL: props.config.logLevel,
        ...observed.environment,
      },
      logGroup: new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
    });
    acknowledge(fn, 'The AWS managed basic execution policy only lets the function write its own logs.', BASIC_EXECUTION);
    acknowledgeTracing(fn, props.config);
    fn.addEventSource(new SqsEventSource(props.queues.board, { batchSize: 10, maxBatchingWindow: Duration.seconds(1), reportBatchItemFailures: true, maxConcurrency: 5 }));
    props.table.grantReadWriteData(fn);
    props.buckets.testData.grantReadWrite(fn, 'boards/*');
    props.buckets.publicFiles.grantReadWrite(fn, `${SCOREBOARD_PUBLIC_PREFIX}*`);
    props.buckets.publicFiles.grantDelete(fn, `${SCOREBOARD_PUBLIC_PREFIX}*`);
    return fn;
  }
}
