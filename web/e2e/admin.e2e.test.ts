// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerCode, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// The back office in Debian's Chromium against the local stack and a production build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

/** An ordinary account, registered through the API with the mailed code. */
const registerUser = async (username: string, password: string) => {
  const email = `${username}@example.test`;
  const api = (path: string, init?: RequestInit) => fetch(`${h.stack.apiUrl}${path}`, { ...init, headers: { 'Content-Type': 'application/json', 'Url-Type': 'general' } });
  expect((await api(`/api/get-register-code?email=${encodeURIComponent(email)}`)).status).toBe(200);
  const code = await registerCode(h.stack.mailDir, email);
  expect((await api('/api/register', { method: 'POST', body: JSON.stringify({ username, password, email, code }) })).status).toBe(200);
};

const adminLogin = async (page: Page, username: string, password: string) => {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
};

const ADMIN_CHUNK = /\/assets\/(admin-routes|admin-shell|admin-layout|dashboard-page|admin-login-page)-[\w-]+\.js$/;

describe('the back office', { timeout: 120_000 }, () => {
  test('the public site loads no back-office code, and its user menu opens /admin in a new window for admins', async () => {
    const page = await (await h.newContext()).newPage();
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto(`${h.baseUrl}/home`);
    await page.getByTestId('welcome').waitFor();
    await page.getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill('root');
    await dialog.locator('input[name="password"]').fill(ROOT_PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await page.getByTestId('user-menu').hover();
    const entry = page.getByRole('menuitem', { name: '后台管理' });
    expect(await entry.getAttribute('href')).toBe('/admin');
    expect(await entry.getAttribute('target')).toBe('_blank');
    expect(loaded.filter((u) => ADMIN_CHUNK.test(u))).toEqual([]);
  });

  test('an admin logs in at /admin/login and lands on the dashboard with the sidebar and the counts', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/admin`);
    // Visitors are sent to the admin login, not the public login dialog.
    await page.getByTestId('toast').getByText('请先登录').waitFor();
    await page.waitForURL(`${h.baseUrl}/admin/login`);
    await page.getByText('欢迎登录后台管理').waitFor();
    await shot(page, 'admin-login');

    await adminLogin(page, 'root', ROOT_PASSWORD);
    await page.waitForURL(`${h.baseUrl}/admin/dashboard`);
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByText('仪表盘', { exact: true }).waitFor();
    await page.getByTestId('admin-page-title').getByText('仪表盘').waitFor();
    await page.getByTestId('admin-card').getByText('超级管理员').waitFor();
    // The seeded root is one of the accounts.
    const users = page.getByTestId('count-totalUsers');
    await users.waitFor();
    expect(Number(await users.textContent())).toBeGreaterThanOrEqual(1);
    await page.getByTestId('count-todaySubmissions').waitFor();
    await page.getByTestId('count-recentContests').waitFor();
    // The previous login, read from its User-Agent: headless Chromium on Linux.
    await page.getByTestId('last-login').getByText('Linux').waitFor();
    await page
      .getByTestId('last-login')
      .getByText(/^Chrome \d+$/)
      .waitFor();
    await page.waitForFunction(() => document.title.startsWith('仪表盘'));
    await shot(page, 'admin-dashboard');

    // Unknown back-office paths go to the admin login (spec 002 section 2.12).
    await page.goto(`${h.baseUrl}/admin/no-such-page`);
    await page.waitForURL(`${h.baseUrl}/admin/login`);
    await page.getByTestId('admin-signed-in').getByText('root').waitFor();

    // Logging out from the header ends the session and returns to the admin login.
    await page.goto(`${h.baseUrl}/admin/dashboard`);
    await page.getByTestId('admin-user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(`${h.baseUrl}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an ordinary user is refused: a clear message at the login, and no way into the pages', async () => {
    await registerUser('plainadmincheck', 'secret-123');
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/admin/login`);
    await adminLogin(page, 'plainadmincheck', 'secret-123');
    const refused = page.getByTestId('admin-refused');
    await refused.getByText('该账号不是管理员').waitFor();
    await refused.getByText('plainadmincheck').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByTestId('admin-sidebar').count()).toBe(0);
    await shot(page, 'admin-refused');

    await page.goto(`${h.baseUrl}/admin/dashboard`);
    await page.getByTestId('toast').getByText('该账号不是管理员').waitFor();
    await page.waitForURL(`${h.baseUrl}/admin/login`);
    expect(await page.getByTestId('admin-sidebar').count()).toBe(0);
    // The server refuses the dashboard to this account as well.
    const answered = await fetch(`${h.stack.apiUrl}/api/admin/dashboard/get-dashboard-info`, {
      headers: { Authorization: (await page.evaluate(() => localStorage.getItem('token'))) ?? '', 'Url-Type': 'admin' },
    });
    expect(answered.status).toBe(403);
  });
});
