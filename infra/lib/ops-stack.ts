import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Dashboard, GraphWidget, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { FargateService } from 'aws-cdk-lib/aws-ecs';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { METRIC_NAMESPACE, METRICS, type MetricKey } from '@oj/shared/metrics';
import { acknowledge } from './nag.ts';

export interface OpsStackProps extends StackProps {
  alarmEmail?: string;
  /** Per-function error and throttle alarms and the table's throttle alarm (oj:detailedAlarms); see below. */
  detailedAlarms: boolean;
  /** The contest health dashboard (oj:dashboard). */
  dashboard: boolean;
  queues: { contest: IQueue; general: IQueue; testRun: IQueue; deadLetter: IQueue };
  backlog: IMetric;
  service: FargateService;
  /** The HTTP APIs, one per path prefix (infra/lib/routes.ts). */
  httpApis: Readonly<Record<string, IHttpApi>>;
  functions: ReadonlyMap<string, IFunction>;
  /** The judge fleet's scaler (task count from the contest schedule and the queues, every minute). */
  capacityFunction: IFunction;
  /** The scheduled clock (infra/lib/clock.ts): its function and its log group. */
  clock: { fn: IFunction; logs: ILogGroup };
  /** The scoreboard builder, and the bulk user job runner with its dead-letter queue (api-stack.ts). */
  boardBuilder: IFunction;
  userJobs: { runner: IFunction; deadLetter: IQueue };
  /** The remote judge worker and its dead-letter queue (api-stack.ts). */
  remoteJudge: { worker: IFunction; deadLetter: IQueue };
  tableName: string;
}

/** Error lines of the clock function's log (Powertools writes `{"level":"ERROR",...}`), counted. */
export const CLOCK_ERRORS = { namespace: 'OJ/Clock', metricName: 'ClockErrors' } as const;

/** CloudWatch's hard limit on the metrics one metric-math alarm reads. */
export const ALARM_MAX_METRICS = 10;

/** Contest submissions waiting longer than this page the operators. */
export const CONTEST_WAIT_ALARM_SECONDS = 180;

/** The operations dashboard and the alarms, mailed through one topic. */
export class OpsStack extends Stack {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    const { queues } = props;
    const minute = Duration.minutes(1);
    const fiveMinutes = Duration.minutes(5);

