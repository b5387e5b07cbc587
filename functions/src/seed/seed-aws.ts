/**
 * `npm run seed`: seeds a deployed table (the first admin, languages, site configuration, tags and,
 * unless OJ_SEED_DEMO=false, the demo problems) with the caller's AWS credentials. Safe to run again: steps
 * already applied are skipped.
 *
 *   TABLE_NAME=... BUCKET_TEST_DATA=... AWS_REGION=... OJ_ROOT_EMAIL=admin@example.edu OJ_ROOT_PASSWORD='...' npm run seed
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { emailField, passwordField } from '@oj/shared';
import { Db } from '../data/db.ts';
import { seed } from './seed.ts';

const parsed = z
  .object({
    TABLE_NAME: z.string({ error: 'the table name (a stack output)' }).min(1),
    BUCKET_TEST_DATA: z.string({ error: 'the test-data bucket (a stack output)' }).min(1),
    AWS_REGION: z.string({ error: 'the region of the deployment' }).min(1),
    OJ_ROOT_EMAIL: emailField,
    OJ_ROOT_PASSWORD: passwordField,
    OJ_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  })
  .safeParse(process.env);
if (!parsed.success) {
  console.error(`Cannot seed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(1);
}
const env = parsed.data;
const applied = await seed({
  db: new Db(env.TABLE_NAME, new DynamoDBClient({ region: env.AWS_REGION })),
  s3: new S3Client({ region: env.AWS_REGION }),
  testDataBucket: env.BUCKET_TEST_DATA,
  rootEmail: env.OJ_ROOT_EMAIL,
  rootPassword: env.OJ_ROOT_PASSWORD,
  now: new Date(),
  skip: env.OJ_SEED_DEMO === 'false' ? ['demo-problems'] : [],
});
console.log(applied.length ? `Seeded: ${applied.join(', ')}. Sign in as root and change the password.` : 'Nothing to seed: every step was applied before.');
