// @vitest-environment node
import { switchConfigKey } from '@oj/shared/db/keys';
import { SwitchConfigItem } from '@oj/shared/db/items/config';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiCall, login, registerAndLogin, ROOT_PASSWORD, shot, startHarness, type Harness } from './harness.ts';

// A group's discussions in the SPA against the local stack (issue 15, spec 002 2.8): a student joins a public group,
// posts in its Discussion tab and comments on the detail inside the group; the site's root (the group's root too)
// pins it from the group's discussion admin table, which the student then sees, and deletes it there.
let h: Harness;

const GROUP = 'E2E Discussion Club';
const TITLE = 'Who brings the snacks on Friday';

beforeAll(async () => {
  h = await startHarness();
  // Fresh accounts have solved nothing: no minimum here (the rule itself is the API's tests' business).
  await h.stack.deps.db.put({ ...switchConfigKey, ...SwitchConfigItem.parse({}), defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
}, 240_000);
afterAll(() => h?.stop(), 60_000);

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).waitFor();
const card = (page: Page) => page.getByTestId('discussion-card').filter({ hasText: TITLE });

describe("a group's discussions in the SPA", { timeout: 240_000 }, () => {
  test('a member posts and comments inside the group; the group root pins it from the admin table and deletes it', async () => {
    // The site's root: a discussion category, and a public group (its root).
    const rootPage = await (await h.newContext()).newPage();
    await rootPage.goto(`${h.baseUrl}/discussion`);
    await rootPage.getByRole('button', { name: '登录' }).click();
    await login(rootPage, 'root', ROOT_PASSWORD);
    await rootPage.getByTestId('user-menu').getByText('root').waitFor();
    await rootPage.getByTestId('categories-edit').click();
    await rootPage.getByTestId('category-add').click();
    await rootPage.getByTestId('category-name-input').last().fill('Club life');
    await rootPage.getByTestId('categories-save').click();
    await rootPage.getByTestId('category-link').filter({ hasText: 'Club life' }).waitFor();
    await apiCall(h, rootPage, 'POST', '/api/group', { name: GROUP, shortName: 'talk1', brief: 'Talk about the club', description: 'Anything about the club', auth: 1 });
    const groups = (await apiCall(h, rootPage, 'GET', `/api/get-group-list?keyword=${encodeURIComponent(GROUP)}`)) as { records: { id: number }[] };
    const gid = groups.records[0]!.id;

    // A student joins the public group at once and posts in its Discussion tab (no pin switch for a member).
    const student = await (await h.newContext()).newPage();
    await student.goto(`${h.baseUrl}/group`);
    await registerAndLogin(student, h.stack.mailDir);
    await student.goto(`${h.baseUrl}/group/${gid}`);
    await student.getByTestId('group-join').click();
    await expect.poll(async () => student.getByTestId('group-tab-discussion').getAttribute('data-disabled'), { timeout: 15_000 }).toBeNull();
    await student.getByTestId('group-tab-discussion').click();
    await student.waitForURL(`**/group/${gid}/discussion`);
    await student.getByTestId('discussion-empty').waitFor();
    expect(await student.getByTestId('keyword-filter').count()).toBe(0);
    await student.getByTestId('post-discussion').click();
    const dialog = student.getByTestId('discussion-dialog');
    expect(await dialog.getByTestId('discussion-pinned-input').count()).toBe(0);
    await dialog.getByTestId('discussion-title-input').fill(TITLE);
    await dialog.getByTestId('discussion-description-input').fill('A rota for the weekly meeting');
    await dialog.getByTestId('discussion-category-input').click();
    await student.getByRole('option', { name: 'Club life' }).click();
    await dialog.getByTestId('discussion-content-input').fill('I can bring **fruit** this week.');
    await dialog.getByTestId('discussion-submit').click();
    await toast(student, '发布成功');

    // The detail opens inside the group, with its comment area.
    await card(student).getByTestId('discussion-link').click();
    await student.waitForURL(new RegExp(`/group/${gid}/discussion-detail/\\d+$`));
    await student.getByTestId('discussion-content').locator('strong').getByText('fruit').waitFor();
    await student.getByTestId('comment-input').fill('Juice from me.');
    await student.getByTestId('comment-input-submit').click();
    await toast(student, '评论成功');
    await student.getByTestId('group-tab-discussion').waitFor();
    await shot(student, 'group-discussion-detail');

    // The group root pins it from the admin table; the student's list then shows it pinned.
    await rootPage.goto(`${h.baseUrl}/group/${gid}/discussion`);
    await card(rootPage).waitFor();
    await rootPage.getByTestId('discussion-admin').click();
    const row = rootPage.getByTestId('group-discussion-row').filter({ hasText: TITLE });
    await row.waitFor();
    await row.getByTestId('discussion-pinned').dispatchEvent('click');
    await toast(rootPage, '修改成功');
    await expect.poll(() => row.getByTestId('discussion-pinned').isChecked()).toBe(true);
    await shot(rootPage, 'group-discussion-admin');
    await student.goto(`${h.baseUrl}/group/${gid}/discussion`);
    await expect
      .poll(
        async () => {
          await student.reload();
          await card(student).waitFor();
          return card(student).getByTestId('pinned').count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);

    // Deleted from the admin table, it leaves the group's list.
    await row.getByTestId('delete-discussion').click();
    await rootPage.getByTestId('confirm').click();
    await toast(rootPage, '删除成功');
    await expect
      .poll(
        async () => {
          await student.reload();
          await student.getByTestId('discussion-card').or(student.getByTestId('discussion-empty')).first().waitFor();
          return card(student).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(0);
    await student.getByTestId('discussion-empty').waitFor();
  });
});
