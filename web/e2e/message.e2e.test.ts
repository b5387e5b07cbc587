// @vitest-environment node
import { SystemMessage, UnreadCounts } from '@oj/shared/schemas/message';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerAndLogin, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// The super admin sends a notice to every user from the back office; a user sees it counted in the header and
// reads it in the message centre. Debian's Chromium against the local stack and a production build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E maintenance window';

/** A call with the page's token, as the SPA makes it; the reply's data parsed with the API's schema. */
const call = async <T>(page: Page, path: string, parse: (v: unknown) => T) => {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const res = await fetch(`${h.stack.apiUrl}${path}`, { headers: { Authorization: token } });
  const body = (await res.json()) as { status: number; data: unknown };
  expect(body.status).toBe(200);
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
    await admin.goto(`${h.baseUrl}/admin/login`);
    await admin.locator('input[name="username"]').fill('root');
    await admin.locator('input[name="password"]').fill(ROOT_PASSWORD);
    await admin.locator('button[type="submit"]').click();
    await admin.waitForURL(`${h.baseUrl}/admin/dashboard`);
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
