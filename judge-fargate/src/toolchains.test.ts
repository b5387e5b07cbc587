import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseToolchains, TOOLCHAINS_FILE, toolchainMismatches } from './toolchains.ts';

describe('the toolchain list', () => {
  it('reads each line as a command and the version its output must contain', () => {
    expect(parseToolchains('# comment\n\njavac -version          javac 17.0.\ngo version  go1.26.7\n')).toEqual([
      { argv: ['javac', '-version'], version: 'javac 17.0.' },
      { argv: ['go', 'version'], version: 'go1.26.7' },
    ]);
    expect(() => parseToolchains('gcc --version 12.2.0')).toThrow(/two spaces before the version/);
  });

  it('names each toolchain whose output lacks its version, with what it printed (stdout and stderr)', () => {
    const printed: Record<string, string> = { gcc: 'gcc (Debian 12.2.0-14+deb12u1) 12.2.0\n', go: 'go version go1.19.8 linux/amd64\n' };
    const toolchains = parseToolchains('gcc --version  12.2.0\ngo version  go1.26.7\n');
    expect(toolchainMismatches(toolchains, (argv) => printed[argv[0]!]!)).toEqual([{ toolchain: toolchains[1], printed: 'go version go1.19.8 linux/amd64' }]);
    // the real runner of the check: java-style stderr counts, a missing command is a mismatch
    expect(toolchainMismatches([{ argv: ['sh', '-c', 'echo \'openjdk version "17.0.16"\' >&2'], version: 'version "17.0.' }])).toEqual([]);
    expect(toolchainMismatches([{ argv: ['sh', '-c', 'echo \'openjdk version "21.0.1"\' >&2'], version: 'version "17.0.' }])).toHaveLength(1);
    expect(toolchainMismatches([{ argv: ['oj-no-such-compiler'], version: '1' }])[0]!.printed).toMatch(/^not runnable/);
  });

  it('lists every compiler and runtime the judge image offers, with current Go and Rust', () => {
    const commands = parseToolchains(readFileSync(TOOLCHAINS_FILE, 'utf8')).map((t) => t.argv[0]);
    expect(commands).toEqual(['gcc', 'g++', 'javac', 'java', 'python3', 'pypy3', 'node', 'go', 'rustc']);
  });
});
