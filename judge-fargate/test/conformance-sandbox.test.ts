import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JudgeStatus as S } from '@oj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NativeSandbox } from '../src/adapters/native-sandbox.ts';
import { COMPILE_LIMITS, programLimits } from '../src/core/limits.ts';
import { RUN_ENV } from '../src/languages.ts';
import type { RunLimits } from '../src/ports.ts';
import { createJudgeFixture } from './judge-fixture.ts';

// The conformance table of the real runner: each row is a case another judge's tests or an attacker found,
// with the outcome the runner must report. Rows that depend on Landlock run twice, as on a kernel with it
// and as on one without (AWS Fargate's), and state what holds in each.
const f = createJudgeFixture();
const isRoot = process.getuid?.() === 0;
const repo = resolve(import.meta.dirname, '../..');
const programs = mkdtempSync(join(f.config.workRoot, 'conformance-'));
let worldReadable = '';
const limits = (overrides: Partial<RunLimits> = {}): RunLimits => ({ ...COMPILE_LIMITS, cpuMs: 2000, wallMs: 6000, ...overrides });

/** A second pool of one uid (so consecutive runs share it) whose runner behaves as without Landlock. */
const oneUid = (landlock: boolean, base: number) => new NativeSandbox({ ...f.config, uidBase: base, uidCount: 1, lockDir: join(programs, `locks-${base}`), readable: [], landlock });
const sandboxes = { landlock: oneUid(true, 61210), 'no landlock': oneUid(false, 61220) };
const MODES = Object.keys(sandboxes) as (keyof typeof sandboxes)[];

/** Compiles a C program once into its own folder, to be hard-linked into boxes. */
const cProgram = (name: string, source: string): string => {
  const dir = join(programs, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'main.c'), source);
  execFileSync('gcc', ['-O2', '-o', join(dir, 'main'), join(dir, 'main.c')]);
  rmSync(join(dir, 'main.c'));
  return dir;
};

/** Runs argv in a fresh box (with `from`'s files) and returns the result and what it printed. */
const run = async (sandbox: NativeSandbox, argv: string[], opts: { from?: string; limits?: RunLimits } = {}) => {
  const box = f.ports.workspace.newBox(opts.from);
  const out = join(f.ports.workspace.newScratch(), 'out');
  try {
    const result = await sandbox.run({ dir: box, argv, env: RUN_ENV, stdout: out, limits: opts.limits ?? limits() });
    return { result, stdout: readFileSync(out, 'utf8'), box };
  } finally {
    f.ports.workspace.remove(box);
  }
};

afterAll(async () => {
  await Promise.all(Object.values(sandboxes).map((s) => s.close()));
  await f.close();
  rmSync(programs, { recursive: true, force: true });
  rmSync(worldReadable, { recursive: true, force: true });
});

describe.runIf(isRoot)('output limit (9a)', () => {
  it.each([
    { bytes: 9, exceeded: false },
    { bytes: 10, exceeded: false },
    { bytes: 11, exceeded: true },
    { bytes: 1000, exceeded: true },
  ])('$bytes bytes under a 10-byte limit: exceeded=$exceeded', async ({ bytes, exceeded }) => {
    const { result } = await run(f.ports.sandbox as NativeSandbox, ['/usr/bin/head', '-c', String(bytes), '/dev/zero'], {
      limits: limits({ outputBytes: 10 }),
    });
    expect(result.outputLimitExceeded).toBe(exceeded);
  });
});

