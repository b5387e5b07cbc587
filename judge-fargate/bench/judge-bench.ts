/**
 * npm run bench:judge — what the sandbox and the compile cache cost, as ratios against a baseline measured
 * in the same run (absolute numbers depend on the machine).
 */
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageByName, ProblemType } from '@oj/shared';
import { fileURLToPath } from 'node:url';
import { LocalTestData } from '../src/adapters/local-test-data.ts';
import { encodeRequest } from '../src/adapters/native-sandbox.ts';
import { loadConfig } from '../src/config.ts';
import { programLimits } from '../src/core/limits.ts';
import type { ProblemToJudge } from '../src/core/types.ts';
import { createJudgePorts } from '../src/judge.ts';
import { judgeSubmission } from '../src/judge-submission.ts';
import { RUN_ENV } from '../src/languages.ts';
import { prepareJudge } from '../src/prepare.ts';

const RUNS = 1000;
const ROUNDS = 5;
const cpp = languageByName('C++')!;
const config = loadConfig();
await prepareJudge(config, [cpp]);
const dataRoot = mkdtempSync(join(config.workRoot, 'bench-data-'));
const ports = createJudgePorts(config, new LocalTestData(dataRoot));
const ms = (t0: number, n = 1) => (performance.now() - t0) / n;
const fmt = (x: number) => x.toFixed(3).padStart(8);

// --- overhead: one static A+B binary, bare and in the runner, interleaved rounds ---
const dir = join(dataRoot, 'overhead');
mkdirSync(dir);
writeFileSync(join(dir, 'ab.c'), '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n');
writeFileSync(join(dir, 'in'), '1 2\n');
execFileSync('gcc', ['-O2', '-static', '-o', join(dir, 'ab'), join(dir, 'ab.c')]);
const box = ports.workspace.newBox(dir);
const limits = programLimits({ timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 }, true, 2);

const bare = async () => {
  const input = openSync(join(dir, 'in'), 'r');
  const output = openSync(join(dir, 'bare.out'), 'w');
  await new Promise((resolve, reject) =>
    spawn(join(box, 'ab'), [], { cwd: box, env: {}, stdio: [input, output, 'ignore'] })
      .on('exit', resolve)
      .on('error', reject),
  );
  closeSync(input);
  closeSync(output);
};
const sandboxed = () => ports.sandbox.run({ dir: box, argv: ['./ab'], env: RUN_ENV, stdin: join(dir, 'in'), stdout: join(dir, 'runner.out'), limits });
const freshBox = async () => {
  const fresh = ports.workspace.newBox(dir);
  await ports.sandbox.run({ dir: fresh, argv: ['./ab'], env: RUN_ENV, stdin: join(dir, 'in'), stdout: join(dir, 'runner.out'), limits });
  ports.workspace.remove(fresh);
};

const time = async (f: () => Promise<unknown>, n: number) => {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await f();
  return ms(t0, n);
};
for (const f of [bare, sandboxed, freshBox]) await time(f, 50); // warm up
const totals = { bare: 0, runner: 0, fresh: 0 };
for (let round = 0; round < ROUNDS; round++) {
  totals.bare += await time(bare, RUNS / ROUNDS);
  totals.runner += await time(sandboxed, RUNS / ROUNDS);
  totals.fresh += await time(freshBox, RUNS / ROUNDS);
}
const perRun = { bare: totals.bare / ROUNDS, runner: totals.runner / ROUNDS, fresh: totals.fresh / ROUNDS };

