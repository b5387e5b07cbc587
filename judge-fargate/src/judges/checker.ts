import { chmodSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { languageByName } from '@oj/shared';
import { compile } from '../compile/compile.ts';
import { checkerVerdict, type CheckerVerdict } from '../core/checker-verdict.ts';
import { writeNamedFiles } from '../files.ts';
import { CHECKER_LIMITS } from '../core/limits.ts';
import { readHead } from '../files.ts';
import { isInstalled, RUN_ENV, runArgv } from '../languages.ts';
import type { RunLimits, RunResult } from '../ports.ts';
import type { JudgeContext } from './strategy.ts';

/** testlib.h, when the problem's test data ships it, is put beside the checker source. */
const SUPPORT_FILES = ['testlib.h'];
const MESSAGE_BYTES = 4096;

export interface Checker {
  lang: NonNullable<ReturnType<typeof languageByName>>;
  dir: string;
}

/** Compiles the problem's special judge or interactor, once per test data version (the cache key says so). */
export const prepareChecker = async (ctx: JudgeContext): Promise<Checker | { error: string }> => {
  const { problem } = ctx.request;
  if (!problem.checker) return { error: `judge mode ${problem.judgeMode} needs a checker` };
  const lang = languageByName(problem.checker.language);
  if (!lang?.isSpj || !isInstalled(lang)) return { error: `checker language ${problem.checker.language} is not available` };
  const checkerFiles = writeNamedFiles(join(ctx.scratch, 'checker-files'), problem.checkerFiles);
  const compiled = await compile(lang, problem.checker.code, ctx.deps, {
    cacheKey: `${problem.id}@${problem.dataVersion}${checkerFiles.digest}`,
    extraFiles: [...SUPPORT_FILES.map((f) => join(ctx.dataDir, f)).filter((f) => existsSync(f)), ...checkerFiles.paths],
  });
  if (!compiled.ok) return { error: `checker does not compile: ${compiled.message}` };
  return { lang, dir: compiled.dir };
};

/**
 * Runs a checker in a fresh box as `checker <args...>`, with copies of the files it reads (the originals
 * stay unreadable to sandboxed uids).
 */
export const runChecker = async (
  ctx: JudgeContext,
  checker: Checker,
  args: readonly string[],
  files: readonly (readonly [name: string, path: string])[],
  io: { stdin?: string; stdout?: string; stdoutFirst?: boolean; limits?: RunLimits; seq: number },
): Promise<{ run: RunResult; verdict: CheckerVerdict }> => {
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
      stdoutFirst: io.stdoutFirst,
      stderr,
      limits: io.limits ?? CHECKER_LIMITS,
    });
    const out = io.stdout ? '' : readHead(stdout, MESSAGE_BYTES);
    return { run, verdict: checkerVerdict(run, out, readHead(stderr, MESSAGE_BYTES)) };
  } finally {
    ctx.deps.workspace.remove(box);
  }
};
