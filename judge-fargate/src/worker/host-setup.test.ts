import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedTmpfs, makePrivateDirs } from './host-setup.ts';

const root = mkdtempSync(join(tmpdir(), 'oj-host-setup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o7777;

describe('host setup of the judge', () => {
  it('makes its folders private, narrowing ones that exist already', () => {
    const existing = join(root, 'data');
    mkdirSync(existing, { mode: 0o755 });
    chmodSync(existing, 0o755);
    makePrivateDirs([existing, join(root, 'new/nested')]);
    expect([mode(existing), mode(join(root, 'new/nested'))]).toEqual([0o700, 0o700]);
  });

  it('closes shared world-writable folders to other uids, skipping the ones not mounted', () => {
    const shm = join(root, 'shm');
    mkdirSync(shm);
    chmodSync(shm, 0o1777);
    expect(closeSharedTmpfs([shm, join(root, 'mqueue')])).toEqual([shm]);
    expect(mode(shm)).toBe(0o711);
  });
});