describe.runIf(isRoot)('read isolation (1)', () => {
  // a secret of the judge's own kind in each of its private folders, and one in a world-readable place
  const secret = 'conformance-secret';
  const places = ["the judge's test data", "the judge's scratch files", 'the compile cache', "another run's box"] as const;
  let judgeFiles: Record<(typeof places)[number], string>;
  beforeAll(() => {
    const scratch = f.ports.workspace.newScratch();
    const testData = join(f.dataRoot, 'secret-problem');
    mkdirSync(testData);
    const cached = join(f.ports.workspace.cache, 'conformance-artifact');
    mkdirSync(cached, { recursive: true });
    judgeFiles = {
      "the judge's test data": join(testData, '1.out'),
      "the judge's scratch files": join(scratch, 'user.out'),
      'the compile cache': join(cached, 'main'),
      "another run's box": join(f.ports.workspace.newBox(), 'secret'),
    };
    for (const path of Object.values(judgeFiles)) writeFileSync(path, secret, { mode: 0o644 });
    // beside the judge's folders, in the work root every uid may pass through
    worldReadable = mkdtempSync(join(f.config.workRoot, 'world-readable-'));
    chmodSync(worldReadable, 0o755);
    writeFileSync(join(worldReadable, 'file'), secret, { mode: 0o644 });
  });

  describe.each(MODES)('%s', (mode) => {
    it.each(places)('%s: nothing read', async (name) => {
      const { stdout } = await run(sandboxes[mode], ['/bin/cat', judgeFiles[name]]);
      expect(stdout).toBe('');
    });

    it("the judge's environment (/proc/<judge pid>/environ): nothing read", async () => {
      const { stdout } = await run(sandboxes[mode], ['/bin/cat', `/proc/${process.pid}/environ`]);
      expect(stdout).toBe('');
    });

    it.runIf(existsSync(join(repo, '.data')))("the local stack's .data (database, mail, buckets): nothing listed or read", async () => {
      const { stdout } = await run(sandboxes[mode], ['/bin/sh', '-c', `ls -R ${repo}/.data; find ${repo}/.data -type f -exec cat {} +`]);
      expect(stdout).toBe('');
    });

    it(`a world-readable file outside the toolchain: ${mode === 'landlock' ? 'nothing read' : 'readable (file modes are the only layer)'}`, async () => {
      const { stdout } = await run(sandboxes[mode], ['/bin/cat', join(worldReadable, 'file')]);
      expect(stdout).toBe(mode === 'landlock' ? '' : secret);
    });

    it('the toolchain stays readable', async () => {
      const { stdout } = await run(sandboxes[mode], ['/bin/sh', '-c', 'head -c 4 /usr/bin/gcc | tail -c 3']);
      expect(stdout).toBe('ELF');
    });
  });

  it("the stack's and the judge's folders are 0700", () => {
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(f.dataRoot)).toBe(0o700);
    expect(mode(f.ports.workspace.scratch)).toBe(0o700);
    expect(mode(f.ports.workspace.cache)).toBe(0o700);
    if (existsSync(join(repo, '.data'))) expect(mode(join(repo, '.data'))).toBe(0o700);
  });
});

describe.runIf(isRoot)('memory that no resident-set limit counts (2)', () => {
  let probe: string;
  beforeAll(() => {
    probe = cProgram(
      'ipc',
      `#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <unistd.h>
int main(int argc, char **argv) {
  if (!strcmp(argv[1], "memfd")) {
    int fd = memfd_create("hold", 0);
    if (fd < 0) { printf("refused %d\\n", errno); return 0; }
    static char mb[1 << 20];
    for (int i = 0; i < 600; i++) if (write(fd, mb, sizeof mb) != sizeof mb) break;
    printf("held\\n");
  } else if (!strcmp(argv[1], "shmget")) {
    int id = shmget(IPC_PRIVATE, 400 << 20, IPC_CREAT | 0600);
    if (id < 0) { printf("refused %d\\n", errno); return 0; }
    char *p = shmat(id, 0, 0);
    memset(p, 1, 400 << 20);
    printf("held\\n");
  }
  return 0;
}
`,
    );
  });

  describe.each(MODES)('%s', (mode) => {
    it.each(['memfd', 'shmget'])('%s is refused', async (call) => {
      const { stdout } = await run(sandboxes[mode], ['./main', call], { from: probe });
      expect(stdout).toBe(`refused ${1 /* EPERM */}\n`);
    });

    it("/dev/shm: a later run of the same uid finds nothing of an earlier one's", async () => {
      const name = `/dev/shm/oj-conformance-${mode.replace(' ', '-')}`;
      const first = await run(sandboxes[mode], ['/bin/sh', '-c', `echo secret > ${name} && echo written`]);
      const second = await run(sandboxes[mode], ['/bin/sh', '-c', `cat ${name}; ls /dev/shm`]);
      expect(second.result.isolation.uid).toBe(first.result.isolation.uid);
      expect(first.stdout).toBe(mode === 'landlock' ? '' : 'written\n');
      expect(second.stdout).not.toContain('secret');
      expect(existsSync(name)).toBe(false);
    });
  });
});

