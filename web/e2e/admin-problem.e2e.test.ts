// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@oj/shared';
import { packTestcases, unpackTestcaseZip } from '@oj/shared/domain/testcase-zip';
import { AdminProblemRow, AdminProblemView } from '@oj/shared/schemas/admin-problem-view';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCall, rootAdminLogin, shot, startHarness, typeCode, typeIntoEditor, type Harness } from './harness.ts';

// Problems in the back office: Debian's Chromium against the local stack (and its judge) and a production build of
// the SPA. An admin creates a problem with a zip of test data and a special judge compiled in the form; an answer
// only that judge accepts is then submitted on the public site and judged Accepted.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const DISPLAY_ID = 'E2E-CLOSE';
const TITLE = 'E2E Close Enough';
const CASES = [
  ['1 2', '3'],
  ['20 22', '42'],
  ['-5 5', '0'],
] as const;
/** Accepts an answer within 0.01 of the expected number (exit 0), otherwise Wrong Answer (exit 102). */
const CHECKER = [
  '#include <stdio.h>',
  '#include <math.h>',
  'int main(int argc,char**argv){FILE*u=fopen(argv[2],"r"),*a=fopen(argv[3],"r");double x,y;if(fscanf(u,"%lf",&x)!=1)return 102;fscanf(a,"%lf",&y);return fabs(x-y)<=0.01?0:102;}',
];
/** Off by 0.004 everywhere: a plain comparison refuses it, the special judge accepts it. */
const NEARLY = ['#include <cstdio>', 'int main(){double a,b;scanf("%lf%lf",&a,&b);printf("%.3f\\n",a+b+0.004);return 0;}'];

/** The problem the first test creates, which the second edits. */
let pid = 0;

