/**
 * Builds what the judge needs on its machine: the sandbox runner (with the machine's gcc) and the
 * precompiled bits/stdc++.h of the C++ languages (`src/prepare-main.ts` from the command line; tests build
 * the ones they use). A compile without its variant's header works, about a second slower.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type LanguageDef } from '@oj/shared';
import { buildPch, pchVariant } from './compile/precompiled-header.ts';
import type { JudgeConfig } from './config.ts';
import { isInstalled } from './languages.ts';

export function buildRunner(config: JudgeConfig): void {
  execFileSync('sh', [fileURLToPath(new URL('../sandbox/build.sh', import.meta.url)), config.runnerPath], { stdio: 'inherit' });
}

export async function prepareJudge(config: JudgeConfig, languages: readonly LanguageDef[] = LANGUAGES): Promise<void> {
  buildRunner(config);
  // one build per variant; the two cores of a small machine build two at a time
  const withPch = languages.filter((l) => pchVariant(l) && isInstalled(l));
  for (let i = 0; i < withPch.length; i += 2) {
    await Promise.all(withPch.slice(i, i + 2).map((l) => buildPch(l, config.pchDir)));
  }
}
