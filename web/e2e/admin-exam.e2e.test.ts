// @vitest-environment node
import { AdminExamView, ExamProblemEntry } from '@oj/shared/schemas/exam';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalInput } from '../src/components/local-time.ts';
import { adminCall, registerAndLogin, rootAdminLogin, shot, startHarness, type Harness } from './harness.ts';

// An admin builds a timed exam in the back office and shows it: Debian's Chromium against the local stack (seeded
// with the demo problems 1000-1003) and a production build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E Back Office Midterm';
/** A moment as the form's date-time picker takes it. */
const pickerValue = (ms: number) => toLocalInput(new Date(ms).toISOString());

describe('exam administration in the back office', { timeout: 240_000 }, () => {
  test('an admin creates a hidden exam, adds a public problem under a display id and shows it; a user then finds it at /exam', async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);

    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByText('考试管理').click();
    await sidebar.getByText('创建考试').click();
    await page.waitForURL(`${h.baseUrl}/admin/exam/create`);
    // The spec's defaults: two hours, open, visible.
    expect(await page.getByTestId('exam-duration').inputValue()).toBe('2小时');
    expect(await page.getByTestId('exam-visible').isChecked()).toBe(true);

    // Checked before sending, with the spec's message in the page's language.
    await page.getByTestId('save-exam').click();
    await page.getByTestId('exam-form').getByText('考试标题不能为空').waitFor();

    await page.getByTestId('exam-title').fill(TITLE);
    await page.getByTestId('exam-description').fill('## Rules\n\nOne **hour** and a half.');
    const now = Date.now();
    await page.getByTestId('start-time').fill(pickerValue(now - 10 * 60_000));
    await page.getByTestId('end-time').fill(pickerValue(now + 3 * 3_600_000));
    await page.getByTestId('exam-duration').click();
    await page.getByRole('option', { name: '1小时 30分钟' }).click();
    // Mantine's switch input is visually hidden: the click is dispatched to it.
    await page.getByTestId('exam-visible').dispatchEvent('click');
    expect(await page.getByTestId('exam-visible').isChecked()).toBe(false);
    await shot(page, 'admin-exam-form');
    await page.getByTestId('save-exam').click();

    await page.waitForURL(`${h.baseUrl}/admin/exam`);
    await page.getByTestId('toast').getByText('考试创建成功').waitFor();
    const row = page.getByTestId('admin-exam-row').filter({ hasText: TITLE });
    await row.getByTestId('status-tag').getByText('进行中').waitFor();
    expect(await row.getByTestId('visible-switch').isChecked()).toBe(false);

    // The problems page: problem 1000 added from the public bank as "A".
    await row.getByTestId('exam-problems').click();
    await page.waitForURL(/\/admin\/exam\/\d+\/problems$/);
    const tid = Number(/\/exam\/(\d+)\//.exec(page.url())?.[1]);
    await page.getByTestId('add-from-public').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('public-search').fill('1000');
    await dialog.getByTestId('public-search').press('Enter');
    await expect.poll(() => dialog.getByTestId('public-problem-row').count()).toBe(1);
    await dialog.getByTestId('public-problem-row').filter({ hasText: '1000' }).getByTestId('pick-problem').click();
    await dialog.getByTestId('confirm-add').click();
    await dialog.getByText('请给出展示 ID').waitFor();
    await dialog.getByTestId('display-id').fill('A');
    await dialog.getByTestId('confirm-add').click();
    await page.getByTestId('toast').getByText('已添加到考试').waitFor();
    // Once in the exam it is no longer offered.
    await dialog.getByTestId('public-problem-row').filter({ hasText: '1000' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('exam-problem-row').filter({ hasText: 'A+B Problem' }).getByText('A', { exact: true }).waitFor();
    await shot(page, 'admin-exam-problems');

    // Hidden so far: a signed-in user's exam list does not show it.
    const learner = await (await h.newContext()).newPage();
    await learner.goto(`${h.baseUrl}/home`);
    await registerAndLogin(learner, h.stack.mailDir);
    await learner.goto(`${h.baseUrl}/exam`);
    await learner.getByText('暂无考试').waitFor();

    // The admin shows it from the list.
    await page.getByRole('link', { name: '返回', exact: true }).click();
    await page.waitForURL(`${h.baseUrl}/admin/exam`);
    await row.getByTestId('visible-switch').dispatchEvent('click');
    await page.getByTestId('toast').getByText('可见性已更新').waitFor();
    await expect.poll(() => row.getByTestId('visible-switch').isChecked()).toBe(true);
    await shot(page, 'admin-exam-list');

    // What the pages wrote, read back in the shapes shared/schemas/exam.ts gives them.
    const saved = AdminExamView.parse(await adminCall(h, page, `/api/admin/homework/timed-work?tid=${tid}`));
    expect(saved).toMatchObject({ title: TITLE, duration: 5400, auth: 0, visible: true, status: 0 });
    const placed = (await adminCall(h, page, `/api/admin/homework/get-problem-list?tid=${tid}`)) as { timedProblemMap: Record<string, unknown> };
    expect(Object.values(placed.timedProblemMap).map((e) => ExamProblemEntry.parse(e).displayId)).toEqual(['A']);

    // Now the user finds it, running, and opens it.
    await learner.reload();
    const card = learner.getByTestId('exam-row').filter({ hasText: TITLE });
    await card.getByTestId('status-tag').getByText('进行中').waitFor();
    await card.getByTestId('exam-title').click();
    await learner.waitForURL(`${h.baseUrl}/exam/${tid}`);
    await learner.getByText(TITLE).first().waitFor();
    await shot(learner, 'admin-exam-public-list');
  });
});
