import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TEST_DATA_CORS } from '@oj/shared/resources';
import { acknowledge } from './nag.ts';

export interface StorageStackProps extends StackProps {
  deletionProtection: boolean;
  /** The site's own domain (oj:domainName), the only origin whose pages may upload; else CloudFront's. */
  domainName?: string;
}

/**
 * Buckets: test data (private), public files and the SPA (read by CloudFront only), and the access logs of all.
 * Every bucket is encrypted (SSE-S3), blocks public access and refuses plain HTTP.
 */
export class StorageStack extends Stack {
  readonly testData: Bucket;
  readonly publicFiles: Bucket;
  readonly site: Bucket;
  readonly logs: Bucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const removalPolicy = props.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const common: BucketProps = {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy,
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    };

    this.logs = new Bucket(this, 'Logs', {
      ...common,
      // CloudFront standard logging still writes through bucket ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    acknowledge(this.logs, 'This is the access-log bucket itself; logging it into itself would loop.', 'AwsSolutions-S1');

    const logged = (prefix: string): BucketProps => ({ ...common, serverAccessLogsBucket: this.logs, serverAccessLogsPrefix: `s3/${prefix}/` });

    // Versioned so an overwritten or deleted data set can be recovered for a month.
    this.testData = new Bucket(this, 'TestData', {
      ...logged('test-data'),
      versioned: true,
      lifecycleRules: [
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploaded zips are unpacked here until the problem form that uses them is saved (copied into a version).
        { id: 'expire-staging', prefix: 'staging/', expiration: Duration.days(1) },
        // Zips sent straight here by the admin form; the user-job runner deletes each once unpacked, these are the abandoned.
        { id: 'expire-uploads', prefix: 'uploads/', expiration: Duration.days(1) },
        // Data versions packed for download, packed again on demand.
        { id: 'expire-downloads', prefix: 'downloads/', expiration: Duration.days(1) },
      ],
      // The admin pages PUT test case zips and GET packed ones with presigned URLs (the URL is the permission;
      // CORS lets the page use it); the local storage door answers by the same rule.
      cors: [
        {
          allowedMethods: TEST_DATA_CORS.allowedMethods.map((m) => HttpMethods[m]),
          allowedOrigins: [props.domainName ? `https://${props.domainName}` : 'https://*.cloudfront.net'],
          allowedHeaders: [...TEST_DATA_CORS.allowedHeaders],
          exposedHeaders: [...TEST_DATA_CORS.exposedHeaders],
          maxAge: TEST_DATA_CORS.maxAgeSeconds,
        },
      ],
    });
    new CfnOutput(this, 'TestDataBucketName', { value: this.testData.bucketName, description: 'BUCKET_TEST_DATA for the seed command' });
    this.publicFiles = new Bucket(this, 'PublicFiles', logged('public-files'));
    this.site = new Bucket(this, 'Site', logged('site'));

    // The distribution lives in the web stack, which depends on this one; naming its id here would be a cycle,
    // so CloudFront may read these two buckets from any distribution of this account. Both hold public content.
    for (const bucket of [this.publicFiles, this.site]) {
      bucket.addToResourcePolicy(
        new PolicyStatement({
          principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
          actions: ['s3:GetObject'],
          resources: [bucket.arnForObjects('*')],
          conditions: { ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` } },
        }),
      );
    }
  }
}
