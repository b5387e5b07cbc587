import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ecrRepositoryOf } from '../lib/judge-image.ts';
import { synth } from './synth.ts';

type Statement = { Action: string | string[]; Resource: unknown };

const PRIVATE_IMAGE = '123456789012.dkr.ecr.eu-west-1.amazonaws.com/ci/oj-judge:2026-11-27';

/** The statements of the policies attached to the judge task definition's execution role. */
const executionRoleStatements = (judge: Template): Statement[] => {
  const [task] = Object.values(judge.findResources('AWS::ECS::TaskDefinition'));
  const role = JSON.stringify(task!.Properties.ExecutionRoleArn['Fn::GetAtt'][0]);
  return Object.values(judge.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(role))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
};
const actions = (statements: Statement[]) => statements.flatMap((st) => [st.Action].flat());
const service = (judge: Template) => Object.values(judge.findResources('AWS::ECS::Service'))[0]!.Properties;

describe('a prebuilt judge image (oj:judgeImage)', () => {
  let privateJudge: Template, publicJudge: Template;
  beforeAll(() => {
    const withPrivate = synth({ context: { 'oj:judgeImage': PRIVATE_IMAGE, 'oj:judgeDesiredCount': '0' } });
    privateJudge = withPrivate.template(withPrivate.stacks.judge);
    const withPublic = synth({ context: { 'oj:judgeImage': 'public.ecr.aws/example/oj-judge:1' } });
    publicJudge = withPublic.template(withPublic.stacks.judge);
  });

  it('lets the execution role pull a private ECR image from its own repository only', () => {
    const statements = executionRoleStatements(privateJudge);
    expect(statements).toContainEqual(expect.objectContaining({ Action: 'ecr:GetAuthorizationToken', Resource: '*' }));
    const pull = statements.find((st) => actions([st]).includes('ecr:BatchGetImage'))!;
    expect([pull.Action].flat().sort()).toEqual(['ecr:BatchCheckLayerAvailability', 'ecr:BatchGetImage', 'ecr:GetDownloadUrlForLayer']);
    expect(pull.Resource).toBe('arn:aws:ecr:eu-west-1:123456789012:repository/ci/oj-judge');
    const [task] = Object.values(privateJudge.findResources('AWS::ECS::TaskDefinition'));
    expect(task!.Properties.ContainerDefinitions[0].Image).toBe(PRIVATE_IMAGE);
  });

  it('gives a public image no ECR permission', () => {
    expect(actions(executionRoleStatements(publicJudge)).filter((a) => a.startsWith('ecr:'))).toEqual([]);
  });

  it('writes the task count only when oj:judgeDesiredCount asks (0: the first-deploy recovery of infra/README.md)', () => {
    expect(service(privateJudge).DesiredCount).toBe(0);
    // left out, a deploy keeps whatever count the scaling has set (the cdk.json feature flag drops the default of 1)
    expect(service(publicJudge)).not.toHaveProperty('DesiredCount');
  });

  it('refuses a task count above the scaling ceiling', () => {
    expect(() => synth({ context: { 'oj:judgeImage': PRIVATE_IMAGE, 'oj:judgeDesiredCount': '101' } })).toThrow(/oj:judgeDesiredCount must be a whole number from 0/);
  });
});

describe('ecrRepositoryOf', () => {
  it('reads the repository of a private ECR URI by tag, by digest or bare, in either partition', () => {
    expect(ecrRepositoryOf(PRIVATE_IMAGE)).toEqual({
      partition: 'aws',
      account: '123456789012',
      region: 'eu-west-1',
      name: 'ci/oj-judge',
      arn: 'arn:aws:ecr:eu-west-1:123456789012:repository/ci/oj-judge',
    });
    expect(ecrRepositoryOf(`111122223333.dkr.ecr.us-east-2.amazonaws.com/judge@sha256:${'a'.repeat(64)}`)?.arn).toBe('arn:aws:ecr:us-east-2:111122223333:repository/judge');
    expect(ecrRepositoryOf('111122223333.dkr.ecr.cn-north-1.amazonaws.com.cn/judge')?.arn).toBe('arn:aws-cn:ecr:cn-north-1:111122223333:repository/judge');
  });

  it('leaves other registries alone and refuses a malformed ECR URI', () => {
    for (const uri of ['public.ecr.aws/example/oj-judge:1', 'ghcr.io/example/oj-judge:1', 'oj-judge:latest']) expect(ecrRepositoryOf(uri)).toBeUndefined();
    expect(() => ecrRepositoryOf('12345.dkr.ecr.eu-west-1.amazonaws.com/judge')).toThrow(/not a valid ECR image URI/);
  });
});
