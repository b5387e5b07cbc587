/**
 * The judge image's toolchain list (judge-fargate/toolchains.txt): each line a command that prints a version and
 * the text its output must contain, two or more spaces apart. The image build checks the versions
 * (src/check-toolchains-main.ts); the worker's start-up self-check finds the commands.
 */
import { spawnSync } from 'node:child_process';

export interface Toolchain {
  argv: string[];
  version: string;
}

export const TOOLCHAINS_FILE = new URL('../toolchains.txt', import.meta.url);

export function parseToolchains(text: string): Toolchain[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [command, version, ...rest] = line.split(/\s{2,}/);
      if (!command || !version || rest.length > 0) throw new Error(`Toolchain line ${JSON.stringify(line)} is not "COMMAND ARGS  VERSION" (two spaces before the version)`);
      return { argv: command.split(' '), version };
    });
}

/** What `argv` prints on stdout and stderr (java prints its version on stderr). */
const versionOutput = (argv: string[]): string => {
  const run = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', timeout: 30_000 });
  return run.error ? `not runnable: ${run.error.message}` : `${run.stdout}${run.stderr}`;
};

/** The toolchains whose version output lacks the listed version, each with what it printed. */
export function toolchainMismatches(toolchains: readonly Toolchain[], output = versionOutput): { toolchain: Toolchain; printed: string }[] {
  return toolchains.flatMap((toolchain) => {
    const printed = output(toolchain.argv);
    return printed.includes(toolchain.version) ? [] : [{ toolchain, printed: printed.trim() }];
  });
}
