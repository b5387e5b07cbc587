import { join } from 'node:path';
import { Duration, IgnoreMode, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FlowLogDestination, GatewayVpcEndpointAwsService, Peer, Port, SecurityGroup, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import { Cluster, ContainerImage, CpuArchitecture, FargateService, FargateTaskDefinition, LogDrivers, OperatingSystemFamily } from 'aws-cdk-lib/aws-ecs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFn, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CONTEST_LIST, judgeFleetKey } from '@oj/shared/db/keys';
import { BUCKETS, QUEUES } from '@oj/shared/resources';
import { lambdaCode } from './bundling.ts';
import type { Config } from './config.ts';
import { RUN_EVERY_SECONDS } from '../lambda/capacity-run.ts';
import { ecrRepositoryOf } from './judge-image.ts';
import { acknowledge, acknowledgeWildcards, BASIC_EXECUTION } from './nag.ts';

export interface JudgeStackProps extends StackProps {
  config: Config;
  repoRoot: string;
  table: ITableV2;
  testData: IBucket;
  logs: IBucket;
}

/**
 * The judge image's build context is the repository root (the worker imports shared/), narrowed to what
 * judge-fargate/Dockerfile copies; everything else (other packages, node_modules, the worker's scratch
 * directories) stays out of the asset hash and the upload. A test checks this list against the Dockerfile.
 */
export const JUDGE_IMAGE_CONTEXT = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'shared', 'judge-fargate'];
export const JUDGE_IMAGE_EXCLUDE = ['*', ...JUDGE_IMAGE_CONTEXT.map((path) => `!${path}`), '**/node_modules', '**/.work', '**/.data', '**/.test-data', '**/coverage', 'judge-fargate/sandbox/build'];

/**
 * The judging queues and the Fargate service that drains them. The tasks run in public subnets with a
 * public IP and a security group that admits nothing and lets out only HTTPS: interface endpoints for
 * ECR, SQS and CloudWatch Logs would cost more per month than the whole idle budget, and a NAT gateway
 * more still. S3 and DynamoDB go through free gateway endpoints.
 */
export class JudgeStack extends Stack {
  readonly queues: { contest: Queue; general: Queue; testRun: Queue; deadLetter: Queue; board: Queue };
  readonly service: FargateService;
  readonly judgeLogs: LogGroup;
  readonly backlog: MathExpression;
  readonly capacityFunction: LambdaFn;

