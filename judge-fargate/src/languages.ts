import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import type { LanguageDef } from '@oj/shared';

/** The only PATH sandboxed commands get: the system's own directories. */
export const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';

/** Where the compiler may write its temporary files and caches (removed before the program is cached). */
export const COMPILE_TMP = '.tmp';

/** Whether `command` is an executable in one of the sandbox's PATH directories. */
export function onPath(command: string): boolean {
  return SANDBOX_PATH.split(':').some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const installed = new Map<string, boolean>();

/** Whether this machine has the language's compiler and runtime (Python 2 is not in Debian 12, for example). */
export function isInstalled(lang: LanguageDef): boolean {
  let known = installed.get(lang.name);
  if (known === undefined) {
    const commands = [lang.compile?.[0], lang.run[0]].filter((c): c is string => !!c && !c.startsWith('./'));
    known = commands.every(onPath);
    installed.set(lang.name, known);
  }
  return known;
}

export function runArgv(lang: LanguageDef, memoryLimitMb: number): string[] {
  return lang.run.map((arg) => arg.replaceAll('{memoryMb}', String(memoryLimitMb)));
}

/** A program's whole environment: nothing of the judge's (no AWS credentials, no metadata addresses). */
export const RUN_ENV: Readonly<Record<string, string>> = { PATH: SANDBOX_PATH };

/** Compilers also get a writable home and temporary directory inside their box. */
export function compileEnv(box: string): Record<string, string> {
  const tmp = join(box, COMPILE_TMP);
  return { PATH: SANDBOX_PATH, LANG: 'C.UTF-8', HOME: tmp, TMPDIR: tmp, GOCACHE: join(tmp, 'go-cache'), GO111MODULE: 'off' };
}
