// @vitest-environment node
import { AdminContestProblemList, AdminContestRow, AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalInput } from '../src/components/local-time.ts';
import { adminCall, rootAdminLogin, shot, startHarness, type Harness } from './harness.ts';

// An admin builds a contest in the back office: Debian's Chromium against the local stack (seeded with the demo
// problems 1000-1003) and a production build of the SPA.
let h: Harness;
/** The contest the first test builds (running for three hours). */
let cid = 0;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E Back Office Cup';
/** A moment as the date-time picker takes it (local time, minutes). */
const pickerValue = (ms: number) => toLocalInput(new Date(ms).toISOString());

/** In the add-from-public dialog: finds the problem by keyword and adds it under a display id. */
const addPublicProblem = async (page: Page, problemId: string, displayId: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('public-search').fill(problemId);
  await dialog.getByTestId('public-search').press('Enter');
  // The search leaves this one problem (the ACM problems 1000, 1002 and 1003 are offered before it).
  await expect.poll(() => dialog.getByTestId('public-problem-row').count()).toBe(1);
  const row = dialog.getByTestId('public-problem-row').filter({ hasText: problemId });
  await row.getByTestId('pick-problem').click();
  await dialog.getByTestId('display-id').fill(displayId);
  await dialog.getByTestId('confirm-add').click();
  await page.getByTestId('toast').getByText('已添加到比赛').waitFor();
  // Once in the contest it is no longer offered.
  await dialog.getByTestId('public-problem-row').filter({ hasText: problemId }).waitFor({ state: 'detached' });
};

