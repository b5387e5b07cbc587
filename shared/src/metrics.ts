/**
 * The operations metrics: written as CloudWatch embedded metric format (EMF) lines by the functions and the judge
 * worker (Powertools Metrics), graphed by the dashboard and alarmed on by infra/lib/ops-stack.ts. Each is one
 * custom metric (its only dimension is the service that writes it: no per-contest or per-user dimension), billed
 * only in the hours it is written.
 */
export const METRIC_NAMESPACE = 'OJ';

export type MetricUnit = 'Count' | 'Milliseconds';
export type MetricService = 'api' | 'judge' | 'board-builder';

export const METRICS = {
  /** A submission the submit call took and queued for judging. */
  submissionsReceived: { name: 'SubmissionsReceived', unit: 'Count', service: 'api' },
  /** How long a judge message waited in its queue before a judge slot took it. */
  queueWait: { name: 'JudgeQueueWait', unit: 'Milliseconds', service: 'judge' },
  /** From the submission's time to its final verdict. */
  submitToVerdict: { name: 'SubmitToVerdict', unit: 'Milliseconds', service: 'judge' },
  /** A judgement that threw (the infrastructure failed); its message comes back or is given up. */
  judgeFailures: { name: 'JudgeFailures', unit: 'Count', service: 'judge' },
  /** Judge slots at work, written by every task once a minute while it runs (summed: the busy slots). */
  busySlots: { name: 'JudgeBusySlots', unit: 'Count', service: 'judge' },
  /** One contest's boards rebuilt and written. */
  boardRebuildTime: { name: 'BoardRebuildTime', unit: 'Milliseconds', service: 'board-builder' },
  /** From the first rebuild request of a batch being queued to its boards being written. */
  boardRebuildLag: { name: 'BoardRebuildLag', unit: 'Milliseconds', service: 'board-builder' },
  /** A rebuild that threw (its request comes back, then goes to the dead-letter queue). */
  boardRebuildFailures: { name: 'BoardRebuildFailures', unit: 'Count', service: 'board-builder' },
} as const satisfies Record<string, { name: string; unit: MetricUnit; service: MetricService }>;

export type MetricKey = keyof typeof METRICS;

/** The metrics port: what the code records; the adapter batches it and writes it out at `flush` (after each request, batch or judgement). */
export interface Metrics {
  add(metric: MetricKey, value: number): void;
  flush(): void;
}

/** What the adapter needs of a metrics library, one instance per service: Powertools' Metrics has this shape. */
export interface MetricSink {
  addMetric(name: string, unit: MetricUnit, value: number): void;
  hasStoredMetrics(): boolean;
  publishStoredMetrics(): void;
}

/** The port over one sink per service, each made on first use. */
export function metricsOn(sinkFor: (service: MetricService) => MetricSink): Metrics {
  const sinks = new Map<MetricService, MetricSink>();
  return {
    add(metric, value) {
      const { name, unit, service } = METRICS[metric];
      let sink = sinks.get(service);
      if (!sink) sinks.set(service, (sink = sinkFor(service)));
      sink.addMetric(name, unit, value);
    },
    flush() {
      for (const sink of sinks.values()) if (sink.hasStoredMetrics()) sink.publishStoredMetrics();
    },
  };
}

/** Records nothing (local runs and tests). */
export const noMetrics: Metrics = { add() {}, flush() {} };
