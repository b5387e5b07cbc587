import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

const javaProcessesUsing = (dir: string) => {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.*${dir}`])
      .toString()
      .trim();
  } catch {
    return '';
  }
};

/** The local addresses listening on a TCP port, from the kernel's tables (hex, as /proc/net/tcp* show them). */
const listeningAddresses = (port: number): string[] =>
  ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[3] === '0A' && f[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`))
      .map((f) => f[1]!.split(':')[0]!),
  );
const LOOPBACK = new Set(['0100007F', '0000000000000000FFFF00000100007F']);

/** Runs `npm start` on free ports, calls `check` once it is up, then sends Ctrl-C to its process group. */
const runStart = async (dataDir: string, check: (api: number, backing: number[]) => Promise<void>) => {
  const [api, dynamo, aws, storage] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, OJ_DATA_DIR: dataDir, PORT: String(api), DYNAMODB_PORT: String(dynamo), AWS_EMULATOR_PORT: String(aws), STORAGE_PORT: String(storage), LOG_LEVEL: 'warn' },
    detached: true, // its own process group, so the test can send Ctrl-C to all of it like a terminal does
  });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    // A first start on a fresh checkout also builds the web app and the judge's precompiled headers.
    for (let i = 0; i < 1500 && !output.includes('Ctrl-C stops everything'); i++) await new Promise((r) => setTimeout(r, 200));
    expect(output, output).toContain('Admin login    root /');
    await check(api, [dynamo, aws, storage]);
  } finally {
    if (child.exitCode === null) process.kill(-(child.pid as number), 'SIGINT');
    await exited;
  }
  expect(output).toContain('stopping');
  return output;
};

describe('npm start', () => {
  it('comes up with demo data, keeps it across a restart, and Ctrl-C leaves no process behind', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'oj-smoke-'));
    await chmod(dataDir, 0o755); // as a folder made by hand would be
    const first = await runStart(dataDir, async (api, backing) => {
      // DynamoDB Local, the SQS/S3 emulator and the storage door in front of it: loopback only, data private to the user
      for (const port of backing) {
        expect(listeningAddresses(port).length, `port ${port}`).toBeGreaterThan(0);
        for (const address of listeningAddresses(port)) expect(LOOPBACK.has(address), `port ${port} on ${address}`).toBe(true);
      }
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      const res = await fetch(`http://localhost:${api}/api/get-website-config`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { register: boolean } }).data.register).toBe(true);
      expect(javaProcessesUsing(dataDir)).not.toBe('');
    });
    expect(first).toContain('Seeded now     site-config, languages');
    expect(javaProcessesUsing(dataDir)).toBe('');

    const second = await runStart(dataDir, async (api) => {
      const res = await fetch(`http://localhost:${api}/api/get-recent-updated-problem`);
      expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(4);
    });
    expect(second).toContain('Seeded now     nothing');
    expect(javaProcessesUsing(dataDir)).toBe('');
    await rm(dataDir, { recursive: true, force: true });
  }, 600_000);
});
