// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leftLocalhost, login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, typeCode, type Harness } from './harness.ts';

// Browser tests: Debian's Chromium against the local stack (in memory) and a production build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const A_PLUS_B = ['#include <cstdio>', 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}'];
const A_MINUS_B = ['#include <cstdio>', 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);return 0;}'];

/** Ordinary users may submit once per 8 s (spec: the site's submit interval). */
const SUBMIT_INTERVAL_MS = 8_000;

describe('the SPA against the local stack', { timeout: 120_000 }, () => {
  test('a new user registers with the mailed code, logs in and sees the home page, their home and settings', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByTestId('welcome').getByText('欢迎来到').waitFor();
    await page.waitForFunction(() => document.title.startsWith('首页 - '));
    await page.getByRole('button', { name: 'Welcome', exact: true }).waitFor(); // the seeded announcement
    await shot(page, 'home-visitor-zh');

    const username = await registerAndLogin(page, h.stack.mailDir, () => shot(page, 'register-dialog'));
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

  test('a new user solves problem 1000 in C++ through Monaco, then a wrong answer shows Wrong Answer and the failing case', { timeout: 240_000 }, async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    const username = await registerAndLogin(page, h.stack.mailDir);

    await page.goto(`${h.baseUrl}/problem`);
    await page.getByTestId('problem-table').getByText('A+B Problem').click();
    await page.getByTestId('problem-title').getByText('1000 A+B Problem').waitFor();
    await page.getByTestId('limits').getByText('时间限制: C/C++ 1000 ms, 其他语言 2000 ms').waitFor();
    await page.waitForFunction(() => document.title.startsWith('题目详情 - '));
    expect(await page.locator('footer').count()).toBe(0);
    await typeCode(page, 'problemCode:1000', A_PLUS_B);

    // A test run first (its own 2 s interval): the sample input is already filled in.
    await page.getByTestId('open-test-run').click();
    const drawer = page.getByTestId('test-run-drawer');
    await drawer.getByTestId('test-input').fill('20 22');
    await drawer.getByTestId('run-test').click();
    await drawer.getByTestId('test-run-status').locator('[data-status="0"], [data-status="-1"]').waitFor({ timeout: 60_000 });
    await drawer.getByText(/^42\s*$/).waitFor();
    await page.keyboard.press('Escape');

    const submitted = Date.now();
    await page.getByTestId('submit').click();
    await page.getByTestId('submit-status').locator('[data-status="0"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('solved-banner').waitFor();
    await shot(page, 'problem-detail');

    // The same user again, once the submit interval has passed.
    await page.waitForTimeout(Math.max(0, submitted + SUBMIT_INTERVAL_MS + 500 - Date.now()));
    await typeCode(page, 'problemCode:1000', A_MINUS_B);
    await page.getByTestId('submit').click();
    const status = page.getByTestId('submit-status');
    await status.locator('[data-status="-1"]').waitFor({ timeout: 60_000 });
    await status.getByRole('link').click();
    await page.getByTestId('status-banner').getByText('答案错误').waitFor();
    // a-b fails all four cases, and the problem opens its case results.
    await page.getByTestId('case-grid').locator('[data-testid="case"][data-status="-1"]').first().waitFor();
    expect(await page.getByTestId('case-grid').locator('[data-testid="case"]').count()).toBe(4);
    await page.getByTestId('code-editor').locator('.monaco-editor').waitFor();
    await page.getByTestId('share-switch').waitFor();
    await shot(page, 'submission-detail');

    await page.goto(`${h.baseUrl}/status?onlyMine=true`);
    const rows = page.getByTestId('submission-table').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.getByTestId('submission-table').locator('tbody tr[data-own]').count()).toBe(2);
    await rows.first().getByText(username).waitFor();
    await shot(page, 'status');

    await page.goto(`${h.baseUrl}/problem`);
    await page.getByTestId('problem-table').getByTestId('status-solved').waitFor();
    await page.getByTestId('problem-table').getByText('A+B Problem').hover();
    await page.getByTestId('verdict-panel').getByText('1000 A+B Problem').waitFor();
    await shot(page, 'problem-list');
  });

  test('the super admin rejudges a submission from the status list', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: '登录' }).click();
    await login(page, 'root', ROOT_PASSWORD);
    await page.getByTestId('user-menu').getByText('root').waitFor();
    await page.goto(`${h.baseUrl}/status`);
    const first = page.getByTestId('submission-table').locator('tbody tr').first();
    await first.waitFor();
    const answered = page.waitForResponse((r) => r.url().includes('/api/admin/judge/rejudge'));
    await first.getByTestId('rejudge').click();
    expect((await answered).status()).toBe(200);
    await page.getByTestId('toast').getByText('重判成功').waitFor();
    await first.locator('[data-status="-1"], [data-status="0"]').waitFor({ timeout: 60_000 });
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
    await page.getByRole('navigation').getByText('Problems', { exact: true }).click();
    await page.getByTestId('problem-table').getByText('Problem ID').waitFor();
    await page.getByTestId('random-problem').getByText('Pick a random problem').waitFor();
    await page.waitForFunction(() => document.title.startsWith('Problems - '));
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
    await drawer.getByText('题库', { exact: true }).waitFor();
    await drawer.getByText('评测', { exact: true }).waitFor();
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

  test('no request left this machine, Monaco included', () => {
    expect(h.requested.length).toBeGreaterThan(20);
    expect(h.requested.some((u) => /\/assets\/editor\.api-[\w-]+\.js$/.test(u))).toBe(true);
    expect(leftLocalhost(h.requested)).toEqual([]);
  });
});
