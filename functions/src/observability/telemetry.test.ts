import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCorrelationId } from '@oj/shared/correlation';
import { METRIC_NAMESPACE, noMetrics } from '@oj/shared/metrics';
import { createLogger, createMetrics } from './telemetry.ts';

/** What Powertools writes to stdout and stderr (its error lines) meanwhile, one JSON object a line. */
const capture = () => {
  const lines: Record<string, any>[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      return true;
    });
  }
  return lines;
};

afterEach(() => vi.restoreAllMocks());

describe('Powertools behind the ports', () => {
  it('logs JSON lines at the level asked, with the running request correlation id and the fields given', () => {
    const lines = capture();
    const log = createLogger('info');
    log.debug('not written');
    withCorrelationId('request-7', () => log.child({ cid: 3 }).error('rebuild failed', { error: 'boom' }));
    log.info('outside any request');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'ERROR', message: 'rebuild failed', service: 'local', correlationId: 'request-7', cid: 3, error: 'boom' });
    expect(lines[1]).toMatchObject({ level: 'INFO', message: 'outside any request' });
    expect(lines[1]).not.toHaveProperty('correlationId');
  });

  it('writes the recorded metrics as one EMF object per service at flush, with only the service as dimension', () => {
    const lines = capture();
    const metrics = createMetrics('emf');
    metrics.flush(); // nothing recorded: nothing written
    metrics.add('submissionsReceived', 1);
    metrics.add('submissionsReceived', 1);
    metrics.add('boardRebuildTime', 120);
    metrics.flush();
    expect(lines).toHaveLength(2);
    const api = lines.find((l) => l.service === 'api')!;
    expect(api._aws.CloudWatchMetrics).toEqual([{ Namespace: METRIC_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: 'SubmissionsReceived', Unit: 'Count' }] }]);
    expect(api.SubmissionsReceived).toEqual([1, 1]);
    expect(lines.find((l) => l.service === 'board-builder')).toMatchObject({ BoardRebuildTime: 120 });
    expect(createMetrics('off')).toBe(noMetrics);
  });
});
