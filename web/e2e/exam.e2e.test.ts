// @vitest-environment node
import { AdminExamView } from '@oj/shared/schemas/exam';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCall, registerAndLogin, rootAdminLogin, shot, startHarness, typeCode, type Harness } from './harness.ts';

// Timed exams end to end: Debian's Chromium against the local stack (seeded with the demo problems 1000-1003, and
// its judge) and a production build of the SPA. An admin makes a public exam through the back office's API with a
// public problem; a learner starts it, solves the problem on the exam's problem page (cid = exam id + 50000, the
// verdict polled), hands the exam in after the confirmation and reads their score on the rank.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E Midterm';
const A_PLUS_B = ['#include <cstdio>', 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}'];

let examId = 0;

describe('timed exams in the SPA', { timeout: 240_000 }, () => {
  test('an admin creates a running public exam with a public problem through the API', async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);
    const now = Date.now();
    const exam = AdminExamView.parse(
      await adminCall(h, page, '/api/admin/homework/timed-work', {
        title: TITLE,
        description: 'Solve **A+B**.',
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 3 * 3_600_000).toISOString(),
        duration: 3600,
        auth: 0,
      }),
    );
    examId = exam.id;
    await adminCall(h, page, '/api/admin/homework/add-problem-from-public', { tid: examId, pid: 1000, displayId: 'A', displayTitle: 'Sum of two' });
    expect(exam).toMatchObject({ title: TITLE, status: 0, visible: true });
  });

  test('a learner starts the exam, solves its problem, hands in and sees their score on the rank', async () => {
    expect(examId).toBeGreaterThan(0);
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    const username = await registerAndLogin(page, h.stack.mailDir);

    await page.goto(`${h.baseUrl}/exam`);
    await page.getByTestId('exam-row').filter({ hasText: TITLE }).getByTestId('exam-title').click();
    await page.waitForURL(`**/exam/${examId}`);
    expect(await page.getByTestId('exam-tab-problems').isDisabled()).toBe(true);
    expect(await page.getByTestId('exam-tab-rank').textContent()).toBe('排名（交卷后可查看）');
    await page.getByTestId('exam-start').click();
    await page.getByTestId('toast').getByText('开始答题').waitFor();
    await page.getByTestId('exam-entry-card').waitFor({ state: 'detached' });
    await shot(page, 'exam-started');

    await page.getByTestId('exam-tab-problems').click();
    await page.getByTestId('exam-problem-row').filter({ hasText: 'Sum of two' }).getByRole('link', { name: 'Sum of two' }).click();
    await page.waitForURL(`**/exam/${examId}/problem/A`);
    expect(await page.getByTestId('problem-title').textContent()).toBe('A Sum of two');
    // The clock stays in view on the problem page, beside 'submit exam'.
    await page.getByTestId('exam-clock-bar').getByTestId('countdown').waitFor();
    await typeCode(page, `examCode:${examId}:1000`, A_PLUS_B);
    await page.getByTestId('submit').click();
    await page.getByTestId('submit-status').locator('[data-status="0"]').waitFor({ timeout: 120_000 });
    await page.getByTestId('tab-my-submissions').click();
    await page.getByTestId('my-submission-row').locator('[data-status="0"]').waitFor();
    await shot(page, 'exam-problem-accepted');

    // The worker moves the exam row right after the verdict: the problem list marks the problem once it has.
    await page.getByTestId('exam-tab-problems').click();
    const submitted = page.getByTestId('exam-problem-row').filter({ hasText: 'Sum of two' }).getByTestId('exam-problem-submitted');
    await expect
      .poll(
        async () => {
          await page.reload();
          return submitted.textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('已提交');

    await page.getByTestId('hand-in').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('toast').getByText('试卷已提交').waitFor();
    await page.getByTestId('hand-in').waitFor({ state: 'detached' });
    expect(await page.getByTestId('countdown').textContent()).toBe('已结束');

    await page.getByTestId('exam-tab-rank').click();
    await page.waitForURL(`**/exam/${examId}/rank`);
    const row = page.getByTestId('exam-rank-row').filter({ hasText: username });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('100');
    expect(await row.getByTestId('exam-rank-cell').first().getAttribute('data-color')).toBe('green');
    await shot(page, 'exam-rank');

    // Handed in: the problem page is read-only.
    await page.goto(`${h.baseUrl}/exam/${examId}/problem/A`);
    await page.getByTestId('submit-blocked').waitFor();
    expect(await page.getByTestId('submit').isDisabled()).toBe(true);
  });
});
