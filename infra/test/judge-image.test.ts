import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JUDGE_IMAGE_CONTEXT } from '../lib/judge-stack.ts';
import { REPO_ROOT } from './synth.ts';

describe('judge image build context', () => {
  it('holds every path judge-fargate/Dockerfile copies from the context', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'judge-fargate/Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
    const sources = dockerfile
      .split('\n')
      .filter((line) => /^\s*(COPY|ADD)\s/i.test(line) && !/--from=/.test(line))
      .flatMap((line) => line.trim().split(/\s+/).slice(1, -1).filter((arg) => !arg.startsWith('--')));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const path = source.replace(/^\.\//, '').replace(/\/$/, '');
      expect(JUDGE_IMAGE_CONTEXT.some((entry) => path === entry || path.startsWith(`${entry}/`)), source).toBe(true);
    }
  });
});
