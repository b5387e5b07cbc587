// @vitest-environment node
import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCall, registerAndLogin, rootAdminLogin, shot, startHarness, typeCode, type Harness } from './harness.ts';

// The super admin imports an FPS file, and a problem of a remote judge, in the back office: Debian's Chromium against
// the local stack (with the fake remote judges) and a production build of the SPA.
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ remoteFakes: true });
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const TITLE = 'E2E Imported Sum';
/** One FPS item: limits, statement, a sample and two test cases. */
const FPS = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2"><item>
<title><![CDATA[${TITLE}]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit><memory_limit unit="mb"><![CDATA[128]]></memory_limit>
<description><![CDATA[<p>Print the sum of <b>two</b> integers.</p>]]></description>
<input><![CDATA[Two integers a and b.]]></input><output><![CDATA[Their sum.]]></output>
<sample_input><![CDATA[1 2]]></sample_input><sample_output><![CDATA[3]]></sample_output>
<test_input><![CDATA[1 2
]]></test_input><test_output><![CDATA[3
]]></test_output>
<test_input><![CDATA[40 2
]]></test_input><test_output><![CDATA[42
]]></test_output>
<source><![CDATA[e2e]]></source>
</item></fps>`;

describe('problem import and export in the back office', { timeout: 180_000 }, () => {
  test('the super admin previews and imports an FPS file, the new problem is on the public site, and exports it', async () => {
    const page = await (await h.newContext()).newPage();
    await rootAdminLogin(h, page);

    const chooseFile = (name: string, text: string) =>
      page
        .getByTestId('import-panel')
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(text) });

    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByText('题目管理').click();
    await sidebar.getByText('导入导出题目').click();
    await page.waitForURL(`${h.baseUrl}/admin/problem/batch-operation`);

    // A file of the wrong type is refused before anything is sent.
    await chooseFile('problems.xml', FPS);
    await page.getByTestId('import-preview-button').click();
    await page.getByTestId('import-error').getByText('HOJ 题目压缩包 应为 .zip 文件').waitFor();

    // A file that is not FPS: the API's reason, in the page's language, and nothing to import.
    await page.getByTestId('import-format').getByText('FPS XML').click();
    await chooseFile('page.xml', '<html><body>not a problem</body></html>');
    await page.getByTestId('import-preview-button').click();
    await page.getByTestId('import-error').getByText('文件不是 FPS 文档（根元素应为 <fps>）').waitFor();
    expect(await page.getByTestId('import-confirm').count()).toBe(0);

    await chooseFile('problems.xml', FPS);
    await page.getByTestId('import-preview-button').click();

    // The preview: nothing written yet.
    const preview = page.getByTestId('import-preview');
    const previewed = preview.getByTestId('imported-problem');
    await previewed.getByText(TITLE).waitFor();
    await expect.poll(() => previewed.locator('td').allTextContents()).toEqual(['导入时分配', TITLE, 'ACM', '普通评测', '2', '', '0', '可导入']);
    const listed = (await adminCall(h, page, `/api/admin/problem/get-problem-list?keyword=${encodeURIComponent(TITLE)}`)) as { total: number };
    expect(listed.total).toBe(0);
    await shot(page, 'admin-problem-import-preview');

    await page.getByTestId('import-confirm').click();
    const result = page.getByTestId('import-result');
    await page.getByTestId('import-done').getByText('已导入 1 道题目').waitFor();
    const edit = await result.getByTestId('edit-imported').getAttribute('href');
    const pid = Number(/^\/admin\/problem\/edit\/(\d+)$/.exec(edit ?? '')?.[1]);
    expect(pid).toBeGreaterThan(0);
    const view = await result.getByTestId('view-imported').getAttribute('href');
    expect(view).toBe(`/problem/P${pid}`);
    await shot(page, 'admin-problem-import-result');

    // The problem as written: its limits and both test cases.
    const problem = (await adminCall(h, page, `/api/admin/problem?pid=${pid}`)) as { title: string; timeLimit: number; memoryLimit: number; problemId: string };
    expect(problem).toMatchObject({ title: TITLE, timeLimit: 1000, memoryLimit: 128, problemId: `P${pid}` });
    const cases = (await adminCall(h, page, `/api/admin/problem/get-problem-cases?pid=${pid}&isUpload=true`)) as unknown[];
    expect(cases).toHaveLength(2);

    // The export list has it now; exporting nothing is refused, exporting it downloads its HOJ zip.
    const exportRow = page.getByTestId('export-row').filter({ hasText: TITLE });
    await exportRow.waitFor();
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-error').getByText('导出的题目不能为空').waitFor();
    await exportRow.getByTestId('export-select').check();
    await page.getByTestId('export-count').getByText('已选 1 道').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
    expect(download.suggestedFilename()).toBe(`problem_P${pid}.zip`);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const json = Object.keys(zip).find((k) => k.endsWith('.json'));
    expect(JSON.parse(new TextDecoder().decode(zip[json!]!))).toMatchObject({ problem: { title: TITLE } });
    expect(Object.keys(zip).filter((k) => /\.(in|out)$/.test(k))).toHaveLength(4);

    // On the public site, as anyone sees it.
    const visitor = await (await h.newContext()).newPage();
    await visitor.goto(`${h.baseUrl}${view}`);
    await visitor.getByTestId('problem-title').getByText(TITLE).waitFor();
    await visitor.getByText('Print the sum of').waitFor();
    await visitor.getByText('two', { exact: true }).waitFor();
  });
});

describe('remote judging', { timeout: 240_000 }, () => {
  test('the super admin imports HDU-1000 from the remote judge; a user submits there and sees it Accepted', async () => {
    const admin = await (await h.newContext()).newPage();
    await rootAdminLogin(h, admin);
    await admin.goto(`${h.baseUrl}/admin/problem`);
    await admin.getByTestId('import-remote').click();
    const dialog = admin.getByTestId('remote-import-dialog');
    await dialog.getByTestId('remote-site').click();
    await admin.getByRole('option', { name: '(HDU)' }).click();
    // an unknown id: the site's refusal shows in the dialog (in the admin's language), which stays open
    await dialog.getByTestId('remote-problem-id').fill('4242');
    await dialog.getByTestId('confirm-remote-import').click();
    await dialog.getByTestId('remote-import-error').getByText('HDU 没有题目 4242').waitFor();
    await dialog.getByTestId('remote-problem-id').fill('1000');
    const imported = admin.waitForResponse((r) => r.url().includes('/api/admin/problem/import-remote-oj-problem'));
    await dialog.getByTestId('confirm-remote-import').click();
    const { data } = (await (await imported).json()) as { data: { pid: number; problemId: string } };
    expect(data.problemId).toBe('HDU-1000');
    await admin.getByTestId('admin-problem-table').getByText('HDU-1000').waitFor();

    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    await registerAndLogin(page, h.stack.mailDir);
    await page.goto(`${h.baseUrl}/problem/HDU-1000`);
    await page.getByTestId('problem-title').getByText('A + B Problem').waitFor();
    // the statement as the site states it, its math kept for KaTeX
    await page.getByText('Calculate').waitFor();
    await page.locator('.katex').first().waitFor();
    await typeCode(page, `problemCode:${data.pid}`, ['#include <cstdio>', 'int main(){long long a,b;while(scanf("%lld%lld",&a,&b)==2)printf("%lld\\n",a+b);}']);
    await page.getByTestId('submit').click();
    // judged on the fake HDU: the worker submits, polls by re-queuing itself, and lands the verdict
    await page.getByTestId('submit-status').locator('[data-status="0"]').waitFor({ timeout: 120_000 });
    await shot(page, 'remote-problem-accepted');
  });
});
