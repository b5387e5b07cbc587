import { act, screen, waitFor, within } from '@testing-library/react';
import type { JudgeServiceInfo, ServiceInfo } from '@oj/shared/schemas/admin-config';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../test/page-app.tsx';
import { SERVICE_REFRESH_MS } from './api/dashboard-api.ts';
import { JudgesPanel } from './components/judges-panel.tsx';
import { ServicePanel } from './components/service-panel.tsx';
import { adminConfigCalls } from '@oj/shared/api/admin-config';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const judge = (name: string, over: Partial<JudgeServiceInfo['judges'][number]> = {}): JudgeServiceInfo['judges'][number] => ({
  name,
  concurrency: 4,
  busy: 3,
  cpuCores: 2,
  percentCpuLoad: '71.50%',
  percentMemoryLoad: '40.20%',
  judged: 812,
  judgedPerMinute: 12.345,
  startedAt: '2026-11-23T08:00:00.000Z',
  lastHeartbeat: new Date(NOW - 12_000).toISOString(),
  alive: true,
  ...over,
});
const info = (judges: JudgeServiceInfo['judges'], sitePerMinute: number): JudgeServiceInfo => ({
  judges,
  queues: [
    { name: 'contest', waiting: 7, inFlight: 4, delayed: 0, oldestAgeSeconds: 95 },
    { name: 'general', waiting: 0, inFlight: 2, delayed: 1, oldestAgeSeconds: null },
    { name: 'testRun', waiting: 0, inFlight: 0, delayed: 0, oldestAgeSeconds: null },
    { name: 'deadLetter', waiting: 1, inFlight: 0, delayed: 0, oldestAgeSeconds: null },
  ],
  judgedPerMinute: sitePerMinute,
});
const service: ServiceInfo = {
  backupCores: 2,
  backupPercentCpuLoad: '3.10%',
  backupPercentMemoryLoad: '12.50%',
  backupService: [],
  runtime: 'Node.js v24.1.0',
  region: 'eu-west-1',
  functionName: 'oj-admin-config',
  functionVersion: '$LATEST',
  memoryMb: 1024,
  rssMb: 128,
  uptimeSeconds: 3720,
  startedAt: '2026-11-23T09:00:00.000Z',
  tableName: 'oj-table',
};

pageTestHooks();

describe('the dashboard judges panel', { timeout: 20_000 }, () => {
  test('each judge task, the queues and the site rate, read again every 10 s', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    signIn('admin', ['admin']);
    let reads = 0;
    mockApi({
      [callKey(adminConfigCalls.getJudgeServiceInfo)]: () =>
        ++reads === 1
          ? info([judge('judge-a'), judge('judge-b', { alive: false, busy: 0, judgedPerMinute: 0, lastHeartbeat: new Date(NOW - 300_000).toISOString() })], 12.345)
          : info([judge('judge-a', { busy: 1 })], 3),
    });
    renderRoutes([{ path: '/', Component: JudgesPanel }], '/');
    const [a, b] = await screen.findAllByTestId('judge-row', {}, { timeout: 5000 });
    expect(within(a!).getByText('judge-a')).toBeTruthy();
    expect(within(a!).getByTestId('judge-busy').textContent).toBe('3 / 4');
    expect(within(a!).getByTestId('judge-rate').textContent).toBe('12.3');
    expect(within(a!).getByTestId('judge-cpu').textContent).toBe('71.50% of 2 cores');
    expect(within(a!).getByTestId('judge-memory').textContent).toBe('40.20%');
    expect(within(a!).getByTestId('judge-heartbeat').textContent).toBe('12 seconds ago');
    expect(within(a!).getByTestId('judge-alive').textContent).toBe('Alive');
    expect(within(b!).getByTestId('judge-alive').textContent).toBe('Silent');
    expect(within(b!).getByTestId('judge-heartbeat').textContent).toBe('5 minutes ago');
    expect(screen.getByTestId('site-judged-per-minute').textContent).toBe('12.3');

    const queues = screen.getAllByTestId('queue-row');
    expect(queues.map((q) => q.firstChild?.textContent)).toEqual(['Contest submissions', 'Submissions', 'Test runs', 'Dead letters']);
    expect(within(queues[0]!).getByTestId('queue-waiting').textContent).toBe('7');
    expect(within(queues[0]!).getByTestId('queue-in-flight').textContent).toBe('4');
    expect(within(queues[0]!).getByTestId('queue-oldest').textContent).toBe('0:01:35');
    expect(within(queues[1]!).getByTestId('queue-oldest').textContent).toBe('-');

    await act(async () => vi.advanceTimersByTimeAsync(SERVICE_REFRESH_MS));
    await waitFor(() => expect(screen.getByTestId('site-judged-per-minute').textContent).toBe('3'));
    expect(screen.getAllByTestId('judge-row')).toHaveLength(1);
    expect(screen.getByTestId('judge-busy').textContent).toBe('1 / 4');
    expect(reads).toBe(2);
  });

  test('no judge reporting is said so', async () => {
    signIn('admin', ['admin']);
    mockApi({ [callKey(adminConfigCalls.getJudgeServiceInfo)]: () => info([], 0) });
    renderRoutes([{ path: '/', Component: JudgesPanel }], '/');
    expect((await screen.findByTestId('no-judges', {}, { timeout: 5000 })).textContent).toBe('No judge has reported in the last 15 minutes.');
    expect(screen.getAllByTestId('queue-row')).toHaveLength(4);
  });

  test('the API service: function, runtime, memory and uptime', async () => {
    signIn('admin', ['admin']);
    mockApi({ [callKey(adminConfigCalls.getServiceInfo)]: () => service });
    renderRoutes([{ path: '/', Component: ServicePanel }], '/');
    const panel = await screen.findByTestId('service-panel');
    await within(panel).findByText('oj-admin-config ($LATEST)', {}, { timeout: 5000 });
    expect(within(panel).getByText('128 MB of 1024 MB (12.50%)')).toBeTruthy();
    expect(within(panel).getByText('3.10% of 2 cores')).toBeTruthy();
    expect(within(panel).getByText('1 hr 2 min')).toBeTruthy();
  });
});
