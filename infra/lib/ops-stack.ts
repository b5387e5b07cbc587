import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Dashboard, GraphWidget, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { FargateService } from 'aws-cdk-lib/aws-ecs';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

export interface OpsStackProps extends StackProps {
  alarmEmail?: string;
  queues: { contest: IQueue; general: IQueue; testRun: IQueue; deadLetter: IQueue };
  backlog: IMetric;
  service: FargateService;
  judgeLogs: ILogGroup;
  httpApi: IHttpApi;
  functions: ReadonlyMap<string, IFunction>;
}

/**
 * The judge worker logs one JSON line per final verdict: `{"event":"judged","latencyMs":<submit to final>, ...}`.
 * A metric filter turns those lines into the judge-latency metric.
 */
export const JUDGED_EVENT = { event: 'judged', latencyField: 'latencyMs', namespace: 'OJ/Judge', metricName: 'JudgeLatency' } as const;

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
    acknowledge(
      this.alarmTopic,
      'Alarm notifications carry no personal data, and CloudWatch cannot publish to a topic under the AWS managed SNS key.',
      'AwsSolutions-SNS2',
    );
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.alarmTopic);

    new Alarm(this, 'DeadLetters', {
      alarmDescription: 'Submissions reached the dead-letter queue (judged as System Error): check the judge logs',
      metric: queues.deadLetter.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);
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
      metric: props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 10,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);

    new MetricFilter(this, 'JudgeLatencyFilter', {
      logGroup: props.judgeLogs,
      filterPattern: FilterPattern.stringValue('$.event', '=', JUDGED_EVENT.event),
      metricNamespace: JUDGED_EVENT.namespace,
      metricName: JUDGED_EVENT.metricName,
      metricValue: `$.${JUDGED_EVENT.latencyField}`,
    });
    const judgeLatency = (statistic: string) =>
      new Metric({ namespace: JUDGED_EVENT.namespace, metricName: JUDGED_EVENT.metricName, statistic, period: minute, label: `judge latency ${statistic}` });

    const named = Object.entries({ contest: queues.contest, general: queues.general, 'test-run': queues.testRun });
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });
    const dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    dashboard.addWidgets(
      graph('Queue depth (visible)', [
        ...named.map(([name, q]) => q.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum', label: name })),
        queues.deadLetter.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum', label: 'dead-letter' }),
      ]),
      graph('Oldest message age (s)', named.map(([name, q]) => q.metricApproximateAgeOfOldestMessage({ period: minute, statistic: 'Maximum', label: name }))),
      graph('Judge latency, submit to verdict (ms)', [judgeLatency('p50'), judgeLatency('p95')]),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Judge backlog and tasks',
        left: [props.backlog],
        // ECS reports each running task's CPU once a minute, so the sample count follows the task count.
        right: [props.service.metricCpuUtilization({ period: minute, statistic: 'SampleCount', label: 'running tasks' })],
        width: 8,
        height: 6,
      }),
      graph('API requests and errors', [
        props.httpApi.metricCount({ period: minute, statistic: 'Sum', label: 'requests' }),
        props.httpApi.metricClientError({ period: minute, statistic: 'Sum', label: '4xx' }),
        props.httpApi.metricServerError({ period: minute, statistic: 'Sum', label: '5xx' }),
      ]),
      graph('API latency p95 (ms)', [props.httpApi.metricLatency({ period: minute, statistic: 'p95', label: 'p95' })]),
    );
    const fns = [...props.functions];
    dashboard.addWidgets(
      graph('Lambda duration p95 (ms)', fns.map(([name, fn]) => fn.metricDuration({ period: minute, statistic: 'p95', label: name })), 12),
      graph('Lambda errors', fns.map(([name, fn]) => fn.metricErrors({ period: minute, statistic: 'Sum', label: name })), 12),
    );
  }
}
