import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseToolchains } from '../../judge-fargate/src/toolchains.ts';
import { JUDGE_IMAGE_CONTEXT } from '../lib/judge-stack.ts';
import { REPO_ROOT } from './synth.ts';

describe('judge image build context', () => {
  it('holds every path judge-fargate/Dockerfile copies from the context', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'judge-fargate/Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
    const sources = dockerfile
      .split('\n')
      .filter((line) => /^\s*(COPY|ADD)\s/i.test(line) && !/--from=/.test(line))
      .flatMap((line) =>
        line
          .trim()
          .split(/\s+/)
          .slice(1, -1)
          .filter((arg) => !arg.startsWith('--')),
      );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const path = source.replace(/^\.\//, '').replace(/\/$/, '');
      expect(
        JUDGE_IMAGE_CONTEXT.some((entry) => path === entry || path.startsWith(`${entry}/`)),
        source,
      ).toBe(true);
    }
  });
});

describe('judge image pins', () => {
  const dockerfile = readFileSync(join(REPO_ROOT, 'judge-fargate/Dockerfile'), 'utf8');
  const toolchains = parseToolchains(readFileSync(join(REPO_ROOT, 'judge-fargate/toolchains.txt'), 'utf8'));
  const arg = (name: string) => new RegExp(`^ARG ${name}=(\\S+)$`, 'm').exec(dockerfile)?.[1];
  const listed = (command: string) => toolchains.find((t) => t.argv[0] === command)?.version;

  it('takes its base image by digest, and refuses to build from one without', () => {
    expect(arg('NODE_IMAGE')).toMatch(/^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\}$/m);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(1);
    expect(dockerfile).toContain(`grep -Eq '@sha256:[0-9a-f]{64}$'`);
    // the base's Node is the one the list checks
    expect(listed('node')).toMatch(/^v24\./);
  });

  it('installs current Go and Rust from upstream, checked by SHA-256 on both architectures, at the versions listed', () => {
    const aptInstall = /apt-get install[\s\S]*?rm -rf \/var\/lib\/apt\/lists/.exec(dockerfile)![0];
    expect(aptInstall).not.toMatch(/golang|rustc|cargo/);
    expect(listed('go')).toBe(`go${arg('GO_VERSION')}`);
    expect(listed('rustc')).toBe(`rustc ${arg('RUST_VERSION')}`);
    for (const sha of ['GO_SHA256_AMD64', 'GO_SHA256_ARM64', 'RUSTUP_SHA256_AMD64', 'RUSTUP_SHA256_ARM64']) expect(arg(sha), sha).toMatch(/^[0-9a-f]{64}$/);
    const [goMajor, goMinor] = arg('GO_VERSION')!.split('.').map(Number);
    const [rustMajor, rustMinor] = arg('RUST_VERSION')!.split('.').map(Number);
    expect(goMajor === 1 && goMinor! >= 25).toBe(true);
    expect(rustMajor === 1 && rustMinor! >= 90).toBe(true);
  });

  it('checks every listed toolchain version while building, and gives the worker the list for its start-up check', () => {
    expect(dockerfile).toContain('tsx judge-fargate/src/check-toolchains-main.ts');
    const listPath = /OJ_JUDGE_TOOLCHAINS=(\S+)/.exec(dockerfile)?.[1];
    expect(listPath).toBe('/opt/oj-judge/toolchains.txt');
    expect(dockerfile).toContain('cp judge-fargate/toolchains.txt "$OJ_JUDGE_TOOLCHAINS"');
  });
});
