// @vitest-environment node
import { AdminTrainingView, TrainingCategory } from '@oj/shared/schemas/training';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCall, registerAndLogin, rootAdminLogin, shot, startHarness, typeCode, type Harness } from './harness.ts';

// Trainings end to end: Debian's Chromium against the local stack (seeded with the demo problems 1000-1003, and
// its judge) and a production build of the SPA. An admin builds a private training in the back office; a learner
// opens it with its password and sees the progress move after an accepted submission made inside it.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E Graph Basics';
const PASSWORD = 'train-pw';
const CATEGORY = 'E2E Basics';
const A_PLUS_B = ['#include <cstdio>', 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}'];

/** In the add-from-public dialog: finds the problem by keyword and adds it (a training shows it under its own id). */
const addPublicProblem = async (page: Page, problemId: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('public-search').fill(problemId);
  await dialog.getByTestId('public-search').press('Enter');
  await expect.poll(() => dialog.getByTestId('public-problem-row').count()).toBe(1);
  await dialog.getByTestId('public-problem-row').filter({ hasText: problemId }).getByTestId('pick-problem').click();
  // Once in the training it is no longer offered.
  await dialog.getByTestId('public-problem-row').filter({ hasText: problemId }).waitFor({ state: 'detached' });
};

let tid = 0;

describe('trainings in the SPA and the back office', { timeout: 240_000 }, () => {
  test('an admin creates a category, then a private training in it with two problems', async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);

    // No category yet: the form says so and links to the category page.
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByText('训练管理').click();
    await sidebar.getByRole('link', { name: '创建训练' }).click();
    await page.getByTestId('no-category-alert').waitFor();
    await page.getByTestId('to-categories').click();
    await page.waitForURL(`${h.baseUrl}/admin/training/category`);
    await page.getByTestId('add-category').click();
    await page.getByTestId('category-name').fill(CATEGORY);
    await page.getByTestId('save-category').click();
    await page.getByTestId('category-row').filter({ hasText: CATEGORY }).waitFor();

    await sidebar.getByRole('link', { name: '创建训练' }).click();
    await page.getByTestId('training-form').waitFor();
    expect(await page.getByTestId('no-category-alert').count()).toBe(0);
    // The API's rules are checked before sending: each missing field is named.
    await page.getByTestId('save-training').click();
    await page.getByText('标题为必填项').first().waitFor();
    await page.getByTestId('training-title').fill(TITLE);
    await page.getByRole('textbox', { name: '描述' }).fill('Walk the **graph**: BFS first.');
    await page.getByTestId('training-rank').fill('1');
    await page.getByTestId('training-category').click();
    await page.getByRole('option', { name: CATEGORY }).click();
    await page.getByTestId('auth-private').click();
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('save-training').click();
    await page.waitForURL(`${h.baseUrl}/admin/training`);
    const row = page.getByTestId('admin-training-row').filter({ hasText: TITLE });
    await row.waitFor();

    await row.getByTestId('training-problems').click();
    await page.getByTestId('add-from-public').click();
    await addPublicProblem(page, '1000');
    await addPublicProblem(page, '1001');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('training-problem-row').count()).toBe(2);
    await shot(page, 'admin-training-problems');

    const list = AdminTrainingView.array().parse(((await adminCall(h, page, '/api/admin/training/get-training-list')) as { records: unknown[] }).records);
    const made = list.find((t) => t.title === TITLE)!;
    expect(made).toMatchObject({ auth: 'Private', rank: 1, status: true });
    tid = made.id;
    const form = (await adminCall(h, page, `/api/admin/training?tid=${tid}`)) as { training: { privatePwd: string }; trainingCategory: unknown };
    expect(form.training.privatePwd).toBe(PASSWORD);
    expect(TrainingCategory.parse(form.trainingCategory).name).toBe(CATEGORY);
  });

  test('a learner opens the private training with its password, solves a problem in it and sees the progress move', async () => {
    expect(tid).toBeGreaterThan(0);
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await registerAndLogin(page, h.stack.mailDir);

    await page.goto(`${h.baseUrl}/training`);
    const row = page.getByTestId('training-row').filter({ hasText: TITLE });
    await row.getByTestId('training-category').getByText(CATEGORY).waitFor();
    await shot(page, 'training-list');
    await row.getByTestId('open-training').click();
    await page.waitForURL(`**/training/${tid}`);
    await page.getByTestId('training-title').getByText(TITLE).waitFor();
    const progress = page.getByTestId('training-progress');
    expect(await progress.getAttribute('data-ac')).toBe('0');
    expect(await progress.getAttribute('data-total')).toBe('2');
    expect(await page.getByTestId('training-tab-problems').isDisabled()).toBe(true);

    // The password gate: empty, then the right one.
    await page.getByTestId('training-password-enter').click();
    await page.getByTestId('toast').getByText('请输入训练密码').waitFor();
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('training-password-enter').click();
    await page.getByTestId('toast').getByText('注册训练成功').waitFor();
    await page.getByTestId('training-password-card').waitFor({ state: 'detached' });
    await shot(page, 'training-introduction');

    await page.getByTestId('training-tab-problems').click();
    await page.getByTestId('training-problem-row').filter({ hasText: '1000' }).getByRole('link', { name: '1000' }).click();
    await page.waitForURL(`**/training/${tid}/problem/1000`);
    await page.getByTestId('problem-title').waitFor();
    await typeCode(page, 'problemCode:1000', A_PLUS_B);
    await page.getByTestId('submit').click();
    await page.getByTestId('submit-status').locator('[data-status="0"]').waitFor({ timeout: 120_000 });
    // The verdict reloads the training: the header's progress moves without a reload.
    await expect.poll(() => progress.getAttribute('data-ac'), { timeout: 15_000 }).toBe('1');
    await shot(page, 'training-problem-accepted');

    await page.getByTestId('training-tab-problems').click();
    await page.getByTestId('training-problem-row').filter({ hasText: '1000' }).getByTestId('status-solved').waitFor();
    // The rank counts the submission made in the training.
    await page.getByTestId('training-tab-rank').click();
    const cell = page.getByTestId('rank-row').first().getByTestId('rank-cell').first();
    await cell.getByText('AC').waitFor();
    expect(await page.getByTestId('rank-row').first().getByTestId('rank-total').textContent()).toBe('1');
    await shot(page, 'training-rank');
  });
});
