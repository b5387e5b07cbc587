import { runInNewContext } from 'node:vm';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type NestedStack, Validations } from 'aws-cdk-lib';
import { TABLE } from '@oj/shared/db/table';
import { contestAcDownloadObject, judgeFleetKey, testDataDownloadObject } from '@oj/shared/db/keys';
import { QUEUES } from '@oj/shared/resources';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { routeEntries } from '../lib/routes.ts';
import { REPO_ROOT, synth } from './synth.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

let s: ReturnType<typeof synth>;
let data: Template, api: Template, judge: Template, web: Template, ops: Template, storage: Template;
beforeAll(() => {
  s = synth();
  data = s.template(s.stacks.data);
  api = s.template(s.stacks.api);
  judge = s.template(s.stacks.judge);
  web = s.template(s.stacks.web);
  ops = s.template(s.stacks.ops);
  storage = s.template(s.stacks.storage);
});

const ofType = (t: Template, type: string): Resources => t.findResources(type) as Resources;

describe('data', () => {
  it('builds the table from shared/src/db/table.ts', () => {
    const [table] = Object.values(ofType(data, 'AWS::DynamoDB::GlobalTable'));
    const p = table!.Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes.map((g: any) => [g.IndexName, g.KeySchema.map((k: any) => k.AttributeName), g.Projection.ProjectionType])).toEqual(
      TABLE.indexes.map((i) => [i.name, [i.partitionKey, i.sortKey], 'ALL']),
    );
    const keyAttributes = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(p.AttributeDefinitions).toEqual(expect.arrayContaining(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))));
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.ttlAttribute, Enabled: true });
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.Replicas[0].DeletionProtectionEnabled).toBe(true);
    expect(table).toMatchObject({ DeletionPolicy: 'Retain' });
  });
});

describe('storage', () => {
  it('lets the site’s pages PUT and GET presigned test case zips, and expires them', () => {
    const [testData] = Object.values(ofType(storage, 'AWS::S3::Bucket')).filter((b) => JSON.stringify(b.Properties.LifecycleConfiguration ?? {}).includes('expire-staging'));
    expect(testData!.Properties.CorsConfiguration.CorsRules).toEqual([
      { AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['https://*.cloudfront.net'], AllowedHeaders: ['content-type', 'url-type'], ExposedHeaders: ['content-disposition'], MaxAge: 3600 },
    ]);
    for (const [id, prefix] of [
      ['expire-uploads', 'uploads/'],
      ['expire-downloads', 'downloads/'],
    ]) {
      expect(testData!.Properties.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ Id: id, Prefix: prefix, ExpirationInDays: 1 }));
    }
    // packed downloads of both kinds expire with that rule
    expect([testDataDownloadObject(1000, 'v1'), contestAcDownloadObject(1, 'digest')].every((key) => key.startsWith('downloads/'))).toBe(true);
  });

  it('encrypts every bucket, blocks public access and refuses plain HTTP', () => {
    const buckets = ofType(storage, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const b of Object.values(buckets)) {
      expect(b.Properties.BucketEncryption).toBeDefined();
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = Object.values(ofType(storage, 'AWS::S3::BucketPolicy'));
    expect(policies.length).toBe(4);
    for (const p of policies) {
      expect(p.Properties.PolicyDocument.Statement).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    }
  });
});

