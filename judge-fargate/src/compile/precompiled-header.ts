import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { LanguageDef } from '@oj/shared';

const run = promisify(execFile);
const HEADER = 'bits/stdc++.h';

/**
 * A precompiled bits/stdc++.h for each C++ standard and optimisation level offered. GCC takes a `.gch`
 * found beside the header in an include directory when it was built with the same options, so each variant
 * lives in its own directory that the compile command puts first on the include path.
 */
export function pchVariant(lang: LanguageDef): string | undefined {
  const std = lang.compile?.find((a) => a.startsWith('-std=c++'))?.slice('-std='.length);
  if (!std) return undefined;
  return lang.compile?.includes('-O2') ? `${std}-O2` : std;
}

const gchPath = (pchDir: string, variant: string): string => join(pchDir, variant, `${HEADER}.gch`);

/** The include arguments that make a C++ compile use its precompiled header, when it has been built. */
export function pchArgs(lang: LanguageDef, pchDir: string): string[] {
  const variant = pchVariant(lang);
  return variant && existsSync(gchPath(pchDir, variant)) ? ['-I', join(pchDir, variant)] : [];
}

/** The compile argv with the precompiled header's include directory inserted after the compiler. */
export function withPch(lang: LanguageDef, argv: readonly string[], pchDir: string): string[] {
  return [argv[0]!, ...pchArgs(lang, pchDir), ...argv.slice(1)];
}

/** Builds the language's precompiled header (a trusted header, so outside the sandbox) unless it exists. */
export async function buildPch(lang: LanguageDef, pchDir: string): Promise<void> {
  const variant = pchVariant(lang);
  if (!variant || !lang.compile || existsSync(gchPath(pchDir, variant))) return;
  // the same options as the compile command, minus its input, output and link arguments
  const [compiler, ...args] = lang.compile;
  const flags = args.filter((a, i) => a.startsWith('-') && a !== '-o' && args[i - 1] !== '-o' && !a.startsWith('-l'));
  const header = await locateHeader(compiler!, flags);
  const out = gchPath(pchDir, variant);
  mkdirSync(dirname(out), { recursive: true, mode: 0o755 });
  // a temporary name of this build's own: judges preparing at once each rename a whole header into place
  const tmp = `${out}.${randomUUID()}.tmp`;
  await run(compiler!, [...flags, '-x', 'c++-header', header, '-o', tmp]);
  renameSync(tmp, out);
}

/** Where the compiler finds bits/stdc++.h (the first header `-H` reports). */
const locateHeader = async (compiler: string, flags: string[]): Promise<string> => {
  const child = execFile(compiler, [...flags, '-H', '-fsyntax-only', '-x', 'c++', '-']);
  let stderr = '';
  child.stderr?.on('data', (d: string) => (stderr += d));
  child.stdin?.end(`#include <${HEADER}>\n`);
  // 'close', not 'exit': the process can end before its last stderr bytes are read
  await new Promise((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve(code) : reject(new Error(stderr)))));
  const first = stderr.split('\n').find((l) => l.startsWith('. '));
  if (!first) throw new Error(`cannot locate ${HEADER}: ${stderr}`);
  return first.slice(2).trim();
};
