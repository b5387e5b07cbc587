// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalInput } from '../src/components/local-time.ts';
import { adminCall, apiCall, login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, typeCode, type Harness } from './harness.ts';

// Groups end to end (issue 15): Debian's Chromium against the local stack and a production build of the SPA. A
// teacher (the site's root) creates a private group; a student applies with its code and a reason; the teacher
// accepts the application from the member tab, and the group's tabs open to the student.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const NAME = 'E2E Algorithms Club';
const CONTEST = 'E2E Friday Round';
const A_PLUS_B = ['#include <cstdio>', 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}'];
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
let teacher: Page;
let studentPage: Page;

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
    const size = await avatar.evaluate(
      (img: HTMLImageElement) =>
        new Promise<number[]>((resolve) => {
          const probe = new Image();
          probe.onload = () => resolve([probe.naturalWidth, probe.naturalHeight]);
          probe.src = img.src;
        }),
    );
    expect(size).toEqual([200, 200]);
  });

  test('a student applies with the code and a reason; the teacher accepts; the tabs open to the student', async () => {
    expect(gid).toBeGreaterThan(0);
    studentPage = await (await h.newContext()).newPage();
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

    teacher = await (await h.newContext()).newPage();
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

  test('the teacher posts an announcement and adds a problem and a contest; the student reads it, finds the contest, solves the problem and is ranked in the group once it ends', async () => {
    expect(student).not.toBe('');
    await teacher.getByTestId('group-tab-announcement').click();
    await teacher.getByTestId('create-announcement').click();
    await teacher.getByTestId('announcement-title').fill('Friday practice');
    await teacher.getByTestId('announcement-content').fill('Solve **A + B** before Friday.');
    await teacher.getByTestId('save-announcement').click();
    await teacher.getByTestId('announcement-row').filter({ hasText: 'Friday practice' }).waitFor();

    // A problem of the group, made with the site's problem form and typed test cases.
    await teacher.getByTestId('group-tab-problem').click();
    await teacher.getByTestId('create-group-problem').click();
    await teacher.getByTestId('problem-display-id').fill('AB1');
    await teacher.getByTestId('problem-title').fill('Group Sum');
    await teacher.getByTestId('problem-description').fill('Print a + b.');
    await teacher.getByTestId('problem-input').fill('Two integers a and b.');
    await teacher.getByTestId('problem-output').fill('Their sum.');
    await teacher.getByTestId('example-input').fill('1 2');
    await teacher.getByTestId('example-output').fill('3');
    await teacher.getByTestId('case-source').getByText('手动输入').click();
    if ((await teacher.getByTestId('case-input').count()) === 0) await teacher.getByTestId('add-case').click();
    await teacher.getByTestId('case-input').first().fill('20 22');
    await teacher.getByTestId('case-output').first().fill('42');
    await teacher.getByTestId('save-problem').click();
    await teacher.getByTestId('admin-problem-row').filter({ hasText: 'Group Sum' }).waitFor();
    const problems = (await adminCall(h, teacher, `/api/group/get-admin-problem-list?gid=${gid}`)) as { records: { id: number; problemId: string }[] };
    const pid = problems.records.find((p) => p.problemId === 'AB1')!.id;

    // A contest of the group, running now, with that problem as A (added from the group's bank).
    await teacher.getByTestId('group-tab-contest').click();
    await teacher.getByTestId('create-group-contest').click();
    await teacher.getByTestId('contest-title').fill(CONTEST);
    await teacher.getByTestId('contest-description').fill('One problem, three hours.');
    const now = Date.now();
    await teacher.getByTestId('start-time').fill(toLocalInput(new Date(now - 10 * 60_000).toISOString()));
    await teacher.getByTestId('end-time').fill(toLocalInput(new Date(now + 170 * 60_000).toISOString()));
    await teacher.getByTestId('save-contest').click();
    const contestRow = teacher.getByTestId('admin-contest-row').filter({ hasText: CONTEST });
    await contestRow.getByRole('link', { name: '题目列表' }).click();
    await teacher.getByTestId('add-from-group').click();
    await teacher.getByTestId('group-problem-id').fill('AB1');
    await teacher.getByTestId('group-display-id').fill('A');
    await teacher.getByTestId('confirm-group-problem').click();
    await teacher.getByTestId('contest-problem-row').filter({ hasText: 'Group Sum' }).waitFor();

    // The student: the announcement on the group home.
    await studentPage.goto(`${h.baseUrl}/group/${gid}`);
    await studentPage.getByTestId('group-home-announcements').getByRole('button', { name: 'Friday practice' }).click();
    await studentPage.getByTestId('group-home-announcements').getByText('A + B').waitFor();
    // The problem now belongs to the contest: the student finds the contest in the group's list and solves A there.
    await studentPage.getByTestId('group-tab-contest').click();
    await studentPage.getByTestId('contest-row').filter({ hasText: CONTEST }).getByTestId('contest-title').click();
    await studentPage.waitForURL(/\/contest\/\d+$/);
    const cid = Number(new URL(studentPage.url()).pathname.split('/')[2]);
    await studentPage.getByTestId('contest-tab-problems').click();
    await studentPage.getByTestId('contest-problem-row').filter({ hasText: 'Group Sum' }).click();
    await studentPage.waitForURL(`**/contest/${cid}/problem/A`);
    await typeCode(studentPage, `contestCode:${cid}:${pid}`, A_PLUS_B);
    await studentPage.getByTestId('submit').click();
    await studentPage.getByTestId('submit-status').locator('[data-status="0"]').waitFor({ timeout: 120_000 });

    // A contest's results reach the group rank once the contest is over: the teacher ends it (the save releases them).
    const form = (await apiCall(h, teacher, 'GET', `/api/group/contest?cid=${cid}`)) as Record<string, unknown>;
    await apiCall(h, teacher, 'PUT', '/api/group/contest', { ...form, gid, endTime: new Date(Date.now() - 1000).toISOString() });
    await studentPage.goto(`${h.baseUrl}/group/${gid}/rank`);
    const row = studentPage.getByTestId('group-rank-row').filter({ hasText: student });
    await row.waitFor();
    expect(await row.getByTestId('group-rank-ac').textContent()).toBe('1');
    expect(await row.getByTestId('group-rank-ac').getAttribute('href')).toBe(`/group/${gid}/status?username=${student}&status=0`);
    await shot(studentPage, 'group-rank');
    // The AC count opens the group's status list filtered to the student's accepted submissions.
    await row.getByTestId('group-rank-ac').click();
    await studentPage.waitForURL(`${h.baseUrl}/group/${gid}/status?username=${student}&status=0`);
    await expect.poll(() => studentPage.getByTestId('group-tab-submission').getAttribute('aria-selected')).toBe('true');
    await shot(studentPage, 'group-status');
  });
});
