// @vitest-environment node
import { Discussion, DiscussionCategory } from '@oj/shared/schemas/community';
import { SystemMessage, UnreadCounts } from '@oj/shared/schemas/message';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerAndLogin, rootAdminLogin, shot, startHarness, type Harness } from './harness.ts';

// The super admin sends a notice to every user from the back office; a user sees it counted in the header and
// reads it in the message centre. Debian's Chromium against the local stack and a production build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E maintenance window';

/** A call with the page's token, as the SPA makes it; the reply's data parsed with the API's schema. */
const call = async <T>(page: Page, path: string, parse: (v: unknown) => T, init: { method?: string; body?: unknown } = {}) => {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const headers: Record<string, string> = { Authorization: token };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${h.stack.apiUrl}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const body = (await res.json()) as { status: number; data: unknown; msg: string };
  expect(body.status, body.msg).toBe(200);
  return parse(body.data);
};

describe('system notices reach the message centre', { timeout: 180_000 }, () => {
  test('root sends a notice to all users; a user sees the count, reads the notice, and the count drops', async () => {
    const user = await (await h.newContext()).newPage();
    await user.goto(`${h.baseUrl}/home`);
    await registerAndLogin(user, h.stack.mailDir);
    await user.getByTestId('message-menu').waitFor();
    expect(await user.getByTestId('unread-total').count()).toBe(0);

    // The back office: the sidebar's general section has the notices for the super admin.
    const admin = await (await h.newContext()).newPage();
    await rootAdminLogin(h, admin);
    const sidebar = admin.getByTestId('admin-sidebar');
    await sidebar.getByText('通用设置').click();
    await sidebar.getByText('系统通知').click();
    await admin.waitForURL(`${h.baseUrl}/admin/notice`);

    await admin.getByTestId('create-notice').click();
    await admin.getByTestId('save-notice').click();
    await admin.getByTestId('notice-problem').getByText('通知标题不能为空').waitFor();
    await admin.getByTestId('notice-title').fill(TITLE);
    await admin.getByTestId('notice-content').fill('The judge stops at **22:00** for an hour.');
    await admin.getByTestId('notice-type-All').check();
    await admin.getByTestId('save-notice').click();
    await admin.getByTestId('toast').getByText('发送成功').waitFor();
    await admin.getByTestId('notice-row').filter({ hasText: TITLE }).getByText('全部用户').waitFor();
    await shot(admin, 'admin-notices');

    // The header reads the counts when a page opens (and every 2 minutes after).
    await user.reload();
    await expect.poll(() => user.getByTestId('unread-total').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await call(user, '/api/msg/unread', (v) => UnreadCounts.parse(v))).toMatchObject({ sys: 1 });
    await user.getByTestId('message-menu').hover();
    const sysEntry = user.getByRole('menuitem', { name: /系统通知/ });
    await expect.poll(() => sysEntry.getByTestId('unread-count').textContent()).toBe('1');
    await sysEntry.click();
    await user.waitForURL(`${h.baseUrl}/message/sys`);

    const item = user.getByTestId('message-item').filter({ hasText: TITLE });
    await item.locator('.markdown strong').getByText('22:00').waitFor();
    // Reading the page marked it read: the header's count is gone without waiting for the next poll.
    await user.getByTestId('unread-total').waitFor({ state: 'detached', timeout: 15_000 });
    await shot(user, 'message-sys');
    expect(await call(user, '/api/msg/unread', (v) => UnreadCounts.parse(v))).toMatchObject({ sys: 0 });
    const page = await call(user, '/api/msg/sys?currentPage=1&limit=8', (v) => v as { records: unknown[] });
    expect(page.records.map((r) => SystemMessage.parse(r)).find((r) => r.title === TITLE)?.state).toBe(true);

    // Read again later, it no longer shows as unread.
    await user.reload();
    await item.waitFor();
    expect(await item.getByTestId('message-unread').count()).toBe(0);
  });
});

describe('discussions in the back office', { timeout: 180_000 }, () => {
  test('an admin pins and disables a reported discussion, reads the report, then deletes the discussion', async () => {
    const admin = await (await h.newContext()).newPage();
    await rootAdminLogin(h, admin);
    const categories = await call(admin, '/api/discussion-category', (v) => DiscussionCategory.array().parse(v), { method: 'POST', body: [{ id: null, name: 'E2E talk' }] });
    const categoryId = categories.find((c) => c.name === 'E2E talk')!.id;
    const title = 'E2E reported discussion';
    await call(admin, '/api/discussion', (v) => v, { method: 'POST', body: { title, description: 'about trees', content: 'Trees **grow**.', categoryId } });
    const listed = await call(admin, '/api/get-discussion-list?currentPage=1&limit=10&admin=true', (v) => (v as { records: unknown[] }).records.map((r) => Discussion.parse(r)));
    const did = listed.find((d) => d.title === title)!.id;

    const reporter = await (await h.newContext()).newPage();
    await reporter.goto(`${h.baseUrl}/home`);
    await registerAndLogin(reporter, h.stack.mailDir);
    await call(reporter, '/api/discussion-report', (v) => v, { method: 'POST', body: { did, content: '#Spam advertising# sells shoes' } });

    const sidebar = admin.getByTestId('admin-sidebar');
    await sidebar.getByText('讨论管理', { exact: true }).click();
    await sidebar.getByText('讨论与举报').click();
    await admin.waitForURL(`${h.baseUrl}/admin/discussion`);
    const row = admin.getByTestId('admin-discussion-row').filter({ hasText: title });
    // Mantine's switch input is visually hidden: the click is dispatched to it.
    await row.getByTestId('discussion-pinned').dispatchEvent('click');
    await admin.getByTestId('toast').getByText('修改成功').waitFor();
    await row.getByTestId('discussion-status').click();
    await admin.getByRole('option', { name: '禁用' }).click();
    await expect
      .poll(async () =>
        (await call(admin, '/api/get-discussion-list?currentPage=1&limit=10&admin=true', (v) => (v as { records: unknown[] }).records.map((r) => Discussion.parse(r)))).find((d) => d.id === did),
      )
      .toMatchObject({ topPriority: true, status: 1 });
    // Disabled: gone from the public list.
    const publicList = await call(reporter, '/api/get-discussion-list?currentPage=1&limit=10', (v) => (v as { records: unknown[] }).records.map((r) => Discussion.parse(r)));
    expect(publicList.some((d) => d.id === did)).toBe(false);

    const report = admin.getByTestId('report-row').filter({ hasText: title });
    await report.getByTestId('show-report').click();
    await admin.getByTestId('report-content').getByText('垃圾广告').waitFor();
    await admin.getByTestId('report-content').getByText('sells shoes').waitFor();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('report-content').waitFor({ state: 'detached' });
    await report.getByTestId('report-read').dispatchEvent('click');
    await expect.poll(() => report.getByTestId('report-read').isChecked()).toBe(true);
    await shot(admin, 'admin-discussions');

    // the tables read again after the report was marked read; a tick landing on the row being redrawn is lost: tick again
    const select = row.getByTestId('select-discussion');
    await expect
      .poll(async () => {
        if (!(await select.isChecked())) await select.dispatchEvent('click');
        return select.isChecked();
      })
      .toBe(true);
    await admin.getByTestId('delete-selected').click();
    await admin.getByTestId('confirm').click();
    await row.waitFor({ state: 'detached' });
    const after = await call(admin, '/api/get-discussion-list?currentPage=1&limit=10&admin=true', (v) => (v as { records: unknown[] }).records.map((r) => Discussion.parse(r)));
    expect(after.some((d) => d.id === did)).toBe(false);
  });
});