describe('api', () => {
  const functionOf = (group: string) => {
    // Logical ids keep only letters and digits (admin-problem -> adminproblem).
    const entries = Object.entries(ofType(api, 'AWS::Lambda::Function')).filter(([id]) => id.startsWith(`${group.replace(/[^A-Za-z0-9]/g, '')}Function`));
    expect(entries).toHaveLength(1);
    return entries[0]!;
  };
  /** The API stack's nested stacks (one per group: its routes), with the parameters the API stack passes them. */
  const routeStacks = () =>
    s
      .allTemplates()
      .filter(({ stack }) => stack.nestedStackParent === s.stacks.api)
      .map(({ stack, template }) => {
        const logicalId = s.stacks.api.getLogicalId((stack as NestedStack).nestedStackResource!);
        const inApi = (api.toJSON().Resources as Resources)[logicalId]!;
        return { path: stack.node.path, template: Template.fromJSON(template), parameters: (inApi.Properties.Parameters ?? {}) as Record<string, unknown> };
      });

  it('gives every route of every group an HTTP API route, in its group’s nested stack, reaching its group function through one integration per (group, API)', () => {
    const stacks = routeStacks();
    expect(stacks).toHaveLength(GROUPS.filter((g) => g.routes.length > 0).length);
    api.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    const expected = routeEntries(GROUPS, Infinity);
    let seen = 0;
    for (const { path, template, parameters } of stacks) {
      const group = path.split('/').at(-2)!;
      const own = expected.filter((e) => e.group === group);
      const routes = Object.values(ofType(template, 'AWS::ApiGatewayV2::Route'));
      const integrations = ofType(template, 'AWS::ApiGatewayV2::Integration');
      expect(routes.map((r) => r.Properties.RouteKey).sort(), path).toEqual(own.map((e) => e.key).sort());
      // the function's ARN arrives as a parameter the API stack fills in with the group function's Arn
      const functionOfUri = (uri: { Ref: string }) => (parameters[uri.Ref] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      for (const route of routes) {
        // the HTTP API of the route's path prefix (routes.ts), e.g. HttpApiAdmin for /api/admin/
        const part = own.find((e) => e.key === route.Properties.RouteKey)!.api;
        expect(JSON.stringify(route.Properties.ApiId).match(/ExportsOutputRefHttpApi(Admin|Group)?[0-9A-F]{8}/)?.[1] ?? 'Main', route.Properties.RouteKey).toBe(part);
        const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
        const integration = integrations[target['Fn::Join'][1][1].Ref]!;
        expect(integration.Properties.ApiId, route.Properties.RouteKey).toEqual(route.Properties.ApiId);
        expect(functionOfUri(integration.Properties.IntegrationUri), route.Properties.RouteKey).toEqual([functionOf(group)[0], 'Arn']);
      }
      const apis = new Set(own.map((e) => e.api));
      expect(Object.keys(integrations), path).toHaveLength(apis.size);
      // one invoke permission per integration, for that API only
      const permissions = Object.values(ofType(template, 'AWS::Lambda::Permission'));
      for (const integration of Object.values(integrations)) {
        const apiId = JSON.stringify(integration.Properties.ApiId);
        const matching = permissions.filter((p) => JSON.stringify(p.Properties.SourceArn).includes(apiId));
        expect(matching, `${path} ${apiId}`).toHaveLength(1);
        expect(functionOfUri(matching[0]!.Properties.FunctionName)).toEqual([functionOf(group)[0], 'Arn']);
      }
      expect(permissions).toHaveLength(apis.size);
      seen += routes.length;
    }
    expect(seen).toBe(expected.length);
  });

  it('finds the Lambda entry of every group (cdk deploy bundles functions/src/lambda/<group>.ts; synthesis here skips bundling)', () => {
    const missing = GROUPS.map((g) => `functions/src/lambda/${g.name}.ts`).filter((entry) => !existsSync(join(REPO_ROOT, entry)));
    expect(missing, 'add each as the other groups do: export const handler = createHandler(<the group>)').toEqual([]);
  });

  it('runs each group on Node 24, arm64, with the environment its code reads', () => {
    for (const g of GROUPS) {
      const [, fn] = functionOf(g.name);
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(Object.keys(vars)).toEqual(expect.arrayContaining(['TABLE_NAME', 'JWT_SECRET_ARN', 'MAIL_MODE', 'MAIL_FROM', 'SITE_URL', 'CORS_ORIGIN', 'EXTERNAL_CONTESTS', 'LOG_LEVEL']));
      for (const q of g.queues ?? []) expect(vars).toHaveProperty(QUEUES[q].envVar);
      if (g.buckets?.publicFiles) expect(vars).toHaveProperty('BUCKET_PUBLIC_FILES');
      else expect(vars).not.toHaveProperty('BUCKET_PUBLIC_FILES');
    }
  });

  const policyActions = (group: string): string[] => {
    const [fnId, fn] = functionOf(group);
    const roleRef = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(ofType(api, 'AWS::IAM::Policy')).filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleRef));
    expect(policies.length, fnId).toBeGreaterThan(0);
    return policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((st: { Action: string | string[] }) => [st.Action].flat()));
  };

  it('lets a read-only group read the table and never write it', () => {
    const readOnly = GROUPS.filter((g) => g.table === 'read');
    expect(readOnly.length).toBeGreaterThan(0);
    for (const g of readOnly) {
      const actions = policyActions(g.name).filter((a) => a.startsWith('dynamodb:'));
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      for (const write of ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', '*']) expect(actions).not.toContain(`dynamodb:${write}`);
      expect(actions.some((a) => a.includes('Write') || a.endsWith('*'))).toBe(false);
    }
    for (const g of GROUPS.filter((x) => x.table === 'readwrite')) expect(policyActions(g.name)).toContain('dynamodb:PutItem');
  });

  it('lets only the groups that report the judge queues read their attributes (the four judge queues) and the age metric', () => {
    expect(GROUPS.filter((g) => g.judgeQueueStats).map((g) => g.name)).toEqual(['admin-config']);
    for (const g of GROUPS)
      expect(
        policyActions(g.name).some((a) => a.startsWith('cloudwatch:')),
        g.name,
      ).toBe(Boolean(g.judgeQueueStats));
    const [, fn] = functionOf('admin-config');
    const roleRef = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = Object.values(ofType(api, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleRef))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    expect(statements).toContainEqual(expect.objectContaining({ Action: 'cloudwatch:GetMetricData', Resource: '*' }));
    const queueRead = statements.find((st) => st.Action === 'sqs:GetQueueAttributes');
    expect([queueRead?.Resource].flat()).toHaveLength(4);
    const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
    for (const q of ['contest', 'general', 'testRun', 'deadLetter'] as const) expect(vars).toHaveProperty(QUEUES[q].envVar);
  });

  it('grants SES only to the groups that send mail', () => {
    for (const g of GROUPS) expect(policyActions(g.name).includes('ses:SendEmail'), g.name).toBe(Boolean(g.mail));
  });

  it('keeps the JWT secret (and the remote judge accounts) in Secrets Manager and hands functions only its ARN', () => {
    api.resourceCountIs('AWS::SecretsManager::Secret', 2);
    for (const g of GROUPS) expect(policyActions(g.name)).toContain('secretsmanager:GetSecretValue');
  });
});

