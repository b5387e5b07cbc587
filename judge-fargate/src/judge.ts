import { ArtifactCache } from './compile/artifact-cache.ts';
import type { JudgeConfig } from './config.ts';
import { NativeSandbox } from './adapters/native-sandbox.ts';
import type { JudgePorts } from './judge-submission.ts';
import type { TestData } from './ports.ts';
import { Workspace } from './workspace.ts';

/** Wires the native sandbox, the workspace and the compile cache for `judgeSubmission`. */
export function createJudgePorts(config: JudgeConfig, testData: TestData): JudgePorts {
  const workspace = new Workspace(config.workRoot);
  return {
    // compilers read the precompiled headers; Node reads the package.json above every box
    sandbox: new NativeSandbox({ ...config, readable: [config.pchDir, workspace.boxesPackageJson] }),
    workspace,
    artifacts: new ArtifactCache(workspace.cache),
    pchDir: config.pchDir,
    testlibDir: config.testlibDir,
    testData,
  };
}
