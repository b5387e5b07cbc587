import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing with Powertools' Tracer, on only where the stacks set POWERTOOLS_TRACE_ENABLED (the oj:tracing
 * setting, which also turns on the functions' active tracing); off outside Lambda. When on it also traces every
 * outgoing HTTPS call, so the table, bucket and queue calls show as subsegments. Used by the queue-fed functions and
 * the clock only: it adds 117 KB to a bundle (the X-Ray SDK), too much for every API function's cold start while
 * tracing is off; their invocations are traced by Lambda itself.
 */
const tracer = new Tracer();

/** `handler` in a subsegment of the invocation's segment, its error recorded; `handler` itself when tracing is off. */
export function traced<A extends unknown[], R>(name: string, handler: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const segment = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
    if (!segment) return handler(...args);
    const subsegment = segment.addNewSubsegment(`## ${name}`);
    tracer.setSegment(subsegment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await handler(...args);
    } catch (err) {
      tracer.addErrorAsMetadata(err as Error);
      throw err;
    } finally {
      subsegment.close();
      tracer.setSegment(segment);
    }
  };
}
