// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { putContest } from '../../functions/test/fixtures/contest.ts';
import { registerAndLogin, shot, startHarness, typeCode, type Harness } from './harness.ts';

// A contestant takes part in a running public contest: Debian's Chromium against the local stack (with its judge)
// and a production build of the SPA. The contest is seeded straight into the table, as an admin would have made it.
let h: Harness;

const CID = 4242;
const TITLE = 'E2E Spring Cup';
const A_PLUS_B = ['#include <cstdio>', 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}'];

beforeAll(async () => {
  h = await startHarness();
  await putContest(h.stack.deps.db, new Date(), CID, { title: TITLE, openRank: true, description: '## Rules\n\nSolve **A** first.' }, { A: 1000 });
}, 240_000);
afterAll(() => h?.stop(), 60_000);

describe('a contest in the SPA', { timeout: 180_000 }, () => {
  test('a visitor sees the contest list but is asked to log in to open a contest', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/contest`);
    const row = page.getByTestId('contest-row').filter({ hasText: TITLE });
    await row.getByTestId('status-tag').getByText('进行中').waitFor();
    await row.getByTestId('contest-title').click();
    await page.getByTestId('toast').getByText('请先登录').waitFor();
    await page.getByRole('dialog').locator('input[name="username"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contest');
  });

  test('a contestant registers, opens the problem, submits through Monaco, sees Accepted, finds it in the contest status and on the rank tab', async () => {
    const page = await (await h.newContext()).newPage();
    await page.goto(`${h.baseUrl}/home`);
    const username = await registerAndLogin(page, h.stack.mailDir);

    await page.goto(`${h.baseUrl}/contest?status=0`);
    await page.waitForFunction(() => document.title.startsWith('比赛 - '));
    await shot(page, 'contest-list');
    await page.getByTestId('contest-row').filter({ hasText: TITLE }).getByTestId('contest-title').click();
    await page.getByTestId('contest-header-title').getByText(TITLE).waitFor();
    await page.getByTestId('contest-description').getByText('Solve').waitFor();
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^剩余 2:5\d:\d\d$/);

    await page.getByTestId('register-contest').click();
    await page.getByTestId('toast').getByText('注册比赛成功').waitFor();
    await page.getByTestId('header-participants').getByText('1 人参加').waitFor();
    await shot(page, 'contest-overview');

    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-row').filter({ hasText: 'A' }).click();
    await page.waitForURL(`**/contest/${CID}/problem/A`);
    await page.getByTestId('problem-title').waitFor();
    expect(await page.getByTestId('problem-title').textContent()).toMatch(/^A /);
    await typeCode(page, `contestCode:${CID}:1000`, A_PLUS_B);
    await page.getByTestId('submit').click();
    const status = page.getByTestId('submit-status');
    await status.locator('[data-status="0"]').waitFor({ timeout: 120_000 });
    expect(await status.getByRole('link').getAttribute('href')).toMatch(new RegExp(`^/contest/${CID}/problem/A/submission-detail/\\d+$`));
    await shot(page, 'contest-problem-accepted');

    await page.getByTestId('contest-tab-submissions').click();
    const table = page.getByTestId('submission-table');
    const mine = table.locator('tr', { hasText: username });
    await mine.locator('[data-status="0"]').waitFor();
    expect(await mine.getByRole('link', { name: /^A/ }).getAttribute('href')).toBe(`/contest/${CID}/problem/A`);

    // The problem list now marks it solved.
    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-row').filter({ hasText: 'A' }).getByTestId('my-status').getByText('✓').waitFor();
    await shot(page, 'contest-problems');

    // The rank tab (the scoreboard feature's page in the shell): the board is rebuilt from the queue a few seconds later.
    await page.getByTestId('contest-tab-rank').click();
    await page.waitForURL(`**/contest/${CID}/rank`);
    const myRow = page.getByTestId('board-row').filter({ has: page.getByTestId('board-user').getByText(username, { exact: true }) });
    await myRow.first().waitFor({ timeout: 60_000 });
    await shot(page, 'contest-rank-tab');

    // Focus mode: the problem without the site's header and the contest's tabs, the solved mark on its strip, and back.
    await page.goto(`${h.baseUrl}/contest/${CID}/problem/A`);
    await page.getByTestId('enter-focus').click();
    await page.waitForURL(`**/contest/${CID}/problem/A/full-screen`);
    await page.getByTestId('focus-problem').filter({ hasText: 'A' }).getByText('✓').waitFor();
    await page.getByTestId('problem-title').waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByTestId('contest-tab-problems').count()).toBe(0);
    await shot(page, 'contest-focus-mode');
    await page.getByTestId('exit-focus').click();
    await page.waitForURL(`**/contest/${CID}/problem/A`);
    await page.getByTestId('contest-tab-problems').waitFor();
  });
});