describe('contest administration in the back office', { timeout: 180_000 }, () => {
  test('an admin creates a contest with two problems, and it appears in the public contest list with them', async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);

    // The sidebar's contest section opens the form.
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByText('比赛管理').click();
    await sidebar.getByText('创建比赛').click();
    await page.waitForURL(`${h.baseUrl}/admin/contest/create`);
    await page.getByTestId('admin-page-title').getByText('创建比赛').waitFor();

    // Checked before sending, in the spec's order, with the API's message.
    await page.getByTestId('save-contest').click();
    await page.getByTestId('form-problem').getByText('比赛标题不能为空').waitFor();

    await page.getByTestId('contest-title').fill(TITLE);
    await page.getByTestId('contest-description').fill('## Rules\n\nSolve **A** and **B**.');
    await page.getByTestId('contest-description-preview-tab').click();
    await page.locator('.markdown strong').getByText('A', { exact: true }).waitFor();
    const now = Date.now();
    await page.getByTestId('start-time').fill(pickerValue(now + 3 * 3_600_000));
    await page.getByTestId('end-time').fill(pickerValue(now + 2 * 3_600_000));
    await expect.poll(() => page.getByTestId('contest-duration').inputValue()).toBe('比赛开始时间应早于结束时间');
    await page.getByTestId('save-contest').click();
    await page.getByTestId('form-problem').getByText('比赛开始时间应早于结束时间').waitFor();

    // Running from ten minutes ago for three hours, sealed for its last hour, with awards by number.
    await page.getByTestId('start-time').fill(pickerValue(now - 10 * 60_000));
    await page.getByTestId('end-time').fill(pickerValue(now + 170 * 60_000));
    await expect.poll(() => page.getByTestId('contest-duration').inputValue()).toBe('3小时');
    await page.getByTestId('seal-rank').getByText('封榜').click();
    expect(await page.getByTestId('seal-time').inputValue()).toBe('比赛结束前一小时');
    await page.getByTestId('open-rank').check();
    await page.getByTestId('award-type').click();
    await page.getByRole('option', { name: '按人数' }).click();
    expect(await page.getByTestId('award-row').count()).toBe(3);
    await shot(page, 'admin-contest-form');
    await page.getByTestId('save-contest').click();

    await page.waitForURL(`${h.baseUrl}/admin/contest`);
    await page.getByTestId('toast').getByText('比赛创建成功').waitFor();
    const row = page.getByTestId('admin-contest-row').filter({ hasText: TITLE });
    await row.getByTestId('status-tag').getByText('进行中').waitFor();
    expect(await row.getByTestId('visible-switch').isChecked()).toBe(true);
    await shot(page, 'admin-contest-list');

    await row.getByRole('link', { name: '题目列表' }).click();
    await page.waitForURL(/\/admin\/contest\/\d+\/problems$/);
    cid = Number(/\/contest\/(\d+)\//.exec(page.url())?.[1]);
    await page.getByTestId('add-from-public').click();
    await page.getByRole('dialog').getByText('ACM 赛制的比赛只能添加 ACM 题目').waitFor();
    await addPublicProblem(page, '1000', 'A');
    await addPublicProblem(page, '1002', 'B');
    await page.keyboard.press('Escape');
    const problems = page.getByTestId('contest-problem-row');
    await problems.filter({ hasText: 'A+B Problem' }).getByText('A', { exact: true }).waitFor();
    await problems.filter({ hasText: 'Square Root' }).getByText('B', { exact: true }).waitFor();
    await shot(page, 'admin-contest-problems');

    // The replies these pages read have the shapes shared/schemas/admin-contest-view.ts gives them.
    const saved = AdminContestView.parse(await adminCall(h, page, `/api/admin/contest?cid=${cid}`));
    expect(saved).toMatchObject({ title: TITLE, sealRank: true, openRank: true, awardType: 2, visible: true });
    expect(Date.parse(saved.endTime) - Date.parse(saved.sealRankTime!)).toBe(3_600_000);
    expect(saved.awardConfigList.map((a) => [a.name, a.num])).toEqual([
      ['金牌', 10],
      ['银牌', 20],
      ['铜牌', 30],
    ]);
    const list = (await adminCall(h, page, '/api/admin/contest/get-contest-list?currentPage=1&limit=10')) as { records: unknown[] };
    expect(list.records.map((r) => AdminContestRow.parse(r).id)).toContain(cid);
    const placed = AdminContestProblemList.parse(await adminCall(h, page, `/api/admin/contest/get-problem-list?cid=${cid}&currentPage=1&limit=10`));
    expect(
      Object.values(placed.contestProblemMap)
        .map((e) => e.displayId)
        .sort(),
    ).toEqual(['A', 'B']);

    // The public site lists the contest, and inside it the two problems.
    await page.goto(`${h.baseUrl}/contest`);
    const card = page.getByTestId('contest-row').filter({ hasText: TITLE });
    await card.getByTestId('status-tag').getByText('进行中').waitFor();
    await shot(page, 'admin-contest-public-list');
    await card.getByTestId('contest-title').click();
    await page.waitForURL(`**/contest/${cid}`);
    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-row').filter({ hasText: 'A+B Problem' }).waitFor();
    await page.getByTestId('contest-problem-row').filter({ hasText: 'Square Root' }).waitFor();
  });
  test("an admin writes a problem from the contest's page; a visitor cannot find it while the contest runs", async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);
    await page.goto(`${h.baseUrl}/admin/contest/${cid}/problems`);
    await page.getByTestId('create-contest-problem').click();
    await page.waitForURL(`${h.baseUrl}/admin/contest/${cid}/problems/create`);
    await page.getByTestId('display-id').fill('C');
    await page.getByTestId('confirm-add').click();
    // the problem form of the back office, born a contest problem
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('problem-auth-select').inputValue()).toBe('比赛题目');
    await page.getByTestId('problem-display-id').fill('E2ESECRET');
    await page.getByTestId('problem-title').fill('Secret Sum');
    await page.getByTestId('problem-description').fill('Print a + b.');
    await page.getByTestId('problem-input').fill('Two integers a and b.');
    await page.getByTestId('problem-output').fill('Their sum.');
    await page.getByTestId('case-source').getByText('手动输入').click();
    await page.getByTestId('add-case').click();
    await page.getByTestId('case-input').fill('1 2');
    await page.getByTestId('case-output').fill('3');
    await page.getByTestId('save-problem').click();
    await page.waitForURL(`${h.baseUrl}/admin/contest/${cid}/problems`);
    const row = page.getByTestId('contest-problem-row').filter({ hasText: 'Secret Sum' });
    await row.getByText('C', { exact: true }).waitFor();
    // published to the bank only after the contest
    expect(await row.getByTestId('publish-problem').isDisabled()).toBe(true);
    await shot(page, 'admin-contest-problem-created');

    const visitor = await (await h.newContext()).newPage();
    await visitor.goto(`${h.baseUrl}/problem`);
    // the contest's problems (1000 and 1002 too) are out of the list; the others are there
    await visitor.getByTestId('problem-table').getByText('Sum of Squares').waitFor();
    expect(await visitor.getByTestId('problem-table').getByText('Secret Sum').count()).toBe(0);
    expect(await visitor.getByTestId('problem-table').getByText('A+B Problem').count()).toBe(0);
    await visitor.goto(`${h.baseUrl}/problem/E2ESECRET`);
    await visitor.getByTestId('toast').getByText('题目不存在或你无权查看').waitFor();
  });
});
