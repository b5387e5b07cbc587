/** The private ECR repository an image URI names: what the task execution role must be allowed to pull from. */
export interface EcrRepository {
  partition: 'aws' | 'aws-cn';
  account: string;
  region: string;
  name: string;
  arn: string;
}

// ACCOUNT.dkr.ecr[-fips].REGION.amazonaws.com[.cn]/NAME[:TAG | @sha256:DIGEST]
const ECR_URI = /^(\d{12})\.dkr\.ecr(?:-fips)?\.([a-z0-9-]+)\.amazonaws\.com(\.cn)?\/([a-z0-9][a-z0-9._/-]*?)(?::[\w][\w.-]{0,127}|@sha256:[0-9a-f]{64})?$/;
const ECR_HOST = /^[^/]*\.dkr\.ecr[^/]*\.amazonaws\.com(\.cn)?\//;

/**
 * The repository of a private ECR image URI; undefined for any other registry (public.ecr.aws, Docker Hub...),
 * whose public images need no permission. An ECR host with a malformed rest is refused rather than left without
 * a grant, which would only show at deploy as a task that cannot start.
 */
export function ecrRepositoryOf(uri: string): EcrRepository | undefined {
  const match = ECR_URI.exec(uri);
  if (!match) {
    if (ECR_HOST.test(uri)) {
      throw new Error(`oj:judgeImage ${JSON.stringify(uri)} is not a valid ECR image URI (ACCOUNT.dkr.ecr.REGION.amazonaws.com/NAME[:TAG|@sha256:DIGEST])`);
    }
    return undefined;
  }
  const [, account, region, china, name] = match as unknown as [string, string, string, string | undefined, string];
  const partition = china ? 'aws-cn' : 'aws';
  return { partition, account, region, name, arn: `arn:${partition}:ecr:${region}:${account}:repository/${name}` };
}
