import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  type PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { PUBLIC_FILES_PATH } from '@oj/shared/resources';
import { SCOREBOARD_PUBLIC_PREFIX } from '@oj/shared/db/keys';
import { ORIGIN_VERIFY_HEADER, s3BucketOrigin, securityHeaderSettings } from '@oj/shared/security-headers';
import type { Config } from './config.ts';
import { acknowledge, acknowledgeWildcards, BASIC_EXECUTION } from './nag.ts';
import { API_PARTS, type ApiPart } from './routes.ts';

export interface WebStackProps extends StackProps {
  config: Config;
  site: IBucket;
  publicFiles: IBucket;
  /** The test data bucket, which the pages reach straight at its regional endpoint with presigned addresses. */
  testData: IBucket;
  logs: IBucket;
  /** The built SPA; deployed with the stack when the folder exists. */
  webDist: string;
}

/**
 * One JSON line per API request: the standard fields, the route that matched, and what went wrong between the API and
 * its function (a timeout, a throttle, a crash). requestId is the correlation id of the function's log lines.
 */
export const API_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integration.status',
  integrationLatency: '$context.integration.latency',
  integrationError: '$context.integration.error',
  integrationErrorMessage: '$context.integrationErrorMessage',
} as const;

const cloudfrontCode = (name: string) => FunctionCode.fromFile({ filePath: fileURLToPath(new URL(`../cloudfront/${name}.js`, import.meta.url)) });

/**
 * The front door: CloudFront in front of the SPA, the public files and the HTTP API. The HTTP API endpoint
 * (API and stage) is created here and its routes in the API stack: the functions need the site URL and
 * the distribution needs the API's domain, and this split is what keeps the two stacks free of a cycle.
 */
