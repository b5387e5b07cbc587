import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { synth } from './synth.ts';

/** Lambda asset folders of a synthesized stack, by the function's logical id. */
const lambdaAssets = (s: ReturnType<typeof synth>, stackName: string) => {
  const artifact = s.assembly.getStackByName(stackName);
  const functions = Object.entries(artifact.template.Resources as Record<string, { Type: string; Properties: any }>).filter(
    ([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.Code.S3Key,
  );
  return functions.map(([id, r]) => ({ id, dir: join(s.assembly.directory, `asset.${String(r.Properties.Code.S3Key).replace(/\.zip$/, '')}`) }));
};

describe('Lambda bundles (local esbuild)', () => {
  let s: ReturnType<typeof synth>;
  beforeAll(() => {
    s = synth({ bundle: ['**'] });
  });

  it('build every group and the capacity function into self-contained ESM that loads outside the repository', () => {
    const assets = [...lambdaAssets(s, s.stacks.api.stackName), ...lambdaAssets(s, s.stacks.judge.stackName)];
    expect(assets.length).toBe(GROUPS.length + 1);
    for (const { id, dir } of assets) {
      // A copy outside the repository, so nothing resolves from the workspace's node_modules.
      const copy = mkdtempSync(join(tmpdir(), 'oj-bundle-'));
      cpSync(dir, copy, { recursive: true });
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', "const m = await import('./index.mjs'); console.log(typeof m.handler);"], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect(out.trim(), id).toBe('function');
    }
  });
});
