import { Tracing, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Config } from './config.ts';
import { acknowledge } from './nag.ts';

/**
 * What every function gets for Powertools (functions/src/observability): its service name on each log line, the
 * operations metrics as EMF, and X-Ray tracing only with oj:tracing (Tracer stays off without it).
 */
export function observedFunction(config: Pick<Config, 'tracing'>, service: string) {
  return {
    environment: { POWERTOOLS_SERVICE_NAME: service, METRICS: 'emf', POWERTOOLS_TRACE_ENABLED: String(config.tracing) },
    ...(config.tracing ? { tracing: Tracing.ACTIVE } : {}),
  };
}

/** Active tracing grants the X-Ray writes, which take no resource scope. */
export function acknowledgeTracing(fn: IFunction, config: Pick<Config, 'tracing'>) {
  if (config.tracing) acknowledge(fn, 'X-Ray trace segment and telemetry writes have no resource-level permissions.', 'AwsSolutions-IAM5[Resource::*]');
}