describe('problems in the back office', { timeout: 300_000 }, () => {
  test('an admin creates a problem with a test data zip and a compiled special judge; an answer on the public site is judged by it', async () => {
    const zip = join(tmpdir(), `e2e-close-${Date.now()}.zip`);
    const encode = (text: string) => new TextEncoder().encode(`${text}\n`);
    await writeFile(zip, packTestcases(CASES.map(([input, output]) => ({ input: encode(input), output: encode(output) }))));

    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByText('题目管理').click();
    await sidebar.getByText('创建题目').click();
    await page.waitForURL(`${h.baseUrl}/admin/problem/create`);

    // Nothing is sent while a rule is broken; each shows at its field, in the page's language.
    await page.getByTestId('save-problem').click();
    await page.getByText('题目展示ID不能为空').waitFor();
    await page.getByTestId('error-input').getByText('输入描述不能为空').waitFor();
    await page.getByTestId('error-cases').getByText('请先上传测试数据').waitFor();

    await page.getByTestId('problem-display-id').fill(DISPLAY_ID);
    await page.getByTestId('problem-title').fill(TITLE);
    await page.getByTestId('problem-description').fill('Print **a + b**; an answer within 0.01 counts.');
    await page.getByTestId('problem-input').fill('Two integers a and b.');
    await page.getByTestId('problem-output').fill('Their sum.');
    await page.getByTestId('example-input').fill('1 2');
    await page.getByTestId('example-output').fill('3');

    // The zip (small enough for one request): its three cases are listed once the API has unpacked it.
    await page.getByTestId('test-cases').locator('input[type="file"]').setInputFiles(zip);
    await page.getByTestId('toast').getByText('已上传：3 个测试点').waitFor();
    expect(await page.getByTestId('case-row').count()).toBe(3);

    // The special judge: saving before it compiled is refused; a compile error is shown; then it compiles.
    await page.getByTestId('judge-mode-spj').check();
    await page.getByTestId('spj-language').click();
    await page.getByRole('option', { name: 'C', exact: true }).click();
    await typeIntoEditor(page, page.getByTestId('code-editor'), ['int main(){ return oops; }']);
    await page.getByTestId('save-problem').click();
    await page.getByTestId('error-spj').getByText('保存前请先编译特殊评测或交互程序的代码').waitFor();
    await page.getByTestId('compile-spj').click();
    await page.getByTestId('compile-error').getByText(/oops/).waitFor({ timeout: 90_000 });
    await typeIntoEditor(page, page.getByTestId('code-editor'), CHECKER);
    await page.getByTestId('compile-spj').click();
    await page.getByTestId('spj-compiled').waitFor({ timeout: 90_000 });
    await shot(page, 'admin-problem-form');
    await page.getByTestId('save-problem').click();
    await page.waitForURL(`${h.baseUrl}/admin/problem`);

    // The list shows it; the API holds what the form set.
    const row = page.getByTestId('admin-problem-row').filter({ hasText: DISPLAY_ID });
    await row.waitFor();
    const list = AdminProblemRow.array().parse(((await adminCall(h, page, `/api/admin/problem/get-problem-list?keyword=${DISPLAY_ID}`)) as { records: unknown[] }).records);
    expect(list.map((p) => p.title)).toEqual([TITLE]);
    pid = list[0]!.id;
    const saved = AdminProblemView.parse(await adminCall(h, page, `/api/admin/problem?pid=${pid}`));
    expect(saved).toMatchObject({ problemId: DISPLAY_ID, judgeMode: 'spj', spjLanguage: 'C', examples: '<input>1 2</input><output>3</output>', auth: 1 });
    expect(saved.spjCode).toBe(CHECKER.join('\n'));
    expect(saved.cases).toHaveLength(3);
    await shot(page, 'admin-problem-list');
    // Its test data downloads as a zip (the API redirects to storage).
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download-testcase').click()]);
    expect(download.suggestedFilename()).toBe(`problem_${DISPLAY_ID}_testcase.zip`);
    expect((await unpackTestcaseZip(new Uint8Array(await readFile(await download.path())))).pairs).toHaveLength(3);

    // On the public site the answer a plain comparison would refuse is accepted by the special judge.
    await page.goto(`${h.baseUrl}/problem/${DISPLAY_ID}`);
    await page.getByText(TITLE).first().waitFor();
    await typeCode(page, `problemCode:${pid}`, NEARLY);
    await page.getByTestId('submit').click();
    await page.getByTestId('submit-status').locator('[data-status="0"]').waitFor({ timeout: 120_000 });
    await shot(page, 'admin-problem-judged');
  });

  test('an admin replaces the test data with a zip too large for one request: sent to storage with a progress bar, unpacked by a judge, saved', async () => {
    expect(pid).toBeGreaterThan(0);
    // random bytes do not compress: the zip stays over the 9 MB one request may carry
    const zip = join(tmpdir(), `e2e-large-${Date.now()}.zip`);
    const big = packTestcases([
      { input: new TextEncoder().encode('1 2\n'), output: new TextEncoder().encode('3\n') },
      { input: randomBytes(10 * 1024 * 1024), output: new TextEncoder().encode('0\n') },
    ]);
    expect(big.length).toBeGreaterThan(LIMITS.testcaseZipMaxBytes);
    await writeFile(zip, big);

    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);
    await page.goto(`${h.baseUrl}/admin/problem?keyword=${DISPLAY_ID}`);
    await page.getByTestId('admin-problem-row').filter({ hasText: DISPLAY_ID }).getByTestId('edit-problem').click();
    await page.waitForURL(`${h.baseUrl}/admin/problem/edit/${pid}`);
    // the saved problem: its cases, its special judge counted as compiled
    await expect.poll(() => page.getByTestId('case-row').count(), { timeout: 15_000 }).toBe(3);
    await page.getByTestId('spj-compiled').waitFor();
    const before = AdminProblemView.parse(await adminCall(h, page, `/api/admin/problem?pid=${pid}`));

    await page.getByTestId('test-cases').locator('input[type="file"]').setInputFiles(zip);
    await page.getByTestId('upload-progress').waitFor();
    await page.getByTestId('toast').getByText('已上传：2 个测试点').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('case-row').count()).toBe(2);
    await page.getByTestId('save-problem').click();
    await page.waitForURL(`${h.baseUrl}/admin/problem`);

    const after = AdminProblemView.parse(await adminCall(h, page, `/api/admin/problem?pid=${pid}`));
    expect(after.cases).toHaveLength(2);
    expect(after.testDataVersion).not.toBe(before.testDataVersion);
    expect(after.spjCode).toBe(CHECKER.join('\n'));
    // nothing of it went through the API: the zip was PUT straight to the storage's address, on its own origin
    expect(h.requested.some((u) => u.startsWith(`${h.stack.env.S3_PUBLIC_ENDPOINT}/`))).toBe(true);
  });
});
