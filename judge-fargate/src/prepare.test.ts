import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { LanguageDef } from '@oj/shared';
import { buildPch } from './compile/precompiled-header.ts';

const run = promisify(execFile);
const BUILD = fileURLToPath(new URL('../sandbox/build.sh', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'oj-prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Judges started at once (the browser test files each start one) prepare into the same folders: each must end
 * with a whole runner and header, and none may fail because another moved its temporary file away.
 */
describe('preparing the judge while other judges prepare', () => {
  it('four runner builds at once all succeed and leave one working runner', async () => {
    const runner = join(dir, 'runner/oj-runner');
    const builds = await Promise.allSettled([1, 2, 3, 4].map(() => run('sh', [BUILD, runner])));
    expect(builds.map((b) => b.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(readdirSync(join(dir, 'runner'))).toEqual(['oj-runner']);
    // the runner without arguments prints its usage and fails: it is a whole executable
    await expect(run(runner)).rejects.toMatchObject({ code: expect.any(Number) });
  });

  it('three builds of the same precompiled header at once all succeed', async () => {
    // a stand-in compiler: names the header when asked (-H), and writes its output slowly, so the builds overlap
    const compiler = join(dir, 'slow-g++');
    writeFileSync(
      compiler,
      `#!/bin/sh\ncase "$*" in *-H*) cat >/dev/null; echo ". /usr/include/stdc++.h" >&2; exit 0;; esac\nfor a; do [ "$prev" = -o ] && out=$a; prev=$a; done\nsleep 0.3\necho pch > "$out"\n`,
    );
    chmodSync(compiler, 0o755);
    const lang = { name: 'slow C++', compile: [compiler, '-std=c++17', '-o', 'main', 'main.cpp'] } as unknown as LanguageDef;
    const pchDir = join(dir, 'pch');
    const builds = await Promise.allSettled([1, 2, 3].map(() => buildPch(lang, pchDir)));
    expect(builds.map((b) => b.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(readdirSync(join(pchDir, 'c++17/bits'))).toEqual(['stdc++.h.gch']);
  });
});
