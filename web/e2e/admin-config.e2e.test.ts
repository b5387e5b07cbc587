// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SwitchConfigView } from '@oj/shared/schemas/admin-config';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCall, rootAdminLogin, shot, startHarness, type Harness } from './harness.ts';

// The super admin's site configuration and switches: Debian's Chromium against the local stack (mail goes to
// files there) and a production build of the SPA; the switch's effect is checked on the public site as a visitor.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

/**
 * The public navigation's discussion entry, read from a fresh load (the site config is cached for 10 s) once the
 * page's calls are answered: the entry waits for the site's switches, so the banner alone can come first.
 */
const discussionLinks = async (visitor: Page) => {
  await visitor.goto(`${h.baseUrl}/home`, { waitUntil: 'networkidle' });
  await visitor.getByRole('banner').getByText('首页').first().waitFor();
  return visitor.getByRole('banner').locator('a[href="/discussion"]').count();
};

/** Opens a page of the General section from the back office's sidebar. */
const openFromSidebar = async (admin: Page, label: string, path: string) => {
  const sidebar = admin.getByTestId('admin-sidebar');
  await sidebar.getByText('通用设置').click();
  await sidebar.getByText(label).click();
  await admin.waitForURL(`${h.baseUrl}${path}`);
};

/** Sets the public discussion switch on the switch page and waits for the section's toast. */
const setPublicDiscussion = async (admin: Page, on: boolean) => {
  const toggle = admin.getByTestId('switch-openPublicDiscussion');
  if ((await toggle.isChecked()) !== on) await toggle.dispatchEvent('click');
  expect(await toggle.isChecked()).toBe(on);
  await admin.getByTestId('save-discussion').click();
  await admin.getByTestId('toast').getByText('讨论已保存').waitFor();
};

describe('site configuration in the back office', { timeout: 240_000 }, () => {
  test('the super admin closes public discussion and the public site loses it, then opens it again', async () => {
    const admin = await (await h.newContext()).newPage();
    await rootAdminLogin(h, admin);
    const visitor = await (await h.newContext()).newPage();
    expect(await discussionLinks(visitor)).toBeGreaterThan(0);

    await openFromSidebar(admin, '系统开关', '/admin/switch');
    await admin.getByText('关闭后，讨论区及其导航入口从网站消失，发帖与评论被拒绝。').waitFor();
    await setPublicDiscussion(admin, false);
    await shot(admin, 'admin-switch');
    const stored = SwitchConfigView.parse(await adminCall(h, admin, '/api/admin/switch/info'));
    expect(stored.openPublicDiscussion).toBe(false);

    // The visitor: no discussion entry in the navigation, and the page itself refused.
    await expect.poll(() => discussionLinks(visitor), { timeout: 30_000, interval: 2000 }).toBe(0);
    await visitor.goto(`${h.baseUrl}/discussion`);
    await visitor.getByTestId('toast').getByText('无权访问：该功能未开放').waitFor();
    await visitor.waitForURL(`${h.baseUrl}/home`);

    // Kept across a reload of the back office, then switched back on.
    await admin.reload();
    expect(await admin.getByTestId('switch-openPublicDiscussion').isChecked()).toBe(false);
    await setPublicDiscussion(admin, true);
    await expect.poll(() => discussionLinks(visitor), { timeout: 30_000, interval: 2000 }).toBeGreaterThan(0);
    await visitor.getByRole('banner').locator('a[href="/discussion"]').first().click();
    await visitor.waitForURL(`${h.baseUrl}/discussion`);
  });

  test('the configuration page: a website rule at its field, the data sources read only, and a test mail sent', async () => {
    const admin = await (await h.newContext()).newPage();
    await rootAdminLogin(h, admin);
    await openFromSidebar(admin, '网站配置', '/admin/conf');

    await admin.getByTestId('web-baseUrl').fill('oj.example.com');
    await admin.getByTestId('save-web-config').click();
    await admin.getByTestId('web-config').getByText('网站地址必须是 http:// 或 https:// 开头的地址').waitFor();
    await admin.getByTestId('web-baseUrl').fill('https://oj.example.com');
    await admin.getByTestId('web-shortName').fill('E2EOJ');
    await admin.getByTestId('save-web-config').click();
    await admin.getByTestId('toast').getByText('网站配置已保存').waitFor();
    expect(await adminCall(h, admin, '/api/admin/config/get-web-config')).toMatchObject({ baseUrl: 'https://oj.example.com', shortName: 'E2EOJ' });

    expect(await admin.getByTestId('data-database').textContent()).toBe('DynamoDB');
    await admin
      .getByTestId('deployment-note')
      .getByText(/无法在此修改/)
      .waitFor();
    // Locally, without an SMTP host, mail is written to files.
    expect(await admin.getByTestId('email-transport').textContent()).toBe('本地文件（开发环境）');
    const address = 'e2e-test-mail@example.test';
    await admin.getByTestId('test-email-address').fill(address);
    await admin.getByTestId('send-test-email').click();
    await admin.getByTestId('test-email-result').getByText(`测试邮件已发送至 ${address}。`).waitFor();
    await shot(admin, 'admin-conf');
    const mails = (await readdir(h.stack.mailDir)).filter((f) => f.includes(address));
    expect(mails).toHaveLength(1);
    expect(await readFile(join(h.stack.mailDir, mails[0]!), 'utf8')).toContain('E2EOJ: test mail');
  });
});
