// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalInput } from '../src/components/local-time.ts';
import { apiCall, login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// A group's exams in the SPA against the local stack (seeded with the demo problems 1000-1003) and a production build
// (issue 15, spec 002 2.7): the group's root creates an exam in the Exam tab with the back office's form, adds a
// public problem under a display id; a member finds it in the group's Exam tab (not in the site's list) and opens it.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const GROUP = 'E2E Exam Club';
const TITLE = 'E2E Group Midterm';
/** A moment as the form's date-time picker takes it. */
const pickerValue = (ms: number) => toLocalInput(new Date(ms).toISOString());
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).waitFor();

describe("a group's exams in the SPA", { timeout: 240_000 }, () => {
  test('the group root creates an exam and adds a problem in the Exam tab; a member opens it from the tab', async () => {
    const teacher = await (await h.newContext()).newPage();
    await teacher.goto(`${h.baseUrl}/group`);
    await teacher.getByRole('button', { name: '登录' }).click();
    await login(teacher, 'root', ROOT_PASSWORD);
    await teacher.getByTestId('user-menu').getByText('root').waitFor();
    await apiCall(h, teacher, 'POST', '/api/group', { name: GROUP, shortName: 'exam1', brief: 'Exams of the club', description: 'Timed work', auth: 1 });
    const groups = (await apiCall(h, teacher, 'GET', `/api/get-group-list?keyword=${encodeURIComponent(GROUP)}`)) as { records: { id: number }[] };
    const gid = groups.records[0]!.id;

    // The Exam tab: Create opens the back office's exam form inside the group.
    await teacher.goto(`${h.baseUrl}/group/${gid}/exam`);
    await teacher.getByTestId('no-exams').waitFor();
    await teacher.getByTestId('create-group-exam').click();
    await teacher.waitForURL(`**/group/${gid}/exam?create=1`);
    await teacher.getByTestId('exam-title').fill(TITLE);
    await teacher.getByTestId('exam-description').fill('One **hour** and a half.');
    const now = Date.now();
    await teacher.getByTestId('start-time').fill(pickerValue(now - 10 * 60_000));
    await teacher.getByTestId('end-time').fill(pickerValue(now + 3 * 3_600_000));
    await teacher.getByTestId('save-exam').click();
    await toast(teacher, '考试创建成功');
    await teacher.waitForURL(`**/group/${gid}/exam?admin=1`);
    const row = teacher.getByTestId('admin-exam-row').filter({ hasText: TITLE });
    await row.getByTestId('status-tag').getByText('进行中').waitFor();
    await shot(teacher, 'group-exam-admin');

    // Its problems: the public problem 1000 as "A", from the public bank dialog.
    await row.getByTestId('exam-problems').click();
    await teacher.waitForURL(new RegExp(`/group/${gid}/exam\\?problems=\\d+$`));
    const tid = Number(new URL(teacher.url()).searchParams.get('problems'));
    await teacher.getByTestId('add-from-public').click();
    const dialog = teacher.getByRole('dialog');
    await dialog.getByTestId('public-search').fill('1000');
    await dialog.getByTestId('public-search').press('Enter');
    await expect.poll(() => dialog.getByTestId('public-problem-row').count()).toBe(1);
    await dialog.getByTestId('public-problem-row').getByTestId('pick-problem').click();
    await dialog.getByTestId('display-id').fill('A');
    await dialog.getByTestId('confirm-add').click();
    await toast(teacher, '已添加到考试');
    await teacher.keyboard.press('Escape');
    await teacher.getByTestId('exam-problem-row').filter({ hasText: 'A+B Problem' }).getByText('A', { exact: true }).waitFor();

    // A student joins the public group: the exam is in the group's Exam tab, not in the site's list.
    const student = await (await h.newContext()).newPage();
    await student.goto(`${h.baseUrl}/group`);
    await registerAndLogin(student, h.stack.mailDir);
    await student.goto(`${h.baseUrl}/exam`);
    await student.getByText('暂无考试').waitFor();
    await student.goto(`${h.baseUrl}/group/${gid}`);
    await student.getByTestId('group-join').click();
    await expect.poll(async () => student.getByTestId('group-tab-exam').getAttribute('data-disabled'), { timeout: 15_000 }).toBeNull();
    await student.getByTestId('group-tab-exam').click();
    const card = student.getByTestId('exam-row').filter({ hasText: TITLE });
    await card.getByTestId('status-tag').getByText('进行中').waitFor();
    expect(await student.getByTestId('toggle-exam-admin').count()).toBe(0);
    await shot(student, 'group-exam-list');
    await card.getByTestId('exam-title').click();
    await student.waitForURL(`${h.baseUrl}/exam/${tid}`);
    await student.getByText(TITLE).first().waitFor();
  });
});
