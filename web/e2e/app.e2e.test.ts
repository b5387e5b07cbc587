// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leftLocalhost, registerCode, ROOT_PASSWORD, SCREENSHOTS, startHarness, type Harness } from './harness.ts';

// Browser tests: Debian's Chromium against the local stack (in memory) and a production build of the SPA.
let h: Harness;
const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const login = async (page: Page, username: string, password: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
};

describe('the SPA against the local stack', { timeout: 120_000 }, () => {
  test('a new user registers with the mailed code, logs in and sees the home page, their home and settings', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByTestId('welcome').getByText('欢迎来到').waitFor();
    await page.waitForFunction(() => document.title.startsWith('首页 - '));
    await page.getByRole('button', { name: 'Welcome', exact: true }).waitFor(); // the seeded announcement
    await shot(page, 'home-visitor-zh');

    const username = `e2e${Date.now() % 1_000_000}`;
    const email = `${username}@example.test`;
    await page.getByRole('button', { name: '注册' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(username);
    await dialog.locator('input[name="password"]').fill('secret-123');
    await dialog.locator('input[name="passwordAgain"]').fill('secret-123');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.getByTestId('send-code').click();
    await dialog.getByText('秒后重发').waitFor();
    await dialog.locator('input[name="code"]').fill(await registerCode(h.stack.mailDir, email));
    await shot(page, 'register-dialog');
    await dialog.locator('button[type="submit"]').click();
    await page.getByTestId('toast').getByText('注册成功').waitFor();

    await login(page, username, 'secret-123');
    await page.getByTestId('user-menu').getByText(username).waitFor();
    await page.getByTestId('toast').getByText('欢迎回来').waitFor();
    await shot(page, 'home-logged-in');

    await page.goto(`${h.baseUrl}/user-home`);
    await page.getByTestId('user-home-name').getByText(username).waitFor();
    await page.getByTestId('heatmap').waitFor();
    await page.waitForFunction(() => document.title.startsWith('个人主页 - '));
    await shot(page, 'user-home');

    await page.goto(`${h.baseUrl}/setting`);
    await page.getByText('账号设置').waitFor();
    await shot(page, 'settings');
  });

  test('clicking the logo switches to English, and the choice is kept', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByTestId('welcome').getByText('欢迎来到').waitFor();
    await page.getByTestId('logo').click();
    await page.getByTestId('welcome').getByText('Welcome to').waitFor();
    await page.getByRole('navigation').getByText('Home', { exact: true }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Home - '));
    await page.reload();
    await page.getByTestId('welcome').getByText('Welcome to').waitFor();
    await shot(page, 'home-visitor-en');
  });

  test('a visitor opening a login-only page is sent home with the login dialog', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/setting`);
    await page.getByRole('dialog').getByText('用户名').waitFor();
    await page.getByTestId('toast').getByText('请先登录').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  test('five failed logins bring the slide puzzle, and the super admin can log in', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: '登录' }).click();
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await login(page, 'root', 'not-the-password');
      expect((await answered).status()).toBe(400);
    }
    await page.getByTestId('toast').getByText('用户名或密码错误').waitFor();
    await page.getByTestId('slide-verify').waitFor();
    await shot(page, 'slide-verify');
    expect(await page.getByRole('dialog').locator('button[type="submit"]').isDisabled()).toBe(true);
    // A fresh browser has no failures behind it.
    const fresh = await (await h.newContext()).newPage();
    await fresh.goto(`${h.baseUrl}/home`);
    await fresh.getByRole('button', { name: '登录' }).click();
    await login(fresh, 'root', ROOT_PASSWORD);
    await fresh.getByTestId('user-menu').getByText('root').waitFor();
  });

  test('a phone-sized viewport shows the drawer instead of the top navigation', async () => {
    const page = await (await h.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    await page.getByTestId('burger').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('排名', { exact: true }).click();
    await drawer.getByText('ACM 排名').waitFor();
    await shot(page, 'mobile-drawer');
    await drawer.getByText('OI 排名').click();
    await page.getByTestId('rank-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/oi-rank');
  });

  test('the ranking, help and 404 pages render', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/acm-rank`);
    await page.getByTestId('rank-table').waitFor();
    await shot(page, 'acm-rank');
    await page.goto(`${h.baseUrl}/help`);
    await page.getByTestId('help-languages').getByText('C++', { exact: true }).waitFor();
    expect(await page.getByTestId('help-statuses').locator('tbody tr').count()).toBe(17);
    await shot(page, 'help');
    await page.goto(`${h.baseUrl}/no-such-page`);
    await page.getByTestId('not-found').waitFor();
    await shot(page, 'not-found');
  });

  test('no request left this machine', () => {
    expect(h.requested.length).toBeGreaterThan(20);
    expect(leftLocalhost(h.requested)).toEqual([]);
  });
});
