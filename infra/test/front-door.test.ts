import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, securityHeaders } from '@oj/shared/security-headers';
import { API_PARTS } from '../lib/routes.ts';
import { synth } from './synth.ts';

let web: Template, api: Template, storage: Template;
beforeAll(() => {
  const s = synth();
  web = s.template(s.stacks.web);
  api = s.template(s.stacks.api);
  storage = s.template(s.stacks.storage);
});

/** A template value with the region, the URL suffix and values imported from other stacks filled in (as CloudFormation does). */
const resolved = (value: unknown, region: string, imports: (name: unknown) => string): string => {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if (v.Ref === 'AWS::Region') return region;
  if (v.Ref === 'AWS::URLSuffix') return 'amazonaws.com';
  if (v['Fn::ImportValue']) return imports(v['Fn::ImportValue']);
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map((part) => resolved(part, region, imports)).join(v['Fn::Join'][0]);
  throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
};

const onlyProperties = (t: Template, type: string) => {
  const all = Object.values(t.findResources(type)) as { Properties: Record<string, any> }[];
  expect(all).toHaveLength(1);
  return all[0]!.Properties;
};

describe('the front door', () => {
  it("adds the same security headers as the local server (one shared definition), connecting to the test data bucket's regional endpoint", () => {
    const config = onlyProperties(web, 'AWS::CloudFront::ResponseHeadersPolicy').ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const hsts = config.StrictTransportSecurity;
    // the bucket's name comes from the storage stack's export of the TestData bucket
    const [testDataBucket] = Object.keys(storage.findResources('AWS::S3::Bucket')).filter((id) => id.startsWith('TestData'));
    const exported = Object.values(storage.toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>).find(
      (o) => JSON.stringify(o.Value) === JSON.stringify({ Ref: testDataBucket }) && o.Export,
    );
    const bucketOf = (name: unknown) => (name === exported?.Export?.Name ? 'the-test-data-bucket' : `unexpected import ${JSON.stringify(name)}`);
    const csp = resolved(config.ContentSecurityPolicy.ContentSecurityPolicy, 'eu-west-1', bucketOf);
    expect(csp).toContain("connect-src 'self' https://the-test-data-bucket.s3.eu-west-1.amazonaws.com;");
    const asHeaders = {
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': config.FrameOptions.FrameOption,
      'Referrer-Policy': config.ReferrerPolicy.ReferrerPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'X-XSS-Protection': `${config.XSSProtection.Protection ? 1 : 0}${config.XSSProtection.ModeBlock ? '; mode=block' : ''}`,
    };
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(asHeaders).toEqual(securityHeaders('https://the-test-data-bucket.s3.eu-west-1.amazonaws.com'));
  });

  it('sends the origin secret to the API origin as a deploy-time reference, never in clear', () => {
    const [secretId] = Object.keys(web.findResources('AWS::SecretsManager::Secret'));
    const origins = onlyProperties(web, 'AWS::CloudFront::Distribution').DistributionConfig.Origins as {
      Id: string;
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const apiOrigins = origins.filter((o) => o.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(API_PARTS.length);
    for (const origin of apiOrigins) {
      const headers = origin.OriginCustomHeaders ?? [];
      expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
      // {{resolve:secretsmanager:<the secret's ARN>:SecretString:::}}, joined at deploy time.
      const value = JSON.stringify(headers[0]!.HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(`"Ref":"${secretId}"`);
    }
    // The S3 origins get no such header.
    for (const o of origins.filter((o) => !o.CustomOriginConfig)) expect(o.OriginCustomHeaders).toBeUndefined();
  });

  it('sends each API prefix to its own HTTP API, the longer prefixes first', () => {
    const config = onlyProperties(web, 'AWS::CloudFront::Distribution').DistributionConfig;
    const originApi = new Map((config.Origins as { Id: string; DomainName: unknown }[]).map((o) => [o.Id, JSON.stringify(o.DomainName).match(/"Ref":"(HttpApi\w*?)[0-9A-F]{8}"/)?.[1]]));
    const apiBehaviors = (config.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[]).filter((b) => b.PathPattern.startsWith('/api/'));
    expect(apiBehaviors.map((b) => [b.PathPattern, originApi.get(b.TargetOriginId)])).toEqual([
      ['/api/admin/*', 'HttpApiAdmin'],
      ['/api/group/*', 'HttpApiGroup'],
      ['/api/*', 'HttpApi'],
    ]);
  });

  it('gives every API function the secret by reference, with read access to it', () => {
    const functions = Object.entries(api.findResources('AWS::Lambda::Function')) as [string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }][];
    // the remote judge worker reads the signing secret too (its secret box), but serves no request
    const apiFunctions = functions.filter(([id, f]) => f.Properties.Environment?.Variables?.JWT_SECRET_ARN && !id.startsWith('remotejudge')).map(([, f]) => f);
    expect(apiFunctions.length).toBeGreaterThan(0);
    for (const f of apiFunctions) {
      const variables = f.Properties.Environment!.Variables!;
      expect(variables.ORIGIN_SECRET).toBeUndefined();
      expect(JSON.stringify(variables.ORIGIN_SECRET_ARN)).toMatch(/Fn::ImportValue.*OriginSecret/);
    }
    const policies = JSON.stringify(api.findResources('AWS::IAM::Policy'));
    expect(policies.match(/OriginSecret/g)?.length ?? 0).toBeGreaterThanOrEqual(apiFunctions.length);
  });
});
