import { randomUUID } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { LANGUAGES, languageId, Role, compileCommandText } from '@oj/shared';
import {
  announcementKey,
  idCounterKey,
  languageKey,
  problemDisplayIdKey,
  problemIndex,
  problemKey,
  seedMarkerKey,
  switchConfigKey,
  tagClassificationKey,
  tagKey,
  testCaseObjectKeys,
  websiteConfigKey,
} from '@oj/shared/db/keys';
import { SwitchConfigItem } from '@oj/shared/db/items/config';
import { ProblemItem } from '@oj/shared/db/items/problem';
import type { Db } from '../data/db.ts';
import { saveCategories } from '../data/discussions.ts';
import { createUser, uidByUsername } from '../data/users.ts';
import { hashPassword } from '../services/passwords.ts';
import { DEMO_PROBLEMS } from './demo-problems.ts';

export interface SeedTarget {
  db: Db;
  s3: S3Client;
  testDataBucket: string;
  rootPassword: string;
  rootEmail: string;
  now: Date;
  /** Steps to mark done without running them (a production site may not want the demo problems). */
  skip?: readonly string[];
}

const CLASSIFICATIONS = [
  { id: 1, name: 'Basics', tags: ['Beginner', 'Implementation', 'Math', 'Sorting'] },
  { id: 2, name: 'Algorithms', tags: ['Binary Search', 'Greedy', 'Dynamic Programming', 'Graph', 'String'] },
  { id: 3, name: 'Problem kinds', tags: ['Interactive'] },
];
export const SEEDED_CATEGORIES_STEP = 'discussion-categories';
export const DISCUSSION_CATEGORIES = ['General', 'Solutions', 'Questions', 'Feedback'];
const TAG_COLORS = ['#2d8cf0', '#19be6b', '#ff9900', '#ed4014', '#9a66e4', '#0ea5a4'];

const ALL_TAGS = CLASSIFICATIONS.flatMap((c) => c.tags.map((name) => ({ name, classificationId: c.id })));
const tagId = (name: string) => ALL_TAGS.findIndex((t) => t.name === name) + 1;

/**
 * Seeding runs in named steps, each once: the marker item lists the steps done, so a restart keeps what
 * admins changed and a later release can add steps.
 */
const steps: Record<string, (t: SeedTarget) => Promise<void>> = {
  'site-config': async ({ db }) => {
    await db.put({
      ...websiteConfigKey,
      name: 'Online Judge',
      shortName: 'OJ',
      description: 'An online judge and contest platform',
      register: true,
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      recordName: '',
      recordUrl: '',
      projectName: 'OJ',
      projectUrl: '',
    });
    await db.put({ ...switchConfigKey, ...SwitchConfigItem.parse({}) });
  },
  languages: async ({ db }) => {
    for (const [i, lang] of LANGUAGES.entries()) {
      await db.put({
        ...languageKey(languageId(lang)),
        id: languageId(lang),
        name: lang.name,
        description: lang.description,
        compileCommand: compileCommandText(lang),
        template: lang.template,
        contentType: lang.contentType,
        isSpj: lang.isSpj,
        oj: 'ME',
        seq: i + 1,
      });
    }
  },
  tags: async ({ db }) => {
    for (const c of CLASSIFICATIONS) await db.put({ ...tagClassificationKey(c.id), id: c.id, name: c.name, oj: 'ME', rank: c.id });
    for (const [i, t] of ALL_TAGS.entries()) {
      await db.put({ ...tagKey(i + 1), id: i + 1, name: t.name, color: TAG_COLORS[i % TAG_COLORS.length], oj: 'ME', classificationId: t.classificationId, gid: null });
    }
    await db.put({ ...idCounterKey('tag'), value: ALL_TAGS.length });
    await db.put({ ...idCounterKey('tag-classification'), value: CLASSIFICATIONS.length });
  },
  'root-user': async ({ db, rootPassword, rootEmail, now }) => {
    if (await uidByUsername(db, 'root')) return;
    await createUser(
      db,
      { uid: randomUUID().replaceAll('-', ''), username: 'root', email: rootEmail, passwordHash: await hashPassword(rootPassword), roleId: Role.ROOT, titleName: 'Admin', titleColor: '#ed4014' },
      now,
    );
  },
  announcement: async ({ db, now }) => {
    const at = now.toISOString();
    await db.put({
      ...announcementKey(1),
      id: 1,
      title: 'Welcome',
      content: 'Welcome to the judge! Start with **[A+B Problem](/problem/1000)**, then try the special-judge and interactive demos.',
      uid: '',
      username: 'root',
      status: 0,
      gmtCreate: at,
      gmtModified: at,
    });
    await db.put({ ...idCounterKey('announcement'), value: 1 });
  },
  // A discussion needs a category: without these nobody but the super admin (who edits them) could post.
  [SEEDED_CATEGORIES_STEP]: async ({ db, now }) => {
    await saveCategories(
      db,
      DISCUSSION_CATEGORIES.map((name) => ({ id: null, name })),
      [],
      now,
    );
  },
  'demo-problems': async ({ db, s3, testDataBucket, now }) => {
    const at = now.toISOString();
    for (const demo of DEMO_PROBLEMS) {
      const version = `v${now.getTime()}`;
      const { pid } = demo.problem;
      for (const [i, file] of demo.files.entries()) {
        const keys = testCaseObjectKeys(pid, version, i + 1);
        await s3.send(new PutObjectCommand({ Bucket: testDataBucket, Key: keys.input, Body: Buffer.from(file.input) }));
        await s3.send(new PutObjectCommand({ Bucket: testDataBucket, Key: keys.output, Body: Buffer.from(file.output) }));
      }
      const item = ProblemItem.parse({
        ...demo.problem,
        tagIds: demo.tags.map(tagId),
        author: 'root',
        testDataVersion: version,
        gmtCreate: at,
        gmtModified: at,
      });
      await db.put({ ...problemKey(pid), ...problemIndex(pid), ...item });
      await db.put({ ...problemDisplayIdKey(item.problemId), pid });
    }
    await db.put({ ...idCounterKey('problem'), value: Math.max(...DEMO_PROBLEMS.map((d) => d.problem.pid)) });
  },
};

/** Applies the steps not yet applied; returns their names. */
export async function seed(target: SeedTarget): Promise<string[]> {
  const marker = await target.db.get(seedMarkerKey, true);
  const done = new Set((marker?.steps as string[] | undefined) ?? []);
  const applied: string[] = [];
  for (const [name, run] of Object.entries(steps)) {
    if (done.has(name)) continue;
    if (!target.skip?.includes(name)) await run(target);
    done.add(name);
    applied.push(name);
    await target.db.put({ ...seedMarkerKey, steps: [...done] });
  }
  return applied;
}
