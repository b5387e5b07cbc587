// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCall, login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// A group's trainings end to end (issue 15, spec 002 2.5): Debian's Chromium against the local stack and a
// production build. The site's root makes a public group; in its Training tab they create a training through the
// back office's form in the group, add the site's A+B Problem from the public bank in its problem admin, and a
// member opens the training inside the group and reaches the problem there.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const GROUP = 'E2E Training Circle';
const TRAINING = 'E2E Loops and Sums';

const rootLogin = async (page: Page) => {
  await page.getByRole('button', { name: '登录' }).click();
  await login(page, 'root', ROOT_PASSWORD);
  await page.getByTestId('user-menu').getByText('root').waitFor();
};

describe('group trainings in the SPA', { timeout: 240_000 }, () => {
  test('a group admin creates a training with a public problem; a member opens it and its problem inside the group', async () => {
    const teacher = await (await h.newContext()).newPage();
    await teacher.goto(`${h.baseUrl}/group`);
    await rootLogin(teacher);
    await adminCall(h, teacher, '/api/group', { name: GROUP, shortName: 'trainE2E', brief: 'Practice in sets', description: 'Trainings for the circle', auth: 1, visible: true });
    const groups = (await adminCall(h, teacher, `/api/get-group-list?keyword=${encodeURIComponent(GROUP)}`)) as { records: { id: number }[] };
    const gid = groups.records[0]!.id;
    // A training needs a category (the site's, made in the back office).
    await adminCall(h, teacher, '/api/admin/training/category', { name: 'E2E Basics', color: '#409EFF' });

    await teacher.goto(`${h.baseUrl}/group/${gid}/training`);
    await teacher.getByTestId('create-group-training').click();
    await teacher.waitForURL(`**/group/${gid}/training/create`);
    await teacher.getByTestId('training-title').fill(TRAINING);
    await teacher.getByTestId('training-description').fill('Practise **loops**.');
    await teacher.getByTestId('training-category').click();
    await teacher.getByRole('option', { name: 'E2E Basics' }).click();
    await teacher.getByTestId('save-training').click();
    await teacher.waitForURL(`**/group/${gid}/training/admin`);
    const row = teacher.getByTestId('admin-training-row').filter({ hasText: TRAINING });
    await row.getByTestId('training-problems').click();
    await teacher.waitForURL(/\/training\/\d+\/problem-admin$/);
    const tid = Number(new URL(teacher.url()).pathname.split('/').at(-2));

    await teacher.getByTestId('add-from-public').click();
    const dialog = teacher.getByTestId('add-public-dialog');
    await dialog.getByRole('row').filter({ hasText: 'A+B Problem' }).getByTestId('pick-problem').click();
    await teacher.keyboard.press('Escape');
    await teacher.getByTestId('training-problem-row').filter({ hasText: 'A+B Problem' }).waitFor();
    await shot(teacher, 'group-training-problems');

    const student = await (await h.newContext()).newPage();
    await student.goto(`${h.baseUrl}/group`);
    await registerAndLogin(student, h.stack.mailDir);
    // A public group is joined at once.
    await adminCall(h, student, `/api/group/member?gid=${gid}`, {});
    await student.goto(`${h.baseUrl}/group/${gid}/training`);
    const listed = student.getByTestId('training-row').filter({ hasText: TRAINING });
    expect(await listed.getByTestId('training-progress').textContent()).toContain('0.00');
    await listed.getByTestId('open-training').click();
    await student.waitForURL(`**/group/${gid}/training/${tid}`);
    await student.getByTestId('training-tab-problems').click();
    const link = student.getByTestId('training-problems').getByRole('link', { name: 'A+B Problem' });
    expect(await link.getAttribute('href')).toBe(`/group/${gid}/training/${tid}/problem/1000`);
    await link.click();
    await student.getByTestId('problem-title').getByText('1000 A+B Problem').waitFor();
    expect(await student.getByTestId('group-tab-training').getAttribute('aria-selected')).toBe('true');
    await shot(student, 'group-training-problem');
  });
});