describe('judge', () => {
  it('creates the queues of shared/src/resources.ts with one dead-letter queue, and the scoreboard queue', () => {
    const queues = Object.values(ofType(judge, 'AWS::SQS::Queue')).map((q) => q.Properties);
    expect(queues).toHaveLength(5);
    expect(queues).toContainEqual(expect.objectContaining({ VisibilityTimeout: QUEUES.board.visibilityTimeoutSeconds, MessageRetentionPeriod: 86400 }));
    for (const def of [QUEUES.contest, QUEUES.general, QUEUES.testRun]) {
      expect(queues).toContainEqual(expect.objectContaining({ VisibilityTimeout: def.visibilityTimeoutSeconds, RedrivePolicy: expect.objectContaining({ maxReceiveCount: def.maxReceiveCount }) }));
    }
  });

  it('scales the service from zero by its own function alone: no scaling policy and no alarm to pay for', () => {
    judge.resourceCountIs('AWS::ApplicationAutoScaling::ScalableTarget', 0);
    judge.resourceCountIs('AWS::ApplicationAutoScaling::ScalingPolicy', 0);
    judge.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    const [service] = Object.values(ofType(judge, 'AWS::ECS::Service'));
    // left out of the template, so that a deploy keeps the count the scaler set
    expect(service!.Properties.DesiredCount).toBeUndefined();
    const scaler = Object.entries(ofType(judge, 'AWS::IAM::Policy')).find(([id]) => id.startsWith('ContestCapacity'))![1];
    const statements = scaler.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[];
    const of = (action: string) => statements.find((st) => [st.Action].flat().includes(action))!;
    expect(of('ecs:UpdateService').Resource).toEqual({ Ref: Object.keys(ofType(judge, 'AWS::ECS::Service'))[0] });
    expect(of('dynamodb:PutItem').Condition).toEqual({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [judgeFleetKey.pk] } });
    expect(statements.flatMap((st) => [st.Action].flat()).filter((a) => a.startsWith('application-autoscaling'))).toEqual([]);
  });

  it('runs the judges without a NAT gateway, reachable from nowhere, with a minimal task role', () => {
    judge.resourceCountIs('AWS::EC2::NatGateway', 0);
    const [sg] = Object.values(ofType(judge, 'AWS::EC2::SecurityGroup'));
    expect(sg!.Properties.SecurityGroupIngress).toBeUndefined();
    expect(sg!.Properties.SecurityGroupEgress).toEqual([expect.objectContaining({ IpProtocol: 'tcp', FromPort: 443, ToPort: 443 })]);
    const [task] = Object.values(ofType(judge, 'AWS::ECS::TaskDefinition'));
    // x86_64 by default: arm64 compilers reject avx2 pragmas and <immintrin.h> in contest code
    expect(task!.Properties.RuntimePlatform).toEqual({ CpuArchitecture: 'X86_64', OperatingSystemFamily: 'LINUX' });
    expect(task!.Properties.ContainerDefinitions[0].Environment.map((e: { Name: string }) => e.Name).sort()).toEqual([
      'BUCKET_TEST_DATA',
      'JUDGE_CONCURRENCY',
      'JUDGE_STOP_GRACE_SECONDS',
      'METRICS',
      'QUEUE_URL_BOARD',
      'QUEUE_URL_CONTEST',
      'QUEUE_URL_DEAD_LETTER',
      'QUEUE_URL_GENERAL',
      'QUEUE_URL_TEST_RUN',
      'TABLE_NAME',
    ]);
    const statements = Object.values(ofType(judge, 'AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles).includes('TaskTaskRole'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const taskRoleActions = statements.flatMap((st) => [st.Action].flat());
    expect(taskRoleActions.filter((a) => !/^(dynamodb|s3|sqs):/.test(a))).toEqual(['ecs:GetTaskProtection', 'ecs:UpdateTaskProtection']);
    // test data is read, never written or deleted: the user job runner unpacks uploaded zips, not the judges
    const s3Actions = statements.flatMap((st) => [st.Action].flat()).filter((a) => a.startsWith('s3:'));
    expect(s3Actions).toContain('s3:GetObject*');
    expect(s3Actions.filter((a) => /Put|Delete|Abort/.test(a))).toEqual([]);
  });

  it('keeps the first task on-demand, protects judging tasks, and gives a stopping task 110 of its 120 s', () => {
    const [service] = Object.values(ofType(judge, 'AWS::ECS::Service'));
    expect(service!.Properties.CapacityProviderStrategy).toEqual([
      { CapacityProvider: 'FARGATE', Base: 1, Weight: 1 },
      { CapacityProvider: 'FARGATE_SPOT', Weight: 3 },
    ]);
    const [task] = Object.values(ofType(judge, 'AWS::ECS::TaskDefinition'));
    const container = task!.Properties.ContainerDefinitions[0];
    expect(container.StopTimeout).toBe(120);
    expect(container.Environment).toContainEqual({ Name: 'JUDGE_STOP_GRACE_SECONDS', Value: '110' });
  });

  it('sizes the fleet from the contest schedule and the backlog every minute, a run lasting up to a minute', () => {
    judge.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' });
    judge.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 60,
      Environment: { Variables: Match.objectLike({ SLOTS_PER_TASK: '2', MAX_TASKS: '100', CONTEST_MIN_TASKS: '1' }) },
    });
  });
});

