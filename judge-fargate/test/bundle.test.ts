import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// The image runs the worker as one bundled file with no node_modules beside it (Dockerfile).
const dir = mkdtempSync(join(tmpdir(), 'oj-judge-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('bundles the worker into one file that loads alone (and checks its environment first)', () => {
  const out = join(dir, 'judge.mjs');
  execFileSync(process.execPath, [resolve(import.meta.dirname, '../scripts/bundle.mjs'), out]);
  expect(statSync(out).size).toBeLessThan(3 << 20);
  const run = spawnSync(process.execPath, [out], { cwd: dir, env: { PATH: process.env.PATH }, encoding: 'utf8' });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('Invalid judge environment: TABLE_NAME');
});
