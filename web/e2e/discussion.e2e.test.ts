// @vitest-environment node
import { switchConfigKey } from '@oj/shared/db/keys';
import { SwitchConfigItem } from '@oj/shared/db/items/config';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { putContest } from '../../functions/test/fixtures/contest.ts';
import { login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// Discussions in the SPA against the local stack: root makes a category, a user posts markdown with script in
// it (which must not run), another user likes it, comments and answers the comment, and the author sees the counts.
let h: Harness;

const TITLE = 'Two pointers on sorted arrays';
const HOSTILE = ['Walk **both ends** inward.', '', '<script>window.__pwned = "script"</script>', '<img src="x" onerror="window.__pwned = \'img\'">', '', '[bad link](javascript:window.__pwned=1)'].join(
  '\n',
);

beforeAll(async () => {
  h = await startHarness();
  // Fresh accounts have solved nothing: no minimum here (the rule itself is the API's tests' business).
  await h.stack.deps.db.put({ ...switchConfigKey, ...SwitchConfigItem.parse({}), defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const CID = 4343;
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const rootLogin = async (page: Page) => {
  await page.getByRole('button', { name: '登录' }).click();
  await login(page, 'root', ROOT_PASSWORD);
  await page.getByTestId('user-menu').getByText('root').waitFor();
};

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).waitFor();
const card = (page: Page) => page.getByTestId('discussion-card').filter({ hasText: TITLE });

describe('discussions in the SPA', { timeout: 240_000 }, () => {
  test('post, read safely, like, comment, reply, and the author sees the counts', async () => {
    const rootPage = await (await h.newContext()).newPage();
    await rootPage.goto(`${h.baseUrl}/discussion`);
    await rootLogin(rootPage);
    await rootPage.getByTestId('categories-edit').click();
    await rootPage.getByTestId('category-add').click();
    await rootPage.getByTestId('category-name-input').last().fill('Algorithms');
    await rootPage.getByTestId('categories-save').click();
    await rootPage.getByTestId('category-link').filter({ hasText: 'Algorithms' }).waitFor();

    // The author posts.
    const author = await (await h.newContext()).newPage();
    await author.goto(`${h.baseUrl}/discussion`);
    await registerAndLogin(author, h.stack.mailDir);
    await author.getByTestId('post-discussion').click();
    const dialog = author.getByTestId('discussion-dialog');
    await dialog.getByTestId('discussion-title-input').fill(TITLE);
    await dialog.getByTestId('discussion-description-input').fill('A note on the classic trick');
    await dialog.getByTestId('discussion-category-input').click();
    await author.getByRole('option', { name: 'Algorithms' }).click();
    await dialog.getByTestId('discussion-content-input').fill(HOSTILE);
    // a picture through the editor's image button: stored in S3, served from /public/, linked in the markdown
    const chooser = author.waitForEvent('filechooser');
    await dialog.getByTestId('md-image').click();
    await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => dialog.getByTestId('discussion-content-input').inputValue(), { timeout: 15_000 }).toMatch(/!\[[^\]]*\]\(\/public\/[^)]+\.png\)/);
    await dialog.getByTestId('discussion-content-input-preview-tab').click();
    await dialog.locator('.markdown strong').getByText('both ends').waitFor();
    await dialog.getByTestId('discussion-submit').click();
    await toast(author, '发布成功');
    await card(author).waitFor();
    await shot(author, 'discussion-list');

    // Another user reads it: the markdown shows, the script, the handler and the link do nothing.
    const reader = await (await h.newContext()).newPage();
    await reader.goto(`${h.baseUrl}/discussion`);
    await registerAndLogin(reader, h.stack.mailDir);
    await card(reader).getByTestId('discussion-link').click();
    await reader.getByTestId('discussion-title').getByText(TITLE).waitFor();
    const content = reader.getByTestId('discussion-content');
    await content.locator('strong').getByText('both ends').waitFor();
    expect(await content.locator('script').count()).toBe(0);
    expect(await content.locator('[onerror]').count()).toBe(0);
    expect(await content.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await reader.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    const picture = content.locator('img[src^="/public/"]');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(1);

    await reader.getByTestId('like-discussion').click();
    await toast(reader, '点赞成功');
    expect(await reader.getByTestId('like-count').textContent()).toContain('1');

    await reader.getByTestId('comment-input').fill('Nice trick, **thanks**!');
    await reader.getByTestId('comment-input-submit').click();
    await toast(reader, '评论成功');
    const comment = reader.getByTestId('comment').filter({ hasText: 'Nice trick' });
    await comment.locator('strong').getByText('thanks').waitFor();
    await comment.getByTestId('reply').first().click();
    await comment.getByTestId('reply-input').fill('Also works on strings.');
    await comment.getByTestId('reply-input-submit').click();
    await toast(reader, '回复成功');
    await comment.getByTestId('reply-item').filter({ hasText: 'Also works on strings.' }).waitFor();
    await comment.getByTestId('like').click();
    await comment.getByTestId('like').getByText('1 个赞').waitFor();
    await shot(reader, 'discussion-detail');

    // The author sees one like, a comment and a reply, and the views (the list is cached for seconds by the API).
    const mine = card(author);
    await expect
      .poll(
        async () => {
          await author.reload();
          return [await mine.getByTestId('like-count').textContent(), await mine.getByTestId('comment-count').textContent()].map((t) => t?.replace(/\D/g, ''));
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toEqual(['1', '2']);
    await mine.getByTestId('discussion-link').click();
    await author.getByTestId('comment').filter({ hasText: 'Nice trick' }).getByTestId('reply-item').waitFor();
    expect(Number((await author.getByTestId('view-count').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
    expect(await author.getByTestId('edit-discussion').isVisible()).toBe(true);

    // The author answers the comment; the reader's header counts the reply's message and the reply tab shows it.
    const theirs = author.getByTestId('comment').filter({ hasText: 'Nice trick' });
    await theirs.getByTestId('reply').first().click();
    await theirs.getByTestId('reply-input').fill('Glad it helped.');
    await theirs.getByTestId('reply-input-submit').click();
    await toast(author, '回复成功');
    await reader.reload();
    await expect.poll(() => reader.getByTestId('unread-total').textContent(), { timeout: 15_000 }).toBe('1');
    await reader.goto(`${h.baseUrl}/message/reply`);
    await reader.getByText('Glad it helped.').waitFor();
    await reader.getByTestId('unread-total').waitFor({ state: 'detached', timeout: 15_000 });
  });

  test("a contest's Q&A tab: a contestant asks, the super admin answers; contestants cannot answer the admin's comment", async () => {
    await putContest(h.stack.deps.db, new Date(), CID, { title: 'Q&A Cup', author: 'setter', uid: 'uid-setter' });
    const contestant = await (await h.newContext()).newPage();
    await contestant.goto(`${h.baseUrl}/home`);
    await registerAndLogin(contestant, h.stack.mailDir);
    await contestant.goto(`${h.baseUrl}/contest/${CID}`);
    await contestant.getByTestId('register-contest').click();
    await toast(contestant, '注册比赛成功');
    await contestant.getByTestId('contest-tab-comment').click();
    await contestant.waitForURL(`**/contest/${CID}/comment`);
    await contestant.getByTestId('contest-tips').waitFor();
    await contestant.getByTestId('comment-input').fill('Is the input sorted in problem A?');
    await contestant.getByTestId('comment-input-submit').click();
    await toast(contestant, '评论成功');

    const admin = await (await h.newContext()).newPage();
    await admin.goto(`${h.baseUrl}/home`);
    await rootLogin(admin);
    await admin.goto(`${h.baseUrl}/contest/${CID}/comment`);
    const question = admin.getByTestId('comment').filter({ hasText: 'Is the input sorted' });
    await question.getByTestId('reply').first().click();
    await question.getByTestId('reply-input').fill('No, sort it yourself.');
    await question.getByTestId('reply-input-submit').click();
    await toast(admin, '回复成功');
    await admin.getByTestId('comment-input').fill('Clarification: n is at most 10^5.');
    await admin.getByTestId('comment-input-submit').click();
    await toast(admin, '评论成功');

    await contestant.reload();
    const mine = contestant.getByTestId('comment').filter({ hasText: 'Is the input sorted' });
    await mine.getByTestId('reply-item').filter({ hasText: 'No, sort it yourself.' }).waitFor();
    const announcement = contestant.getByTestId('comment').filter({ hasText: 'Clarification' });
    await announcement.getByTestId('role-badge').getByText('SPA').waitFor();
    expect(await announcement.getByTestId('reply').count()).toBe(0);
    expect(await announcement.getByTestId('delete').count()).toBe(0);
    await shot(contestant, 'contest-comment');
  });
});