describe('web', () => {
  const distribution = () => Object.values(ofType(web, 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
  const functionCode = (ref: string) => ofType(web, 'AWS::CloudFront::Function')[ref]!.Properties.FunctionCode as string;
  const run = (code: string, uri: string) => (runInNewContext(`${code}; handler({ request: { uri: ${JSON.stringify(uri)} } })`) as { uri: string }).uri;

  it('rewrites SPA paths on the default behaviour only; /api keeps its errors', () => {
    const config = distribution();
    const [association] = config.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const code = functionCode(association.FunctionARN['Fn::GetAtt'][0]);
    expect(run(code, '/contest/12/problem/A')).toBe('/index.html');
    expect(run(code, '/')).toBe('/index.html');
    expect(run(code, '/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(config.CustomErrorResponses).toBeUndefined();

    const apiBehavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(apiBehavior.FunctionAssociations).toBeUndefined();
    expect(apiBehavior.AllowedMethods).toContain('POST');
    // replies are kept only as long as the function's s-maxage says, keyed by the token and the whole query
    const policy = ofType(web, 'AWS::CloudFront::CachePolicy')[apiBehavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect([policy.DefaultTTL, policy.MinTTL, policy.MaxTTL]).toEqual([0, 0, 60]);
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it('serves public files and scoreboards from S3 under /public/ with short TTLs', () => {
    const config = distribution();
    for (const [pattern, maxTtl] of [
      ['/public/scoreboard/*', 5],
      ['/public/*', 365 * 86400],
    ] as const) {
      const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
      const code = functionCode(behavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]);
      expect(run(code, '/public/avatar/a.png')).toBe('/avatar/a.png');
      const policy = ofType(web, 'AWS::CloudFront::CachePolicy')[behavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
      expect(policy.MaxTTL).toBe(maxTtl);
      expect(policy.DefaultTTL).toBeLessThanOrEqual(60);
    }
    // Order matters: the scoreboard pattern must come before the general one.
    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).toEqual(['/api/admin/*', '/api/group/*', '/api/*', '/public/scoreboard/*', '/public/*']);
  });

  it('deploys the built SPA, keeping old hashed chunks for open tabs', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: false, DistributionPaths: ['/*'] });
  });

  it('uses origin access control and security headers everywhere', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    const config = distribution();
    const headers = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map((b: { ResponseHeadersPolicyId: unknown }) => JSON.stringify(b.ResponseHeadersPolicyId));
    expect(new Set(headers).size).toBe(1);
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Match.objectLike({ StrictTransportSecurity: Match.anyValue(), ContentSecurityPolicy: Match.anyValue() }) },
    });
  });
});

