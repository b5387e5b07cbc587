import { chmodSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { languageByName } from '@oj/shared';
import { compile } from '../compile/compile.ts';
import { checkerVerdict, type CheckerVerdict } from '../core/checker-verdict.ts';
import { CHECKER_LIMITS } from '../core/limits.ts';
import { readHead, readTail, writeNamedFiles } from '../files.ts';
import { isInstalled, RUN_ENV, runArgv } from '../languages.ts';
import type { RunLimits, RunResult } from '../ports.ts';
import type { JudgeContext } from './strategy.ts';

/**
 * The testlib.h files to put beside a checker's source, the last one winning: the judge's pinned copy, then
 * the problem's test data's (the problem's own checker files, added after these, win over both).
 */
export function testlibHeaders(deps: { testlibDir?: string }, dataDir?: string): string[] {
  return [deps.testlibDir, dataDir].flatMap((dir) => (dir ? [join(dir, 'testlib.h')] : [])).filter((path) => existsSync(path));
}

const SCORE_BYTES = 4096;
/** testlib's verdict comes last on stderr, after whatever the checker logged. */
const STDERR_TAIL_BYTES = 16 * 1024;
const MESSAGE_CHARS = 4096;

export interface Checker {
  lang: NonNullable<ReturnType<typeof languageByName>>;
  dir: string;
}

/** Compiles the problem's special judge or interactor (once: the compile cache knows its files). */
export async function prepareChecker(ctx: JudgeContext): Promise<Checker | { error: string }> {
  const { problem } = ctx.request;
  if (!problem.checker) return { error: `judge mode ${problem.judgeMode} needs a checker` };
  const lang = languageByName(problem.checker.language);
  if (!lang?.isSpj || !isInstalled(lang)) return { error: `checker language ${problem.checker.language} is not available` };
  const checkerFiles = writeNamedFiles(join(ctx.scratch, 'checker-files'), problem.checkerFiles);
  const compiled = await compile(lang, problem.checker.code, ctx.deps, [...testlibHeaders(ctx.deps, ctx.dataDir), ...checkerFiles]);
  if (!compiled.ok) return { error: `checker does not compile: ${compiled.message}` };
  return { lang, dir: compiled.dir };
}

/**
 * Runs a checker in a fresh box as `checker <args...>`, with copies of the files it reads (the originals
 * stay unreadable to sandboxed uids).
 */
export async function runChecker(
  ctx: JudgeContext,
  checker: Checker,
  args: readonly string[],
  files: readonly (readonly [name: string, path: string])[],
  io: { stdin?: string; stdout?: string; interactor?: boolean; limits?: RunLimits; seq: number },
): Promise<{ run: RunResult; verdict: CheckerVerdict }> {
  const box = ctx.deps.workspace.newBox(checker.dir);
  const stdout = io.stdout ?? join(ctx.scratch, `${io.seq}.checker.out`);
  const stderr = join(ctx.scratch, `${io.seq}.checker.err`);
  try {
    for (const [name, path] of files) {
      copyFileSync(path, join(box, name));
      chmodSync(join(box, name), 0o444);
    }
    const run = await ctx.deps.sandbox.run({
      dir: box,
      argv: [...runArgv(checker.lang, CHECKER_LIMITS.memoryKb >> 10), ...args],
      env: RUN_ENV,
      stdin: io.stdin,
      stdout,
      stdoutFirst: io.interactor,
      ignoreSigpipe: io.interactor,
      stderr,
      limits: io.limits ?? CHECKER_LIMITS,
    });
    const out = io.stdout ? '' : readHead(stdout, SCORE_BYTES);
    const verdict = checkerVerdict(run, out, readTail(stderr, STDERR_TAIL_BYTES));
    return { run, verdict: { ...verdict, message: verdict.message.slice(0, MESSAGE_CHARS) } };
  } finally {
    ctx.deps.workspace.remove(box);
  }
}
