import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import { correlationFields } from '@oj/shared/correlation';
import { loggerOn, type Logger, type LogLevel } from '@oj/shared/logger';
import { METRIC_NAMESPACE, metricsOn, noMetrics, type Metrics } from '@oj/shared/metrics';

/**
 * The worker's log through Powertools' Logger (it runs outside Lambda too): one JSON object a line, service `judge`,
 * the task's judger name, and the correlation id of the message being judged.
 */
export function createLogger(level: LogLevel, judger: string): Logger {
  return loggerOn(new PowertoolsLogger({ serviceName: 'judge', logLevel: level === 'silent' ? 'SILENT' : (level.toUpperCase() as Uppercase<typeof level>), persistentKeys: { judger } }), correlationFields);
}

/**
 * The worker's metrics as EMF lines on stdout (the awslogs driver sends them to CloudWatch Logs, which makes the
 * metrics), the same as the functions'; written after each message and each minute's busy-slot count. None locally.
 */
export function createMetrics(mode: 'emf' | 'off'): Metrics {
  return mode === 'emf' ? metricsOn((service) => new PowertoolsMetrics({ namespace: METRIC_NAMESPACE, serviceName: service })) : noMetrics;
}