export class WebStack extends Stack {
  /** One HTTP API per path prefix (routes.ts API_PARTS), each behind its own CloudFront behaviour. */
  readonly httpApis: Record<ApiPart, HttpApi>;
  readonly distribution: Distribution;
  readonly siteUrl: string;
  /** What CloudFront sends to the API in X-Origin-Verify; the API functions serve only requests carrying it. */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    // The main API keeps the logical ids it had before the split, so an existing deployment keeps its endpoint.
    const httpApi = ({ name, prefix }: (typeof API_PARTS)[number]) => {
      const main = name === 'Main';
      const api = new HttpApi(this, main ? 'HttpApi' : `HttpApi${name}`, { createDefaultStage: false, description: `Online judge ${prefix}*` });
      new HttpStage(this, main ? 'DefaultStage' : `${name}Stage`, {
        httpApi: api,
        stageName: '$default',
        autoDeploy: true,
        throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
        accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: AccessLogFormat.custom(JSON.stringify(API_ACCESS_LOG_FIELDS)) },
      });
      return [name, api] as const;
    };
    this.httpApis = Object.fromEntries(API_PARTS.map(httpApi)) as Record<ApiPart, HttpApi>;

    // The functions sign test data addresses for the bucket's regional endpoint (the SDK's virtual-hosted style).
    const headerSettings = securityHeaderSettings(s3BucketOrigin(props.testData.bucketName, Aws.REGION, Aws.URL_SUFFIX));
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: headerSettings.contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: headerSettings.frameOption as HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: headerSettings.referrerPolicy as HeadersReferrerPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(headerSettings.hstsMaxAgeSeconds), includeSubdomains: true, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    const fn = (name: string) => new CfFunction(this, name, { code: cloudfrontCode(name), runtime: FunctionRuntime.JS_2_0 });
    const spaRewrite = fn('spa-rewrite');
    const stripPublic = fn('strip-public-prefix');

    // The buckets' policies (storage stack) let this account's distributions read them; importing them by
    // name keeps CDK from writing a second statement naming this distribution, which would be a cycle.
    const importBucket = (name: string, bucket: IBucket) => Bucket.fromBucketAttributes(this, name, { bucketName: bucket.bucketName });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(importBucket('SiteBucket', props.site));
    const publicOrigin = S3BucketOrigin.withOriginAccessControl(importBucket('PublicFilesBucket', props.publicFiles));
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: 'Sent by CloudFront to the API origin (X-Origin-Verify): proves a request came through the distribution',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originSecret,
      'CloudFront holds a copy set at deploy time, so an automatic rotation would make the API refuse every request until the distribution is updated; see infra/README.md.',
      'AwsSolutions-SMG4',
    );
    const apiOrigin = (api: HttpApi) =>
      new HttpOrigin(`${api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // A dynamic reference ({{resolve:secretsmanager:...}}): CloudFormation reads the value at deploy, the
        // template holds only the reference.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originSecret.secretValue.unsafeUnwrap() },
      });
    // nothing is kept unless the function says `s-maxage` (anonymous reads of public lists); the token
    // is part of the key, so a signed-in caller never gets an anonymous reply
    const apiCache = new CachePolicy(this, 'ApiCache', {
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // CloudFront takes behaviours in the order given: the longer prefixes come before /api/*.
    const apiBehaviors = Object.fromEntries(
      API_PARTS.map(({ name, prefix }): [string, BehaviorOptions] => [
        `${prefix}*`,
        {
          origin: apiOrigin(this.httpApis[name]),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      ]),
    );

    const publicBehavior = (origin: IOrigin, name: string, defaultTtl: Duration, maxTtl: Duration): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: new CachePolicy(this, name, { defaultTtl, minTtl: Duration.seconds(0), maxTtl, enableAcceptEncodingGzip: true, enableAcceptEncodingBrotli: true }),
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: stripPublic, eventType: FunctionEventType.VIEWER_REQUEST }],
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Online judge',
      defaultRootObject: 'index.html',
      priceClass: config.cloudFrontPriceClass as PriceClass,
      ...(config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: config.webAclArn,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...apiBehaviors,
        [`${PUBLIC_FILES_PATH}${SCOREBOARD_PUBLIC_PREFIX}*`]: publicBehavior(publicOrigin, 'ScoreboardCache', Duration.seconds(2), Duration.seconds(5)),
        [`${PUBLIC_FILES_PATH}*`]: publicBehavior(publicOrigin, 'PublicFilesCache', Duration.minutes(1), Duration.days(365)),
      },
    });
    acknowledge(
      this,
      'The bucket policies are written in the storage stack (see StorageStack) because naming this distribution there would make a cycle.',
      'annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    );
    acknowledge(this.distribution, 'No geographic restriction: an institution decides who may take part, not a country list.', 'AwsSolutions-CFR1');
    if (!config.webAclArn) {
      acknowledge(this.distribution, 'A web ACL costs more than the idle budget; the API is throttled at its stage and oj:webAclArn attaches an existing ACL.', 'AwsSolutions-CFR2');
    }
    if (!config.domainName) {
      acknowledge(this.distribution, 'The default CloudFront certificate cannot pin a TLS minimum; setting oj:domainName with a certificate enforces TLS 1.2.', 'AwsSolutions-CFR4');
    }

    this.siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;

    if (existsSync(props.webDist)) {
      const deployment = new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(props.webDist)],
        destinationBucket: props.site,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        // Old hashed chunks stay, so an open tab that lazily loads one after a deploy still finds it.
        prune: false,
        memoryLimit: 512,
      });
      acknowledge(deployment, 'The CDK-provided deployment handler uses the AWS managed basic execution policy for its own logs.', BASIC_EXECUTION);
      // The handler is a stack-level singleton beside the deployment, so its findings are acknowledged there.
      const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
      if (handler) {
        acknowledge(handler, 'The CDK-provided deployment handler uses the AWS managed basic execution policy for its own logs.', BASIC_EXECUTION);
        acknowledge(handler, 'The CDK-provided deployment handler runs on the runtime its aws-cdk-lib version ships and is updated with it.', 'AwsSolutions-L1');
        acknowledgeWildcards(
          handler,
          'The deployment handler reads the staged SPA from the CDK assets bucket (named by account and region).',
          /^Resource::arn:(<AWS::Partition>|[a-z-]+):s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/,
        );
        acknowledge(handler, 'The deployment handler invalidates the distribution; CloudFront invalidations take no resource scope.', 'AwsSolutions-IAM5[Resource::*]');
      }
    }

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'The site' });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }
}
