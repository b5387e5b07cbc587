import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';

/**
 * A Lambda function's code: `entry` bundled by infra/scripts/bundle-lambda.mjs (minified ESM for Node 24,
 * the runtime's AWS SDK clients left out and the SDK's utility packages bundled, zod's English locale only,
 * the captcha font as a file beside the bundle).
 * Built locally with the repository's esbuild; the stacks that `cdk` does not bundle (tests, `cdk diff` of
 * one stack) skip it as CDK skips any bundling.
 */
export function lambdaCode(repoRoot: string, entry: string): Code {
  return Code.fromAsset(dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // CDK wants an image for Docker bundling, which never runs: local bundling always succeeds or throws.
      // The command names the entry, so that CDK's bundling cache (keyed by source folder and options) keeps
      // one bundle per function.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:24-slim'),
      command: ['node', 'infra/scripts/bundle-lambda.mjs', relative(repoRoot, entry), '/asset-output'],
      local: {
        tryBundle(outputDir) {
          execFileSync(process.execPath, [join(repoRoot, 'infra/scripts/bundle-lambda.mjs'), entry, outputDir], { stdio: 'inherit' });
          return true;
        },
      },
    },
  });
}
