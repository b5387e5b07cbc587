// @vitest-environment node
import { JudgeStatus as S } from '@oj/shared/enums';
import { contestIndex, contestKey, contestProblemKey } from '@oj/shared/db/keys';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient } from '../../functions/test/client.ts';
import { login, ROOT_PASSWORD, rootAdminLogin, shot, startHarness, type Harness } from './harness.ts';

// Scoreboards in the browser: a sealed ACM contest that has ended, replayed on the scroll board; an open contest's
// outside scoreboard read by a visitor; the rank tab of a contestant.
let h: Harness;
let api: ReturnType<typeof createClient>;
let root: string;
const users: Record<string, { token: string; uid: string }> = {};
const MIN = 60_000;
const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

beforeAll(async () => {
  h = await startHarness();
  api = createClient(h.stack.app, h.stack.mailDir);
  root = await api.login('root', ROOT_PASSWORD);
  for (const name of ['ann', 'bob', 'cat']) {
    const { token } = await api.register(`sb${name}`);
    const info = await api.call('GET', '/api/get-user-home-info', { query: { username: `sb${name}` } });
    users[name] = { token, uid: info.body.data.uid };
  }
}, 300_000);
afterAll(() => h?.stop(), 60_000);

/** A contest item and its problems A (1000) and B (1002), written through the stack's table as an admin would leave them. */
const seedContest = async (cid: number, times: { start: number; end: number; seal?: number }, over: Record<string, unknown> = {}) => {
  const startTime = new Date(times.start).toISOString();
  await h.stack.deps.db.put({
    ...contestKey(cid),
    ...contestIndex(startTime, cid),
    cid,
    title: `Board ${cid}`,
    type: 0,
    auth: 0,
    startTime,
    endTime: new Date(times.end).toISOString(),
    duration: Math.round((times.end - times.start) / 1000),
    visible: true,
    gid: null,
    oiRankScoreType: 'Recent',
    openRank: true,
    sealRank: times.seal !== undefined,
    sealRankTime: times.seal === undefined ? null : new Date(times.seal).toISOString(),
    autoRealRank: false,
    uid: 'nobody',
    author: 'nobody',
    gmtCreate: startTime,
    gmtModified: startTime,
    ...over,
  });
  await h.stack.deps.db.put({ ...contestProblemKey(cid, 'A'), cid, pid: 1000, displayId: 'A', displayTitle: 'First', color: '#f03e3e' });
  await h.stack.deps.db.put({ ...contestProblemKey(cid, 'B'), cid, pid: 1002, displayId: 'B', displayTitle: 'Second', color: '#1c7ed6' });
};

/**
 * Submits as a user (contest submissions are 3 s apart per user: a early one waits and is sent again) and sets the
 * verdict by manual judge as root (the judge worker may be judging it meanwhile: retried).
 */
const result = async (cid: number, user: string, displayId: string, status: number) => {
  const submit = () => api.call('POST', '/api/submit-problem-judge', { token: users[user]!.token, body: { pid: displayId, cid, language: 'C++', code: `// ${user} ${Math.random()}` } });
  let res = await submit();
  for (let waited = 0; res.status === 429 && waited < 4; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    res = await submit();
  }
  expect(res.status, res.body.msg).toBe(200);
  for (let attempt = 0; ; attempt++) {
    const judged = await api.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: res.body.data.submitId, status } });
    if (judged.status === 200) return;
    if (judged.status !== 409 || attempt === 10) throw new Error(`manual judge: ${judged.status} ${judged.body.msg}`);
  }
};

