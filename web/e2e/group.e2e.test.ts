// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// Groups end to end (issue 15): Debian's Chromium against the local stack and a production build of the SPA. A
// teacher (the site's root) creates a private group; a student applies with its code and a reason; the teacher
// accepts the application from the member tab, and the group's tabs open to the student.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const NAME = 'E2E Algorithms Club';
const CODE = 'K3y9Qz';
/** A 3x2 PNG: the crop takes its centred 2x2 square. */
const PNG_3X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8DAAMFwFgA72AX73hA3ZQAAAABJRU5ErkJggg==', 'base64');

const rootLogin = async (page: Page) => {
  await page.getByRole('button', { name: '登录' }).click();
  await login(page, 'root', ROOT_PASSWORD);
  await page.getByTestId('user-menu').getByText('root').waitFor();
};

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).waitFor();

let gid = 0;
let student = '';

describe('groups in the SPA', { timeout: 240_000 }, () => {
  test('a teacher creates a private group in the full-screen dialog, checked before it is sent', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/group`);
    // A visitor: My Group is disabled and there is no Create button.
    await page.getByTestId('group-list-empty').waitFor();
    expect(await page.getByTestId('group-create').count()).toBe(0);
    await rootLogin(page);

    await page.getByTestId('group-create').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('group-form-name').fill('abc');
    await dialog.getByTestId('group-form-shortName').click();
    await dialog.getByText('团队名称的长度应为 5 到 25 个字符').waitFor();
    await dialog.getByTestId('group-form-name').fill(NAME);
    await dialog.getByTestId('group-form-shortName').fill('algoe2e');
    await dialog.getByTestId('group-form-brief').fill('Weekly practice for the class');
    await dialog.getByTestId('group-form-auth').click();
    await page.getByRole('option', { name: '私有' }).click();
    await dialog.getByTestId('group-form-code').fill(CODE);
    await dialog.getByTestId('group-form-description').fill('We meet on **Fridays**.');
    await dialog.getByTestId('group-form-submit').click();
    await toast(page, '创建成功');

    const card = page.getByTestId('group-card').filter({ hasText: NAME });
    await card.waitFor();
    expect(await card.getByTestId('group-auth').textContent()).toBe('私有');
    await shot(page, 'group-list');
    await card.click();
    await page.waitForURL(/\/group\/\d+$/);
    gid = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('group-side-card').getByText(NAME).waitFor();
    await page.getByTestId('group-description').getByText('Fridays').waitFor();
    // The owner: Announcement and Setting tabs, and the disband button.
    await page.getByTestId('group-tab-setting').waitFor();
    await page.getByTestId('group-tab-announcement').waitFor();
    await page.getByTestId('group-disband').waitFor();

    // The avatar: a picture cropped by the browser's canvas to a 200x200 PNG, uploaded, shown on the side card.
    await page.getByTestId('group-tab-setting').click();
    await page.getByTestId('avatar-editor').locator('input[type="file"]').setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: PNG_3X2 });
    await page.getByTestId('avatar-rotate-right').click();
    await page.getByTestId('avatar-confirm').click();
    await page.getByTestId('avatar-upload').click();
    await toast(page, '头像上传成功');
    const avatar = page.getByTestId('group-side-card').getByTestId('group-avatar').locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/public\/.+/);
    const size = await avatar.evaluate((img: HTMLImageElement) => new Promise<number[]>((resolve) => {
      const probe = new Image();
      probe.onload = () => resolve([probe.naturalWidth, probe.naturalHeight]);
      probe.src = img.src;
    }));
    expect(size).toEqual([200, 200]);
  });

  test('a student applies with the code and a reason; the teacher accepts; the tabs open to the student', async () => {
    expect(gid).toBeGreaterThan(0);
    const studentPage = await (await h.newContext()).newPage();
    await studentPage.goto(`${h.baseUrl}/group`);
    student = await registerAndLogin(studentPage, h.stack.mailDir);
    await studentPage.goto(`${h.baseUrl}/group/${gid}`);
    await studentPage.getByTestId('group-side-card').waitFor();
    expect(await studentPage.getByTestId('group-tab-member').getAttribute('data-disabled')).not.toBeNull();
    await studentPage.getByTestId('group-join').click();
    await studentPage.getByTestId('join-code').fill('wrong1');
    await studentPage.getByTestId('join-reason').fill('I am in the Friday class');
    await studentPage.getByTestId('join-submit').click();
    // The server checks the code.
    await studentPage.getByTestId('join-submit').waitFor();
    await studentPage.getByTestId('join-code').fill(CODE);
    await studentPage.getByTestId('join-submit').click();
    await toast(studentPage, '申请成功');
    await studentPage.getByTestId('group-applying').waitFor();

    const teacher = await (await h.newContext()).newPage();
    await teacher.goto(`${h.baseUrl}/group`);
    await rootLogin(teacher);
    await teacher.goto(`${h.baseUrl}/group/${gid}/member`);
    await teacher.getByTestId('member-admin').click();
    const application = teacher.getByTestId('apply-row').filter({ hasText: student });
    await application.getByTestId('member-reason').click();
    await teacher.getByTestId('member-reason-text').getByText('I am in the Friday class').waitFor();
    await teacher.keyboard.press('Escape');
    await application.getByTestId('apply-accept').click();
    await toast(teacher, '修改成功');
    await application.waitFor({ state: 'detached' });
    await teacher.getByTestId('member-admin-row').filter({ hasText: student }).waitFor();
    await shot(teacher, 'group-members');

    await studentPage.reload();
    await studentPage.getByTestId('group-exit').waitFor();
    expect(await studentPage.getByTestId('group-tab-member').getAttribute('data-disabled')).toBeNull();
    expect(await studentPage.getByTestId('group-tab-setting').count()).toBe(0);
    await studentPage.getByTestId('group-tab-member').click();
    await studentPage.getByTestId('member-row').filter({ hasText: student }).waitFor();
  });
});
