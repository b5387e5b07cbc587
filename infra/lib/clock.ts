import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { QUEUES } from '@oj/shared/resources';
import { lambdaCode } from './bundling.ts';
import { acknowledge, BASIC_EXECUTION } from './nag.ts';
import type { observedFunction } from './observability.ts';

/** A tick stays well inside the minute, so ticks rarely overlap (the tasks are safe when they do). */
export const CLOCK_TIMEOUT_SECONDS = 50;

export interface ClockProps {
  repoRoot: string;
  table: ITableV2;
  /**
   * The queues the clock's tasks send to: the judge queues and the remote queue (the stuck submission sweeper re-queues
   * into them) and the scoreboard queue (a contest submission it ends as System Error asks for a board rebuild).
   */
  queues: Record<'contest' | 'general' | 'remote' | 'board', IQueue>;
  logLevel: string;
  observed: ReturnType<typeof observedFunction>;
}

/**
 * The scheduled clock: one function run every minute by an EventBridge rule, running the task list of
 * functions/src/jobs/clock/tasks.ts. It reads and writes the table and sends to the judge, remote and scoreboard queues only.
 */
export class Clock extends Construct {
  readonly fn: LambdaFunction;
  readonly logs: LogGroup;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ClockProps) {
    super(scope, id);
    this.logs = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.fn = new LambdaFunction(this, 'Function', {
      ...props.observed,
      code: lambdaCode(props.repoRoot, join(props.repoRoot, 'functions/src/lambda/clock.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(CLOCK_TIMEOUT_SECONDS),
      environment: {
        TABLE_NAME: props.table.tableName,
        [QUEUES.contest.envVar]: props.queues.contest.queueUrl,
        [QUEUES.general.envVar]: props.queues.general.queueUrl,
        [QUEUES.remote.envVar]: props.queues.remote.queueUrl,
        [QUEUES.board.envVar]: props.queues.board.queueUrl,
        LOG_LEVEL: props.logLevel,
        ...props.observed.environment,
      },
      logGroup: this.logs,
    });
    acknowledge(this.fn, 'The AWS managed basic execution policy only lets the function write its own logs.', BASIC_EXECUTION);
    props.table.grantReadWriteData(this.fn);
    for (const queue of [props.queues.contest, props.queues.general, props.queues.remote, props.queues.board]) queue.grantSendMessages(this.fn);
    this.rule = new Rule(this, 'Schedule', { schedule: Schedule.rate(Duration.minutes(1)), targets: [new LambdaTarget(this.fn)] });
  }
}
