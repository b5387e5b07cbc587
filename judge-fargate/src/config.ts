import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export interface JudgeConfig {
  runnerPath: string;
  /** Boxes, scratch files and the compile cache. */
  workRoot: string;
  /** Precompiled headers, readable by sandboxed compilers. */
  pchDir: string;
  uidBase: number;
  uidCount: number;
  lockDir: string;
  /** A pinned testlib.h for checkers and interactors whose problem ships none (the image fetches it). */
  testlibDir?: string;
}

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The judge's settings from its environment, defaulting to this package's own build and work folders. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): JudgeConfig {
  const workRoot = env.OJ_JUDGE_WORK_ROOT ?? join(packageRoot, '.work');
  return {
    runnerPath: env.OJ_JUDGE_RUNNER ?? join(packageRoot, 'sandbox/build/oj-runner'),
    workRoot,
    pchDir: env.OJ_JUDGE_PCH_DIR ?? join(workRoot, 'pch'),
    uidBase: Number(env.OJ_JUDGE_UID_BASE ?? 60000),
    uidCount: Number(env.OJ_JUDGE_UID_COUNT ?? 64),
    lockDir: env.OJ_JUDGE_LOCK_DIR ?? '/run/oj-judge-uids',
    testlibDir: env.OJ_JUDGE_TESTLIB_DIR || undefined,
  };
}
