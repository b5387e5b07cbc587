// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { readFirstSheet } from '../../functions/test/xlsx.ts';
import { login, registerAndLogin, rootAdminLogin, shot, startHarness, type Harness } from './harness.ts';

// The super admin manages users in the back office: Debian's Chromium against the local stack and a production
// build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = '金牌出题人';
/** A list reloads through the API on a busy machine: more than expect.poll's default second. */
const POLL = { timeout: 15_000 };

describe('user administration in the back office', { timeout: 240_000 }, () => {
  test('the super admin creates an honor, gives a registered user that title and the problem admin role; the user home shows the badge', async () => {
    const learner = await (await h.newContext()).newPage();
    await learner.goto(`${h.baseUrl}/home`);
    const username = await registerAndLogin(learner, h.stack.mailDir);

    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);
    const sidebar = page.getByTestId('admin-sidebar');

    // The honors catalogue: a title with its colour, previewed as users will see it.
    await sidebar.getByText('通用设置').click();
    await sidebar.getByText('头衔管理').click();
    await page.waitForURL(`${h.baseUrl}/admin/honor`);
    await page.getByTestId('add-honor').click();
    const honorDialog = page.getByTestId('honor-dialog');
    await honorDialog.getByTestId('save-honor').click();
    await honorDialog.getByText('头衔名称不能为空').waitFor();
    await honorDialog.getByTestId('honor-name').fill(TITLE);
    await honorDialog.getByTestId('honor-color').fill('#E6A23C');
    await page.getByTestId('honor-preview').getByText(TITLE).waitFor();
    await honorDialog.getByTestId('save-honor').click();
    await page.getByTestId('toast').getByText('头衔已创建').waitFor();
    await page.getByTestId('honor-row').filter({ hasText: TITLE }).waitFor();

    // The user list: found by name, an ordinary user.
    await sidebar.getByText('用户管理').click();
    await page.waitForURL(`${h.baseUrl}/admin/user`);
    await page.getByTestId('user-search').fill(username);
    await page.getByTestId('user-search').press('Enter');
    await page.waitForURL(`${h.baseUrl}/admin/user?keyword=${username}`);
    const row = page.getByTestId('admin-user-row').filter({ hasText: username });
    await expect.poll(() => page.getByTestId('admin-user-row').allTextContents(), POLL).toEqual([expect.stringContaining(username)]);
    await row.getByTestId('role-tag').getByText('普通用户').waitFor();
    await row.getByTestId('status-tag').getByText('正常').waitFor();
    // Not among the back office's roles yet.
    const onlyAdmin = page.getByTestId('only-admin');
    await onlyAdmin.dispatchEvent('click');
    await expect.poll(() => page.getByTestId('admin-user-row').count(), POLL).toBe(0);
    await page.getByText('暂无数据').waitFor();
    await onlyAdmin.dispatchEvent('click');

    await row.getByTestId('edit-user').click();
    const dialog = page.getByTestId('user-edit-dialog');
    expect(await dialog.getByTestId('user-username').inputValue()).toBe(username);
    await dialog.getByTestId('user-role').click();
    await page.getByRole('option', { name: '题目管理员' }).click();
    await dialog.getByTestId('user-title').click();
    await page.getByRole('option', { name: TITLE }).click();
    await shot(page, 'admin-user-edit');
    await dialog.getByTestId('save-user').click();
    await page.getByTestId('toast').getByText('用户已更新').waitFor();
    await row.getByTestId('role-tag').getByText('题目管理员').waitFor();
    await row.getByText(TITLE).waitFor();

    // Now a back-office role: "only admins" lists them.
    await onlyAdmin.dispatchEvent('click');
    await expect.poll(() => page.getByTestId('admin-user-row').allTextContents(), POLL).toEqual([expect.stringContaining(username)]);
    await shot(page, 'admin-user-list');

    // The public home page wears the title.
    await learner.goto(`${h.baseUrl}/user-home?username=${username}`);
    await learner.getByTestId('user-home-name').getByText(username).waitFor();
    await learner.getByText(TITLE, { exact: true }).waitFor();
  });

  test('the super admin generates 20 accounts, follows the job to the end and downloads them as a spreadsheet; a generated account signs in', async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);
    await page.goto(`${h.baseUrl}/admin/user`);
    await page.getByTestId('tab-generate').click();
    await page.getByTestId('generate-prefix').fill('team');
    await page.getByTestId('generate-suffix').fill('x');
    await page.getByTestId('generate-from').fill('1');
    await page.getByTestId('generate-to').fill('20');
    await page.getByTestId('generate-length').fill('10');
    await page.getByTestId('generate-example').getByText('team1x').waitFor();
    await page.getByTestId('start-generate').click();
    await page.getByTestId('job-state').getByText('已完成').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('job-counts').textContent()).toBe('已处理 20 / 20，创建 20 个，拒绝 0 个');
    await shot(page, 'admin-user-generate');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-generated').click()]);
    expect(download.suggestedFilename()).toMatch(/^[0-9a-f]{32}\.xlsx$/);
    const [header, ...accounts] = readFirstSheet(new Uint8Array(await readFile((await download.path())!)));
    expect(header).toEqual(['username', 'password']);
    expect(accounts.map((a) => a[0])).toEqual(Array.from({ length: 20 }, (_, i) => `team${i + 1}x`));
    for (const [, password] of accounts) expect(password).toHaveLength(10);

    // The list finds them, and one signs in on the public site with the spreadsheet's password.
    await page.getByTestId('tab-list').click();
    await page.getByTestId('user-search').fill('team');
    await page.getByTestId('user-search').press('Enter');
    await page.getByText('共 20 条').waitFor();
    const user = await (await h.newContext()).newPage();
    await user.goto(`${h.baseUrl}/home`);
    await user.getByRole('button', { name: '登录' }).click();
    await login(user, accounts[6]![0]!, accounts[6]![1]!);
    await user.getByTestId('user-menu').getByText('team7x').waitFor();
  });
});