  constructor(scope: Construct, id: string, props: JudgeStackProps) {
    super(scope, id, props);
    const { config } = props;

    const queueProps = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    const deadLetter = new Queue(this, 'DeadLetter', {
      ...queueProps,
      visibilityTimeout: Duration.seconds(QUEUES.deadLetter.visibilityTimeoutSeconds),
      retentionPeriod: Duration.days(14),
    });
    acknowledge(deadLetter, 'This is the dead-letter queue; the worker turns its messages into System Error results.', 'AwsSolutions-SQS3');
    const judgeQueue = (name: 'contest' | 'general' | 'testRun', id: string) =>
      new Queue(this, id, {
        ...queueProps,
        visibilityTimeout: Duration.seconds(QUEUES[name].visibilityTimeoutSeconds),
        deadLetterQueue: { queue: deadLetter, maxReceiveCount: QUEUES[name].maxReceiveCount },
      });
    // Scoreboard rebuild requests, sent by judges and the API, drained by the board builder function.
    const board = new Queue(this, 'Board', { ...queueProps, visibilityTimeout: Duration.seconds(QUEUES.board.visibilityTimeoutSeconds), retentionPeriod: Duration.days(1) });
    acknowledge(board, 'A rebuild request is idempotent: a failing one is retried until it expires after a day, and any later result of the contest queues a fresh one.', 'AwsSolutions-SQS3');
    this.queues = { contest: judgeQueue('contest', 'Contest'), general: judgeQueue('general', 'General'), testRun: judgeQueue('testRun', 'TestRun'), deadLetter, board };
    const workQueues = [this.queues.contest, this.queues.general, this.queues.testRun];

    const vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 24 }],
      gatewayEndpoints: { s3: { service: GatewayVpcEndpointAwsService.S3 }, dynamodb: { service: GatewayVpcEndpointAwsService.DYNAMODB } },
      flowLogs: { toS3: { destination: FlowLogDestination.toS3(props.logs, 'vpc-flow/') } },
    });
    const judgeSg = new SecurityGroup(this, 'JudgeSg', { vpc, allowAllOutbound: false, description: 'Judge tasks: no inbound, HTTPS out to AWS APIs' });
    judgeSg.addEgressRule(Peer.anyIpv4(), Port.tcp(443), 'AWS APIs (SQS, DynamoDB, S3, ECR, CloudWatch Logs)');

    const cluster = new Cluster(this, 'Cluster', { vpc, enableFargateCapacityProviders: true });
    acknowledge(cluster, 'Container Insights bills metrics every hour even with zero tasks; the dashboard uses the free SQS and ECS service metrics.', 'AwsSolutions-ECS4');

    const arm = config.judgeArch === 'arm64';
    const taskDefinition = new FargateTaskDefinition(this, 'Task', {
      cpu: config.judgeCpu,
      memoryLimitMiB: config.judgeMemoryMb,
      ephemeralStorageGiB: 30,
      runtimePlatform: { cpuArchitecture: arm ? CpuArchitecture.ARM64 : CpuArchitecture.X86_64, operatingSystemFamily: OperatingSystemFamily.LINUX },
    });
    this.judgeLogs = new LogGroup(this, 'JudgeLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const image = config.judgeImage
      ? ContainerImage.fromRegistry(config.judgeImage)
      : ContainerImage.fromAsset(props.repoRoot, {
          file: 'judge-fargate/Dockerfile',
          exclude: JUDGE_IMAGE_EXCLUDE,
          ignoreMode: IgnoreMode.DOCKER,
          platform: arm ? Platform.LINUX_ARM64 : Platform.LINUX_AMD64,
        });
    taskDefinition.addContainer('judge', {
      image,
      logging: LogDrivers.awsLogs({ streamPrefix: 'judge', logGroup: this.judgeLogs }),
      // SIGTERM lets in-flight work finish or go back to its queue; 120 s is Fargate's maximum.
      stopTimeout: Duration.seconds(120),
      environment: {
        TABLE_NAME: props.table.tableName,
        [QUEUES.contest.envVar]: this.queues.contest.queueUrl,
        [QUEUES.general.envVar]: this.queues.general.queueUrl,
        [QUEUES.testRun.envVar]: this.queues.testRun.queueUrl,
        [QUEUES.deadLetter.envVar]: deadLetter.queueUrl,
        [QUEUES.board.envVar]: board.queueUrl,
        [BUCKETS.testData.envVar]: props.testData.bucketName,
        JUDGE_CONCURRENCY: String(config.judgeConcurrency),
        // the operations metrics as EMF lines, which CloudWatch Logs turns into metrics (judge-fargate/src/observability.ts)
        METRICS: 'emf',
        // of the 120 s stop timeout, 10 s are left for handing back what is still running
        JUDGE_STOP_GRACE_SECONDS: '110',
      },
    });
    acknowledge(taskDefinition, 'The environment holds resource names only; the task has no secrets.', 'AwsSolutions-ECS2');
    const privateRepository = config.judgeImage ? ecrRepositoryOf(config.judgeImage) : undefined;
    if (privateRepository) {
      // A prebuilt image in a private ECR repository (CI's): the execution role pulls it, from that repository only.
      // Another account's repository must also allow this role in its repository policy (infra/README.md).
      const executionRole = taskDefinition.obtainExecutionRole();
      executionRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['ecr:GetAuthorizationToken'], resources: ['*'] }));
      executionRole.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ecr:BatchCheckLayerAvailability', 'ecr:GetDownloadUrlForLayer', 'ecr:BatchGetImage'],
          resources: [privateRepository.arn],
        }),
      );
    }
    acknowledge(taskDefinition.obtainExecutionRole(), 'The execution role pulls the image, and ecr:GetAuthorizationToken cannot be scoped to a repository.', 'AwsSolutions-IAM5[Resource::*]');

    // The task role is all the untrusted code could ever reach, and the sandbox keeps it from reaching even that.
    props.table.grantReadWriteData(taskDefinition.taskRole);
    props.testData.grantRead(taskDefinition.taskRole);
    acknowledgeWildcards(taskDefinition.taskRole, 'Task ids are not known before tasks start; the agent lets a task change only its own protection.', /^Resource::arn:.*:ecs:.*:task\/.*\/\*$/);
    for (const queue of [...workQueues, deadLetter]) queue.grantConsumeMessages(taskDefinition.taskRole);
    board.grantSendMessages(taskDefinition.taskRole);
    // scale-in protection of its own task while it judges (asked through the ECS agent with the task role)
    taskDefinition.taskRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ecs:GetTaskProtection', 'ecs:UpdateTaskProtection'],
        resources: [this.formatArn({ service: 'ecs', resource: 'task', resourceName: `${cluster.clusterName}/*` })],
      }),
    );

    this.service = new FargateService(this, 'Service', {
      cluster,
      taskDefinition,
      assignPublicIp: true,
      vpcSubnets: { subnetType: SubnetType.PUBLIC },
      securityGroups: [judgeSg],
      // The first task is always on-demand (base 1), so a Spot reclaim never leaves the fleet empty; above
      // it three of four tasks are Spot.
      capacityProviderStrategies: config.judgeSpot
        ? [
            { capacityProvider: 'FARGATE', base: 1, weight: 1 },
            { capacityProvider: 'FARGATE_SPOT', weight: 3 },
          ]
        : [{ capacityProvider: 'FARGATE', weight: 1 }],
      circuitBreaker: { rollback: true },
      // Set only when asked (oj:judgeDesiredCount): left out, a deploy keeps the count the scaler set.
      ...(config.judgeDesiredCount === undefined ? {} : { desiredCount: config.judgeDesiredCount }),
      minHealthyPercent: 100,
      maxHealthyPercent: 200,
      enableExecuteCommand: false,
    });

    // Outstanding work: waiting plus being judged, over the queues the judges serve (for the dashboard; the
    // scaler reads the queues themselves).
    const usingMetrics: Record<string, ReturnType<Queue['metricApproximateNumberOfMessagesVisible']>> = {};
    workQueues.forEach((queue, i) => {
      usingMetrics[`v${i}`] = queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' });
      usingMetrics[`f${i}`] = queue.metricApproximateNumberOfMessagesNotVisible({ period: Duration.minutes(1), statistic: 'Maximum' });
    });
    this.backlog = new MathExpression({ expression: Object.keys(usingMetrics).join(' + '), usingMetrics, label: 'Judge backlog', period: Duration.minutes(1) });

    this.capacityFunction = this.contestCapacity(props, cluster.clusterName, workQueues);
  }

  /**
   * The fleet's one scaler, every minute: the task count from the contest schedule and from the backlog (a slot per
   * outstanding message), checked every few seconds while a contest is warm or work is queued
   * (infra/lambda/capacity-run.ts). It reads the queues directly: CloudWatch alarms on SQS metrics would wait
   * minutes for them (up to 15 for a queue idle for hours) and bill $0.10 a month for each metric they read.
   */
  private contestCapacity(props: JudgeStackProps, clusterName: string, workQueues: Queue[]) {
    const { config } = props;
    const logGroup = new LogGroup(this, 'ContestCapacityLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const fn = new LambdaFn(this, 'ContestCapacity', {
      code: lambdaCode(props.repoRoot, join(props.repoRoot, 'infra/lambda/contest-capacity.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      // a run checks for up to RUN_SECONDS and ends before the next one starts
      timeout: Duration.seconds(RUN_EVERY_SECONDS),
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        CLUSTER_NAME: clusterName,
        SERVICE_NAME: this.service.serviceName,
        QUEUE_URLS: workQueues.map((q) => q.queueUrl).join(','),
        CONTEST_MIN_TASKS: String(config.contestMinTasks),
        SLOTS_PER_TASK: String(config.judgeConcurrency),
        CONTESTANTS_PER_TASK: String(config.contestantsPerTask),
        MAX_TASKS: String(config.judgeMaxTasks),
        CONTEST_LEAD_MINUTES: String(config.contestLeadMinutes),
      },
    });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${CONTEST_LIST.index}`],
      }),
    );
    for (const queue of workQueues) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [queue.queueArn] }));
    }
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ecs:DescribeServices', 'ecs:UpdateService'], resources: [this.service.serviceArn] }));
    // its memory between runs: one item
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [judgeFleetKey.pk] } },
      }),
    );
    acknowledge(fn, 'The AWS managed basic execution policy only lets the function write its own logs.', BASIC_EXECUTION);
    new Rule(this, 'ContestCapacitySchedule', { schedule: Schedule.rate(Duration.seconds(RUN_EVERY_SECONDS)), targets: [new LambdaFunction(fn)] });
    return fn;
  }
}