describe('operations', () => {
  it('has a dashboard and alarms on contest wait (the other alarms: guardrails.test.ts)', () => {
    ops.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const alarms = Object.values(ofType(ops, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.map((a) => a.MetricName)).toEqual(expect.arrayContaining(['ApproximateAgeOfOldestMessage']));
    for (const a of alarms) expect(a.AlarmActions).toHaveLength(1);
  });
});

describe('cdk-nag', () => {
  it('passes AwsSolutions, and every acknowledgment gives a one-sentence reason', () => {
    // synth() above would have thrown on any unacknowledged finding.
    const reasons = s.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .filter(([id]) => id.includes('AwsSolutions-'))
      .map(([, reason]) => reason);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) {
      expect(reason).toMatch(/^[A-Z].{20,}\.$/);
      expect(reason.slice(0, -1), 'one sentence').not.toMatch(/[.!?] [A-Z]/);
    }
  });
});

describe('context', () => {
  it('turns deletion protection off for test deployments', () => {
    const t = synth({ context: { 'oj:deletionProtection': 'false' } });
    const [table] = Object.values(t.template(t.stacks.data).findResources('AWS::DynamoDB::GlobalTable')) as Resources[string][];
    expect(table!.Properties.Replicas[0].DeletionProtectionEnabled).toBe(false);
  });

  it('leaves the HTTP API routes out with oj:apiRoutes=false (the upgrade step of infra/README.md), the functions in', () => {
    const t = synth({ context: { 'oj:apiRoutes': 'false' } });
    expect(t.allTemplates().filter(({ stack }) => stack.nestedStackParent)).toEqual([]);
    const plain = t.template(t.stacks.api);
    plain.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    plain.resourceCountIs('AWS::CloudFormation::Stack', 0);
    expect(Object.keys(plain.findResources('AWS::Lambda::Function'))).toHaveLength(GROUPS.length + 4); // the board builder, the user job runner, the remote judge worker, the clock
  });

  it('fails synthesis with a clear message above the route quota of the busiest HTTP API', () => {
    const perApi = routeEntries(GROUPS, Infinity).reduce((n, r) => n.set(r.api, (n.get(r.api) ?? 0) + 1), new Map<string, number>());
    const busiest = Math.max(...perApi.values());
    expect(() => synth({ context: { 'oj:maxRoutes': busiest } })).not.toThrow();
    expect(() => synth({ context: { 'oj:maxRoutes': busiest - 1 } })).toThrow(/above the quota of/);
  });
});

describe('cloudfront function files', () => {
  it('are plain CloudFront Functions (no module syntax)', () => {
    for (const name of ['spa-rewrite', 'strip-public-prefix']) {
      const code = readFileSync(new URL(`../cloudfront/${name}.js`, import.meta.url), 'utf8');
      expect(code).toMatch(/^function handler\(event\)/m);
      expect(code).not.toMatch(/\b(export|import|require)\b/);
    }
  });
});
