import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Conformance table for the real runner: one row per case, with the outcome the runner must report.
const root = mkdtempSync(join(tmpdir(), 'oj-conformance-'));
const runner = join(root, 'oj-runner');
execFileSync('sh', [join(import.meta.dirname, '../sandbox/build.sh'), runner]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OUTPUT_LIMIT = 10;
/** Runs `head -c bytes /dev/zero` in a fresh box under a 10-byte output limit and returns the runner's JSON. */
const writeBytes = (bytes: number) => {
  const box = join(root, `box-${bytes}`);
  mkdirSync(box);
  chmodSync(box, 0o777);
  const out = execFileSync(runner, [
    '--dir', box, '--uid-base', '61000', '--uid-count', '1', '--lock-dir', root, '--cpu-ms', '1000',
    '--output-bytes', String(OUTPUT_LIMIT), '--stdout', join(box, 'out'), '--', '/usr/bin/head', '-c', String(bytes), '/dev/zero',
  ]);
  return JSON.parse(out.toString()) as { outputLimitExceeded: boolean };
};

describe.skipIf(process.getuid?.() !== 0)('output limit (9a)', () => {
  it.each([
    { bytes: OUTPUT_LIMIT - 1, exceeded: false },
    { bytes: OUTPUT_LIMIT, exceeded: false },
    { bytes: OUTPUT_LIMIT + 1, exceeded: true },
    { bytes: 100 * OUTPUT_LIMIT, exceeded: true },
  ])('$bytes bytes under a 10-byte limit: exceeded=$exceeded', ({ bytes, exceeded }) => {
    expect(writeBytes(bytes).outputLimitExceeded).toBe(exceeded);
  });
});
