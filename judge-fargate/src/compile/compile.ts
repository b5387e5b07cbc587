import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { LanguageDef } from '@oj/shared';
import { COMPILE_LIMITS } from '../core/limits.ts';
import { COMPILE_TMP, compileEnv } from '../languages.ts';
import { readHead } from '../files.ts';
import type { Sandbox } from '../ports.ts';
import type { Workspace } from '../workspace.ts';
import { ArtifactCache } from './artifact-cache.ts';
import { withPch } from './precompiled-header.ts';

export interface CompileDeps {
  sandbox: Sandbox;
  workspace: Workspace;
  artifacts: ArtifactCache;
  pchDir: string;
  /** Where a pinned testlib.h is, for checkers whose problem ships none. */
  testlibDir?: string;
}

export type CompileOutcome = { ok: true; dir: string; cached: boolean } | { ok: false; message: string };

/** Compiler messages shown to users are cut here. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const truncate = (text: string): string => (Buffer.byteLength(text) <= MAX_MESSAGE_BYTES ? text : `${Buffer.from(text).subarray(0, MAX_MESSAGE_BYTES).toString()}\n... (truncated)`);

const fileDigest = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/**
 * Compiles a source inside the sandbox with the compile limits and returns the directory of the ready
 * program (source included, for interpreted languages). `extraFiles` are put beside the source, a later one
 * replacing an earlier one of the same name. Compiled programs are cached by language, commands, source and
 * the extra files' names and contents, so a rejudge skips compilation.
 */
export async function compile(lang: LanguageDef, source: string, deps: CompileDeps, extraFiles: readonly string[] = []): Promise<CompileOutcome> {
  const extras = extraFiles.map((file) => [basename(file), fileDigest(file)]);
  const key = ArtifactCache.key(lang.name, lang.compile, lang.run, source, extras);
  const cached = deps.artifacts.get(key);
  if (cached) return { ok: true, dir: cached, cached: true };

  const box = deps.workspace.newBox();
  const scratch = deps.workspace.newScratch();
  try {
    writeFileSync(join(box, lang.sourceFile), source);
    for (const file of extraFiles) copyFileSync(file, join(box, basename(file)));
    if (lang.compile) {
      // the box is the compile uid's alone (0700), so its temporary directory can be open to that uid
      chmodSync(mkdirSync(join(box, COMPILE_TMP), { recursive: true })!, 0o777);
      const stdout = join(scratch, 'compile.out');
      const stderr = join(scratch, 'compile.err');
      const run = await deps.sandbox.run({
        dir: box,
        argv: withPch(lang, lang.compile, deps.pchDir),
        env: compileEnv(box),
        stdout,
        stderr,
        limits: COMPILE_LIMITS,
      });
      // one byte past the cut, so `truncate` sees that there was more
      const output = `${readHead(stderr, MAX_MESSAGE_BYTES + 1)}${readHead(stdout, MAX_MESSAGE_BYTES + 1)}`.trim();
      if (run.killedBy) return { ok: false, message: `Compilation exceeded its ${run.killedBy} limit\n${truncate(output)}` };
      if (run.exitCode !== 0) return { ok: false, message: truncate(output || `compiler exit ${run.exitCode ?? run.signal}`) };
      rmSync(join(box, COMPILE_TMP), { recursive: true, force: true });
    }
    return { ok: true, dir: deps.artifacts.put(key, box), cached: false };
  } finally {
    deps.workspace.remove(box);
    deps.workspace.remove(scratch);
  }
}
