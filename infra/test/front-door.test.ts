import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@oj/shared/security-headers';
import { synth } from './synth.ts';

let web: Template;
beforeAll(() => {
  const s = synth();
  web = s.template(s.stacks.web);
});

const onlyProperties = (t: Template, type: string) => {
  const all = Object.values(t.findResources(type)) as { Properties: Record<string, any> }[];
  expect(all).toHaveLength(1);
  return all[0]!.Properties;
};

describe('the front door', () => {
  it('adds the same security headers as the local server (one shared definition)', () => {
    const config = onlyProperties(web, 'AWS::CloudFront::ResponseHeadersPolicy').ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const hsts = config.StrictTransportSecurity;
    const asHeaders = {
      'Content-Security-Policy': config.ContentSecurityPolicy.ContentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': config.FrameOptions.FrameOption,
      'Referrer-Policy': config.ReferrerPolicy.ReferrerPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'X-XSS-Protection': `${config.XSSProtection.Protection ? 1 : 0}${config.XSSProtection.ModeBlock ? '; mode=block' : ''}`,
    };
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(asHeaders).toEqual(SECURITY_HEADERS);
  });
});