describe.runIf(isRoot)('disk budget (3)', () => {
  const budget = limits({ diskKb: 4096, diskFiles: 50 });
  it.each([
    ['many small files', 'for i in $(seq 1 200); do : > f$i; done', 'disk'],
    ['one large file', 'head -c 8000000 /dev/zero > big', 'disk'],
    ['a deep tree of folders', 'for i in $(seq 1 40); do mkdir d && cd d; done', 'disk'],
    ['within the budget', 'head -c 1000000 /dev/zero > ok; for i in $(seq 1 10); do : > f$i; done', null],
  ] as const)('%s: killedBy %s', async (_, script, killedBy) => {
    const { result } = await run(sandboxes.landlock, ['/bin/sh', '-c', script], { limits: budget });
    expect(result.killedBy).toBe(killedBy);
  });

  it('the judge gives a Runtime Error and removes the box', async () => {
    const before = readdirSync(f.ports.workspace.boxes).length;
    const p = f.problem([['1 2\n', '3\n']], { timeLimitMs: 2000 });
    const r = await f.judge('C', '#include <stdio.h>\nint main(){static char m[1<<20];FILE*o=fopen("big","w");for(;;)fwrite(m,1,sizeof m,o);}\n', p);
    expect(r.judgeCaseList[0]).toMatchObject({ status: S.RUNTIME_ERROR });
    expect(readdirSync(f.ports.workspace.boxes)).toHaveLength(before);
  });
});

describe.runIf(isRoot)("children's CPU (6)", () => {
  it('four spinning children are stopped close to a 1 s limit (not at the wall clock)', async () => {
    const spin = cProgram('spin', '#include <unistd.h>\n#include <sys/wait.h>\nint main(){for(int i=0;i<4;i++)if(!fork())for(;;);while(wait(0)>0);}\n');
    const { result } = await run(sandboxes.landlock, ['./main'], { from: spin, limits: limits({ cpuMs: 1000, wallMs: 30_000 }) });
    expect(result.killedBy).toBe('cpu');
    expect(result.cpuUs).toBeLessThan(1_500_000);
  });
});

describe('threads and the stack limit (8)', () => {
  const problem = f.problem([['', 'ok\n']], { memoryLimitMb: 256, stackLimitMb: 128 });
  const threads = (n: number) => `#include <cstdio>
#include <thread>
#include <vector>
int main() {
  std::vector<std::thread> t;
  for (int i = 0; i < ${n}; i++) t.emplace_back([] { volatile char a[1 << 20]; a[0] = 1; });
  for (auto &x : t) x.join();
  std::puts("ok");
}
`;
  const recursion = (mb: number) => `#include <cstdio>
int down(int n) { volatile char frame[1024]; frame[0] = n; return n ? down(n - 1) + frame[0] % 2 : 0; }
int main() { down(${mb} * 1024); std::puts("ok"); }
`;
  it.each([2, 4, 8])('%i threads under 256 MB and a 128 MB stack are Accepted', async (n) => {
    expect((await f.judge('C++', threads(n), problem)).status).toBe(S.ACCEPTED);
  });
  it('100 MB of recursion fits a 128 MB stack', async () => {
    expect((await f.judge('C++', recursion(100), problem)).status).toBe(S.ACCEPTED);
  });
  it('200 MB of recursion overflows it', async () => {
    expect((await f.judge('C++', recursion(200), problem)).status).toBe(S.RUNTIME_ERROR);
  });
  it('the run gets the problem stack limit, not its memory limit', () => {
    expect(programLimits({ timeLimitMs: 1000, memoryLimitMb: 512, stackLimitMb: 64 }, true, 0).stackKb).toBe(64 * 1024);
  });
});
