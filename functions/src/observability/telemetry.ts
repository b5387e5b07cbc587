import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import { correlationFields } from '@oj/shared/correlation';
import { loggerOn, type Logger, type LogLevel } from '@oj/shared/logger';
import { METRIC_NAMESPACE, metricsOn, noMetrics, type Metrics } from '@oj/shared/metrics';

/**
 * Powertools for AWS Lambda behind the logging port: one JSON object a line with the level, the service
 * (POWERTOOLS_SERVICE_NAME, which the stacks set per function), the X-Ray trace id when tracing is on, and the
 * running request's correlation id.
 */
export function createLogger(level: LogLevel): Logger {
  return loggerOn(
    new PowertoolsLogger({
      // the stacks name each function's service; the local server is all of them
      serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'local',
      logLevel: level === 'silent' ? 'SILENT' : (level.toUpperCase() as Uppercase<typeof level>),
    }),
    correlationFields,
  );
}

/** Metrics as EMF lines on stdout (CloudWatch Logs turns them into metrics), or none where `mode` is off (locally). */
export function createMetrics(mode: 'emf' | 'off'): Metrics {
  return mode === 'emf' ? metricsOn((service) => new PowertoolsMetrics({ namespace: METRIC_NAMESPACE, serviceName: service })) : noMetrics;
}
