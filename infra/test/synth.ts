import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { GROUPS } from '../../functions/src/groups/index.ts';
import type { GroupDef } from '../../functions/src/http/route.ts';
import { createApp } from '../lib/app.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The context of cdk.json (feature flags and defaults), so tests synthesize what `cdk synth` does. */
const cdkJsonContext = (): Record<string, unknown> => (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** Stacks whose Lambda code is bundled with esbuild; none by default (bundling is tested on its own). */
  bundle?: string[];
  /** Account and region, as the CDK CLI sets them; none (environment-agnostic stacks) by default. */
  env?: { account: string; region: string };
  /** The /api groups deployed; functions/src/groups/index.ts by default. */
  groups?: readonly GroupDef[];
}

/**
 * A stand-in SPA build, so the site deployment is always synthesized and checked, whether or not web/ has
 * been built on this machine.
 */
const fixtureWebDist = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>OJ</title>');
  return dir;
};

/** Synthesizes the whole app, cdk-nag included: synthesis throws if any finding is left unacknowledged. */
function synthesize({ context = {}, bundle = [], env, groups = GROUPS }: SynthOptions) {
  const judgeImage = existsSync(join(REPO_ROOT, 'judge-fargate/Dockerfile')) ? {} : { 'oj:judgeImage': 'example.invalid/judge:test' };
  const { app, config, stacks } = createApp({
    groups,
    repoRoot: REPO_ROOT,
    webDist: fixtureWebDist(),
    ...(env ? { env } : {}),
    outdir: mkdtempSync(join(tmpdir(), 'oj-cdk-')),
    context: { ...cdkJsonContext(), ...judgeImage, 'aws:cdk:bundling-stacks': bundle, ...context },
  });
  const assembly = app.synth();
  const template = (stack: { stackName: string }) => Template.fromJSON(assembly.getStackByName(stack.stackName).template as Record<string, unknown>);
  /** Every stack of the app, nested stacks included, with its synthesized template. */
  const allTemplates = () =>
    app.node
      .findAll()
      .filter((c): c is Stack => Stack.isStack(c))
      .map((stack) => ({
        stack,
        template: NestedStack.isNestedStack(stack)
          ? (JSON.parse(readFileSync(join(assembly.directory, stack.templateFile), 'utf8')) as Record<string, unknown>)
          : (assembly.getStackByName(stack.stackName).template as Record<string, unknown>),
      }));
  return { app, assembly, config, stacks, template, allTemplates };
}

let plain: ReturnType<typeof synthesize> | undefined;

/**
 * The app as `cdk synth` builds it with `options`; with none, the default app, synthesized once per test worker
 * (vitest.config.ts: files share a worker's modules) since the files that use it only read it.
 */
export function synth(options?: SynthOptions): ReturnType<typeof synthesize> {
  if (options) return synthesize(options);
  return (plain ??= synthesize({}));
}