    this.alarmTopic = new Topic(this, 'Alarms', { displayName: 'Online judge alarms', enforceSSL: true });
    acknowledge(this.alarmTopic, 'Alarm notifications carry no personal data, and CloudWatch cannot publish to a topic under the AWS managed SNS key.', 'AwsSolutions-SNS2');
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.alarmTopic);

    /** An alarm on any occurrence of `metric` (a sum over five minutes of at least `threshold`). */
    const onAny = (id: string, description: string, metric: IMetric, threshold = 1) =>
      new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(notify);
    /** The sum of one metric over several sources, as one alarmable series (a source without data counts 0). */
    const total = (label: string, metrics: IMetric[], period = fiveMinutes) => {
      // ids unique per label: several totals may share one graph
      const id = (i: number) => `m_${label.replace(/\W/g, '_')}_${i}`;
      return new MathExpression({
        expression: metrics.map((_, i) => `FILL(${id(i)}, 0)`).join(' + '),
        usingMetrics: Object.fromEntries(metrics.map((m, i) => [id(i), m])),
        period,
        label,
      });
    };
    /**
     * onAny over the sum of many sources. A metric-math alarm may read at most 10 metrics (a hard CloudWatch
     * limit), so more sources get one alarm per ten: `id`, `id2`, ...
     */
    const onAnyOf = (id: string, description: string, label: string, metrics: IMetric[], threshold = 1) => {
      for (let i = 0; i * ALARM_MAX_METRICS < metrics.length; i++) {
        onAny(i ? `${id}${i + 1}` : id, description, total(label, metrics.slice(i * ALARM_MAX_METRICS, (i + 1) * ALARM_MAX_METRICS)), threshold);
      }
    };
    const apis = Object.entries(props.httpApis);
    const apiTotal = (metric: (api: IHttpApi) => IMetric, period: Duration, label: string) =>
      total(
        label,
        apis.map(([, api]) => metric(api)),
        period,
      );

    // The worker receives every dead letter at once (to judge it System Error), so the queue itself stays
    // empty: what is counted is the receiving.
    onAny(
      'DeadLetters',
      'Submissions reached the dead-letter queue (judged as System Error): check the judge logs',
      queues.deadLetter.metricNumberOfMessagesReceived({ period: fiveMinutes, statistic: 'Sum' }),
    );
    /** Lambda's metric over every function of the account (no dimension). */
    const accountLambda = (metricName: string, statistic: string, period = fiveMinutes, label?: string) =>
      new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period, ...(label ? { label } : {}) });
    // CloudWatch bills each metric an alarm reads ($0.10 a month): per-function alarms over 25 functions cost $5 a
    // month, more than the whole idle budget. By default an API function's failure is caught as the API's 5xx (below)
    // and throttling by Lambda's account-wide metric (one concurrency pool for every function); the per-function and
    // table alarms name the culprit at once, for a deployment that pays for them (npm run cost prices each setting).
    onAny('AccountLambdaThrottles', 'Lambda throttled a function of this account: raise oj:apiReservedConcurrency or the account concurrency quota', accountLambda('Throttles', 'Sum'));
    if (props.detailedAlarms) {
      const apiFunctions = [...props.functions.values()];
      onAnyOf(
        'LambdaErrors',
        'API functions failed (uncaught errors or timeouts)',
        'errors',
        apiFunctions.map((f) => f.metricErrors({ period: fiveMinutes })),
        5,
      );
      onAnyOf(
        'LambdaThrottles',
        'API functions were throttled: raise oj:apiReservedConcurrency or the account quota',
        'throttles',
        apiFunctions.map((f) => f.metricThrottles({ period: fiveMinutes })),
      );
      const tableMetric = (metricName: string) => new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: props.tableName }, period: fiveMinutes, statistic: 'Sum' });
      onAny('TableThrottles', 'DynamoDB throttled reads or writes of the table', total('throttled events', [tableMetric('ReadThrottleEvents'), tableMetric('WriteThrottleEvents')]));
    }
    onAny(
      'JudgeScalerErrors',
      "The judge fleet's scaler failed: judge tasks may not start for queued work or a contest, or not stop when idle",
      props.capacityFunction.metricErrors({ period: fiveMinutes }),
      2,
    );
    // The clock logs a failed task or a submission it gave up on (System Error) as an error, and does not throw.
    new MetricFilter(this, 'ClockErrorFilter', {
      logGroup: props.clock.logs,
      filterPattern: FilterPattern.stringValue('$.level', '=', 'ERROR'),
      metricNamespace: CLOCK_ERRORS.namespace,
      metricName: CLOCK_ERRORS.metricName,
      metricValue: '1',
    });
    onAny(
      'ClockErrors',
      "The clock failed: a task failed, or a stuck submission was given up as System Error; see the clock function's log",
      total('clock errors', [
        new Metric({ namespace: CLOCK_ERRORS.namespace, metricName: CLOCK_ERRORS.metricName, period: fiveMinutes, statistic: 'Sum' }),
        props.clock.fn.metricErrors({ period: fiveMinutes }),
      ]),
    );
    // ECS reports a service whose tasks keep failing to start (image pull, capacity, configuration) as events.
    new Rule(this, 'JudgeTaskLaunchFailures', {
      description: 'Judge tasks fail to start',
      eventPattern: {
        source: ['aws.ecs'],
        detailType: ['ECS Service Action'],
        resources: [props.service.serviceArn],
        detail: { eventName: ['SERVICE_TASK_START_IMPAIRED', 'SERVICE_TASK_PLACEMENT_FAILURE', 'SERVICE_TASK_CONFIGURATION_FAILURE'] },
      },
      targets: [new SnsTopic(this.alarmTopic)],
    });
    // Only contest submissions enter the contest queue, so its age is the wait during a contest.
    new Alarm(this, 'ContestWait', {
      alarmDescription: `A contest submission has waited over ${CONTEST_WAIT_ALARM_SECONDS} s for a judge`,
      metric: queues.contest.metricApproximateAgeOfOldestMessage({ period: minute, statistic: 'Maximum' }),
      threshold: CONTEST_WAIT_ALARM_SECONDS,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);
    new Alarm(this, 'ApiServerErrors', {
      alarmDescription: 'The API answered with 5xx errors',
      metric: apiTotal((api) => api.metricServerError({ period: fiveMinutes, statistic: 'Sum' }), fiveMinutes, '5xx'),
      threshold: 10,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);

    /** One of the EMF metrics the functions and the judge write (shared/src/metrics.ts). */
    const emf = (key: MetricKey, statistic: string, period = minute, label = `${METRICS[key].name} ${statistic}`) =>
      new Metric({ namespace: METRIC_NAMESPACE, metricName: METRICS[key].name, dimensionsMap: { service: METRICS[key].service }, statistic, period, label });

    // A rebuild that keeps failing comes back with its message until the queue drops it a day later: the boards stall.
    onAny(
      'BoardBuilderFailures',
      "Scoreboard rebuilds failed (boards are stale): see the board builder function's log",
      total('board builder failures', [emf('boardRebuildFailures', 'Sum', fiveMinutes), props.boardBuilder.metricErrors({ period: fiveMinutes })]),
      2,
    );
    // The runner hands a failed chunk back; after a few receives it lands in the dead-letter queue, and the job
    // waits for an admin to resume it from the back office.
    onAny('UserJobRunnerErrors', 'The bulk user job runner failed (uncaught errors or timeouts)', props.userJobs.runner.metricErrors({ period: fiveMinutes }));
    onAny(
      'UserJobDeadLetters',
      'A bulk user job chunk reached its dead-letter queue: resume the job from the back office after fixing the cause',
      props.userJobs.deadLetter.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
    );
    // A remote step that throws (the table or the queue failing, not the other site: that is a verdict) comes back;
    // after a few receives it lands in the dead-letter queue and the sweeper ends the submission as System Error.
    onAny('RemoteJudgeErrors', 'The remote judge worker failed (uncaught errors or timeouts)', props.remoteJudge.worker.metricErrors({ period: fiveMinutes }));
    onAny(
      'RemoteJudgeDeadLetters',
      "A remote submission's step reached its dead-letter queue: see the remote judge function's log",
      props.remoteJudge.deadLetter.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
    );

    const named = Object.entries({ contest: queues.contest, general: queues.general, 'test-run': queues.testRun });
    const graph = (title: string, left: IMetric[], width = 6) => new GraphWidget({ title, left, width, height: 6 });
    if (!props.dashboard) return;
    // A contest's health on one screen.
    const dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    dashboard.addWidgets(
      graph('Submissions and verdicts per minute', [emf('submissionsReceived', 'Sum', minute, 'submitted'), emf('submitToVerdict', 'SampleCount', minute, 'judged')]),
      graph('Queue depth (visible)', [
        ...named.map(([name, q]) => q.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum', label: name })),
        queues.deadLetter.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum', label: 'dead-letter' }),
      ]),
      new GraphWidget({
        title: 'Queue age: oldest message (s), wait before a judge (ms)',
        left: named.map(([name, q]) => q.metricApproximateAgeOfOldestMessage({ period: minute, statistic: 'Maximum', label: name })),
        right: [emf('queueWait', 'p99', minute, 'wait p99')],
        width: 6,
        height: 6,
      }),
      graph('Submit to verdict (ms)', [emf('submitToVerdict', 'p50', minute, 'p50'), emf('submitToVerdict', 'p99', minute, 'p99')]),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Judge backlog and tasks',
        left: [props.backlog],
        // ECS reports each running task's CPU once a minute, so the sample count follows the task count.
        right: [
          props.service.metricCpuUtilization({ period: minute, statistic: 'SampleCount', label: 'running tasks' }),
          emf('busySlots', 'Sum', minute, 'busy slots'),
          emf('judgeFailures', 'Sum', minute, 'failed judgements'),
        ],
        width: 6,
        height: 6,
      }),
      new GraphWidget({
        title: 'Scoreboard rebuild (ms) and failures',
        left: [emf('boardRebuildLag', 'p99', minute, 'lag p99'), emf('boardRebuildTime', 'p99', minute, 'rebuild p99')],
        right: [emf('boardRebuildFailures', 'Sum', minute, 'failures')],
        width: 6,
        height: 6,
      }),
      graph('API requests and errors', [
        apiTotal((api) => api.metricCount({ period: minute, statistic: 'Sum' }), minute, 'requests'),
        apiTotal((api) => api.metricClientError({ period: minute, statistic: 'Sum' }), minute, '4xx'),
        apiTotal((api) => api.metricServerError({ period: minute, statistic: 'Sum' }), minute, '5xx'),
      ]),
      graph(
        'API latency p95 (ms)',
        apis.map(([name, api]) => api.metricLatency({ period: minute, statistic: 'p95', label: name })),
      ),
    );
    // Account-wide lines rather than one per function: a dashboard is free (among the account's first three) up to
    // 50 metrics, and a line per API function would take 25 a graph; a function's own page names the culprit.
    dashboard.addWidgets(
      graph('Lambda duration p95, all functions (ms)', [accountLambda('Duration', 'p95', minute, 'p95')], 12),
      graph(
        'Lambda errors, throttles and concurrency, all functions',
        [accountLambda('Errors', 'Sum', minute, 'errors'), accountLambda('Throttles', 'Sum', minute, 'throttles'), accountLambda('ConcurrentExecutions', 'Maximum', minute, 'concurrent')],
        12,
      ),
    );
  }
}
