import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskProtection } from './task-protection.ts';

// A stand-in for the ECS agent's endpoint, recording what it is asked.
let server: Server;
let agentUri = '';
const calls: { method?: string; url?: string; body: unknown }[] = [];
let status = 200;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push({ method: req.method, url: req.url, body: JSON.parse(body || 'null') });
      res.statusCode = status;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  agentUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const warnings: string[] = [];
const log = { warn: (msg: string) => warnings.push(msg), info() {}, error() {}, debug() {} } as never;

describe('TaskProtection', () => {
  it('protects the task while any work is held, and lets it go with the last', async () => {
    calls.length = 0;
    const p = new TaskProtection(agentUri, log);
    await p.hold();
    await p.hold();
    await p.release();
    await p.release();
    expect(calls).toEqual([
      { method: 'PUT', url: '/task-protection/v1/state', body: { ProtectionEnabled: true, ExpiresInMinutes: 30 } },
      { method: 'PUT', url: '/task-protection/v1/state', body: { ProtectionEnabled: false } },
    ]);
  });

  it('renews a protection held for over ten minutes', async () => {
    calls.length = 0;
    let now = 0;
    const p = new TaskProtection(agentUri, log, () => now);
    await p.hold();
    now = 11 * 60_000;
    await p.hold();
    expect(calls.map((c) => (c.body as { ProtectionEnabled: boolean }).ProtectionEnabled)).toEqual([true, true]);
  });

  it('logs a refusal or an unreachable agent and goes on', async () => {
    warnings.length = 0;
    status = 400;
    await new TaskProtection(agentUri, log).hold();
    status = 200;
    await new TaskProtection('http://127.0.0.1:1', log).hold();
    expect(warnings).toEqual(['task protection refused', 'task protection failed']);
  });

  it('does nothing outside ECS (no agent address)', async () => {
    calls.length = 0;
    const p = new TaskProtection(undefined, log);
    await p.hold();
    await p.release();
    expect(calls).toEqual([]);
  });
});
