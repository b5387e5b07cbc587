import { describe, expect, it } from 'vitest';
import { synth } from './synth.ts';

// `cdk synth` and `cdk deploy` set an account and a region, and a built SPA is usually there: findings whose
// ids embed them (the CDK assets bucket's name) must be acknowledged whatever their values.
describe('synthesized as the CDK CLI does', () => {
  it.each([
    ['eu-west-1', '123456789012'],
    ['ap-southeast-2', '210987654321'],
  ])('with region %s and a built SPA, no cdk-nag finding is left', (region, account) => {
    const s = synth({ env: { account, region } });
    expect(s.template(s.stacks.web).findResources('Custom::CDKBucketDeployment')).not.toEqual({});
  });
});