describe('scoreboards in the browser', { timeout: 120_000 }, () => {
  test('the scroll board replays a sealed contest: Enter reveals cells bottom up, rows move up, medals show once final', async () => {
    const cid = 7101;
    const now = Date.now();
    // in the contest for an hour; the seal falls 25 s from now, the end 45 s from now: wide enough for a loaded
    // machine (each result is a submission and a manual judge racing the real judge; bob's two wait out the interval)
    const seal = now + 25_000;
    const end = now + 45_000;
    await seedContest(cid, { start: now - 60 * MIN, end, seal });
    await result(cid, 'ann', 'A', S.ACCEPTED);
    await result(cid, 'bob', 'A', S.WRONG_ANSWER);
    await result(cid, 'cat', 'A', S.WRONG_ANSWER);
    expect(Date.now(), 'the first results took longer than the time before the seal').toBeLessThan(seal);
    await sleepUntil(seal + 300);
    // behind the seal: cat solves A; bob solves A, then B
    await result(cid, 'cat', 'A', S.ACCEPTED);
    await result(cid, 'bob', 'A', S.ACCEPTED);
    await result(cid, 'bob', 'B', S.ACCEPTED);
    expect(Date.now(), 'the sealed results took longer than the time before the end').toBeLessThan(end);
    await sleepUntil(end + 300);

    const context = await h.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // the board stays sealed after the end (autoRealRank off): only the contest's admins may replay it
    await rootAdminLogin(h, page);
    await page.goto(`${h.baseUrl}/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`);
    const row = (user: string) => page.locator(`[data-testid="scroll-row"][data-uid="${users[user]!.uid}"]`);
    await row('cat').waitFor();
    // the sealed board: ann solved A before the seal; bob and cat tie at 0 with their later runs pending
    expect(await row('ann').getAttribute('data-pos')).toBe('0');
    expect(await row('bob').getAttribute('data-pos')).toBe('1');
    expect(await row('cat').getAttribute('data-pos')).toBe('2');
    expect(await row('cat').getAttribute('data-focused')).toBe('true');
    expect(await row('cat').locator('[data-cell="A"]').getAttribute('data-kind')).toBe('pending');
    expect(await page.locator('[data-medal]').count()).toBe(0);
    await shot(page, 'scroll-board-sealed');

    // cat's A is accepted: cat passes bob, who now holds the bottom row with A and B still hidden
    await page.keyboard.press('Enter');
    await page.waitForFunction((uid) => document.querySelector(`[data-testid="scroll-row"][data-uid="${uid}"]`)?.getAttribute('data-pos') === '1', users.cat!.uid);
    expect(await row('cat').locator('[data-cell="A"]').getAttribute('data-kind')).toBe('ac');
    expect(await row('bob').getAttribute('data-pos')).toBe('2');

    // bob's A, then B: bob climbs to the top; every place is then final and carries its medal
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-testid="scroll-board"][data-done]').waitFor();
    expect(await row('bob').getAttribute('data-pos')).toBe('0');
    expect(await row('bob').locator('[data-medal]').getAttribute('data-medal')).toBe('gold');
    expect(await page.locator('[data-medal]').count()).toBe(3);
    await page.getByTestId('scroll-status').getByText('Every result is revealed').waitFor();
    await shot(page, 'scroll-board-final');
  });

  test('a visitor reads the outside scoreboard of a running contest whose rank is open', async () => {
    const cid = 7102;
    const now = Date.now();
    await seedContest(cid, { start: now - 30 * MIN, end: now + 60 * MIN });
    await result(cid, 'ann', 'A', S.WRONG_ANSWER);
    await result(cid, 'bob', 'B', S.ACCEPTED);

    // The board builder publishes what visitors see once the results are in (from its queue, a few seconds later), in
    // parts: an index, pages of rows, user locators.
    const part = (name: string) => `/public/scoreboard/${cid}/board/${name}.json`;
    for (let waited = 0; ; waited += 500) {
      const res = await fetch(`${h.baseUrl}${part('index')}`);
      if (res.ok && ((await res.json()) as { rows: number }).rows === 2) {
        expect(res.headers.get('cache-control')).toBe('public, max-age=2');
        expect(res.headers.get('etag')).toBeTruthy();
        break;
      }
      if (waited > 60_000) throw new Error('the board was not published within a minute');
      await new Promise((r) => setTimeout(r, 500));
    }

    const context = await h.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (req) => reads.push(`${req.method()} ${new URL(req.url()).pathname}`));
    await page.goto(`${h.baseUrl}/acm-scoreboard/${cid}`);
    await page.getByTestId('contest-title').getByText(`Board ${cid}`).waitFor();
    const rows = page.getByTestId('board-row');
    await rows.first().waitFor();
    expect(await rows.locator('[data-testid="board-user"]').allTextContents()).toEqual(['sbbob', 'sbann']);
    // read from the published parts (the index and the one page shown), not the API
    expect(reads.filter((r) => r.includes('/public/'))).toEqual([`GET ${part('index')}`, `GET ${part('page-0')}`]);
    expect(reads).not.toContain('POST /api/get-contest-outside-scoreboard');
    expect(await rows.nth(0).locator('td[data-kind="firstAc"]').count()).toBe(1);
    expect(await rows.nth(1).locator('td[data-kind="wrong"]').count()).toBe(1);
    expect(await page.getByRole('switch', { name: 'Auto refresh (30 s)' }).isChecked()).toBe(true);
    await shot(page, 'outside-scoreboard');

    // read again once their 2 s are over, the unchanged parts are asked with their ETag and answered without a body
    // (a 304 at the network; the page sees the cached 200)
    const reread: string[] = [];
    page.on('requestfinished', async (req) => {
      if (!req.url().includes('/public/')) return;
      const [headers, sizes, res] = await Promise.all([req.allHeaders(), req.sizes(), req.response()]);
      const revalidated = headers['if-none-match'] !== undefined && headers['if-none-match'] === res?.headers().etag;
      reread.push(`${revalidated ? 'revalidated' : 'read'} ${sizes.responseBodySize} B ${new URL(req.url()).pathname}`);
    });
    await new Promise((r) => setTimeout(r, 2_500));
    await page.reload();
    await rows.first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(reread).toEqual([`revalidated 0 B ${part('index')}`, `revalidated 0 B ${part('page-0')}`]);
  });

  test('a contestant opens the rank tab: their own row pinned on top and in its place, the total and the time left, a cell leading to their submissions', async () => {
    const cid = 7103;
    const now = Date.now();
    await seedContest(cid, { start: now - 30 * MIN, end: now + 60 * MIN }, { openRank: false });
    await result(cid, 'ann', 'A', S.ACCEPTED);
    await result(cid, 'bob', 'A', S.WRONG_ANSWER);
    await result(cid, 'cat', 'B', S.ACCEPTED);

    const context = await h.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: 'Login' }).click();
    await login(page, 'sbbob', 'secret-pass');
    await page.getByTestId('user-menu').getByText('sbbob').waitFor();
    await page.goto(`${h.baseUrl}/contest/${cid}/rank`);
    const rows = page.getByTestId('board-row');
    await rows.nth(3).waitFor();
    expect(await rows.locator('[data-testid="board-user"]').allTextContents()).toEqual(['sbbob', 'sbann', 'sbcat', 'sbbob']);
    // bob once as the pinned copy, labelled, and once in his place (third), unlabelled; three on the board, not four
    const bob = page.locator(`[data-testid="board-row"][data-uid="${users.bob!.uid}"]`);
    expect(await bob.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-pinned')).toBe('true');
    expect(await rows.nth(0).getByTestId('pin-label').textContent()).toBe('You');
    expect(await rows.nth(3).getAttribute('data-pinned')).toBeNull();
    expect(await rows.nth(3).getByTestId('pin-label').count()).toBe(0);
    expect(await rows.nth(3).locator('td').first().textContent()).toBe('3');
    await page.getByText('Total 3', { exact: true }).waitFor();
    // the header's clock: the time left to the end, about an hour
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^Time left (1:00:00|0:[45]\d:\d\d)$/);
    await shot(page, 'contest-rank');
    await rows.nth(0).locator('td[data-kind="wrong"]').click();
    await page.waitForURL((url) => url.pathname === `/contest/${cid}/submissions` && url.searchParams.get('username') === 'sbbob' && url.searchParams.get('problemID') === 'A');
  });

  test('the scroll board of a contest never sealed says so, with no failing call and no console error', async () => {
    const cid = 7104;
    const now = Date.now();
    await seedContest(cid, { start: now - 120 * MIN, end: now - 10 * MIN });
    const context = await h.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('requestfailed', (req) => problems.push(`failed: ${req.url()}`));
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`${res.status()}: ${res.url()}`);
    });
    await page.goto(`${h.baseUrl}/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`);
    await page.getByTestId('scroll-message').getByText('nothing to reveal').waitFor();
    expect(await page.getByRole('link', { name: 'See the final board' }).getAttribute('href')).toBe(`/contest/${cid}/rank`);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await shot(page, 'scroll-board-never-sealed');
  });
});
