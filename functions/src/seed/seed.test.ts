import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedMarkerKey } from '@oj/shared/db/keys';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { DISCUSSION_CATEGORIES, SEEDED_CATEGORIES_STEP, seed } from './seed.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const seedAgain = () =>
  seed({
    db: t.deps.db,
    s3: new S3Client({ endpoint: inject('awsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    testDataBucket: inject('testDataBucket'),
    rootPassword: 'unused-here',
    rootEmail: 'root@example.com',
    now: t.clock.now(),
  });

describe('seeding', () => {
  it('adds the discussion categories once, so ordinary users can post on a fresh site, and keeps what admins changed', async () => {
    // the test context marked the step done without running it; as a site seeded before the step existed, forget it
    const marker = (await t.deps.db.get(seedMarkerKey, true))!;
    await t.deps.db.put({ ...seedMarkerKey, steps: (marker.steps as string[]).filter((s) => s !== SEEDED_CATEGORIES_STEP) });
    expect(await seedAgain()).toEqual([SEEDED_CATEGORIES_STEP]);
    const listed = (await t.call('GET', '/api/discussion-category')).body.data as { id: number; name: string }[];
    expect(listed.map((c) => c.name)).toEqual(DISCUSSION_CATEGORIES);

    const root = await t.rootToken();
    const renamed = listed.map((c, i) => (i === 0 ? { ...c, name: 'Chat' } : c));
    expect((await t.call('POST', '/api/discussion-category', { token: root, body: renamed })).status).toBe(200);
    expect(await seedAgain()).toEqual([]);
    expect(((await t.call('GET', '/api/discussion-category')).body.data as { name: string }[])[0]!.name).toBe('Chat');
  });
});