// the same comparison from C, without Node's spawn cost on either side
const loop = join(dir, 'spawn-loop');
execFileSync('gcc', ['-O2', '-o', loop, fileURLToPath(new URL('spawn-loop.c', import.meta.url))]);
const requestFile = join(dir, 'request');
writeFileSync(requestFile, encodeRequest({ dir: box, argv: ['./ab'], env: RUN_ENV, stdin: join(dir, 'in'), stdout: join(dir, 'native.out'), limits }));
const pool = process.getuid?.() === 0 ? ['--uid-base', config.uidBase, '--uid-count', config.uidCount, '--lock-dir', config.lockDir].map(String) : [];
const native = { bare: 0, runner: 0 };
for (let round = 0; round < ROUNDS; round++) {
  native.bare += Number(execFileSync(loop, ['bare', String(RUNS / ROUNDS), join(dir, 'in'), join(dir, 'bare.out'), join(box, 'ab')], { encoding: 'utf8' }));
  native.runner += Number(execFileSync(loop, ['served', String(RUNS / ROUNDS), requestFile, config.runnerPath, '--serve', ...pool], { encoding: 'utf8' }));
}
native.bare /= ROUNDS;
native.runner /= ROUNDS;

const row = (label: string, x: number, base: number) => console.log(`  ${label.padEnd(34)}${fmt(x)} ms/run  ${fmt(x - base)} ms over bare  ratio ${(x / base).toFixed(2)}`);
console.log(`overhead: one static A+B binary, ${RUNS} runs each, ${ROUNDS} interleaved rounds`);
console.log('  from C (posix_spawn vs. a serving runner):');
row('bare', native.bare, native.bare);
row('in the runner', native.runner, native.bare);
console.log("  from the judge's Node process:");
row('bare (child_process.spawn)', perRun.bare, perRun.bare);
row('in the runner (Sandbox.run)', perRun.runner, perRun.bare);
row('in the runner, fresh box per run', perRun.fresh, perRun.bare);

// --- compile: C++ A+B judged end to end, with and without the precompiled header, then a cached rejudge ---
const problemDir = join(dataRoot, 'ab');
mkdirSync(problemDir);
const cases = Array.from({ length: 10 }, (_, i) => {
  writeFileSync(join(problemDir, `${i}.in`), `${i} ${i * 7}\n`);
  writeFileSync(join(problemDir, `${i}.out`), `${i * 8}\n`);
  return { caseId: i, input: `${i}.in`, output: `${i}.out`, score: 10, groupNum: 1 };
});
const problem: ProblemToJudge = {
  id: 'ab',
  type: ProblemType.OI,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stackLimitMb: 128,
  ioScore: 100,
  difficulty: 0,
  removeTrailingBlanks: true,
  dataVersion: '1',
  cases,
};
const judgeOnce = async (code: string, pchDir = config.pchDir) => {
  const t0 = performance.now();
  const r = await judgeSubmission({ submissionId: 'bench', language: cpp.name, code, problem }, { ...ports, pchDir });
  if (r.score !== 100) throw new Error(`bench submission not accepted: ${JSON.stringify(r)}`);
  return ms(t0);
};
const REPEAT = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fresh = (i: number, tag: string) => `${cpp.template}// ${tag} ${i} ${Date.now()}\n`; // a new source: no cache hit
const withPch: number[] = [];
const withoutPch: number[] = [];
for (let i = 0; i < REPEAT; i++) {
  withPch.push(await judgeOnce(fresh(i, 'pch')));
  withoutPch.push(await judgeOnce(fresh(i, 'plain'), join(dataRoot, 'no-pch')));
}
const code = fresh(0, 'cached');
await judgeOnce(code);
const rejudges: number[] = [];
for (let i = 0; i < REPEAT * 3; i++) rejudges.push(await judgeOnce(code));
console.log(`compile and judge: C++ A+B, 10 cases, median of ${REPEAT}`);
console.log(`  without precompiled header  ${fmt(median(withoutPch))} ms`);
console.log(`  with precompiled header     ${fmt(median(withPch))} ms   ratio ${(median(withPch) / median(withoutPch)).toFixed(2)}`);
console.log(`  cached rejudge (10 cases)   ${fmt(median(rejudges))} ms   ratio ${(median(rejudges) / median(withPch)).toFixed(3)}`);

await ports.sandbox.close();
ports.workspace.remove(box);
rmSync(dataRoot, { recursive: true, force: true });
