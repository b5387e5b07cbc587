import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { discussionKey } from '@oj/shared/db/keys';
import { createClient } from '../../../test/client.ts';
import { fakeDeps } from '../../../test/fakes/fake-deps.ts';
import { fakeMessageCentre } from '../../../test/fakes/message-centre.ts';
import type { Reminder } from '../../data/reminders.ts';
import { createApp } from '../../http/create-app.ts';
import { GROUPS } from '../index.ts';

// On fake repositories (test/fakes/): no DynamoDB Local; a call that reaches a repository not faked fails.
const centre = fakeMessageCentre();
const { deps, clock } = fakeDeps(centre.repos);
const { call } = createClient(
  createApp(GROUPS, async () => deps),
  '',
);
const t = { call, clock };
let root: string;
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};

beforeAll(async () => {
  root = await deps.tokens.issue(centre.addUser('root', Role.ROOT, clock.now()), 0);
  for (const name of ['alice', 'bob', 'carol', 'adm']) {
    uids[name] = centre.addUser(name, name === 'adm' ? Role.ADMIN : Role.USER, clock.now());
    tokens[name] = await deps.tokens.issue(uids[name], 0);
  }
  centre.putItem({ ...discussionKey(12), id: 12, title: 'Shortest paths' });
});

const comment = (to: string, from: string, text = 'A comment'): Reminder => ({
  action: 'Discuss',
  recipientId: uids[to]!,
  senderId: uids[from]!,
  sourceId: 12,
  sourceType: 'Discussion',
  sourceContent: text,
  url: '/discussion-detail/12',
});
const get = (who: string, path: string, query?: Record<string, string | number>) => t.call('GET', path, { token: tokens[who] ?? who, query });
const unread = async (who: string) => (await get(who, '/api/msg/unread')).body.data;
const clean = (who: string, type: string, id?: number) => t.call('DELETE', '/api/msg/clean', { token: tokens[who] ?? who, query: id === undefined ? { type } : { type, id } });
const notice = (body: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', token = root) => t.call(method, '/api/admin/msg/notice', { token, body });

describe('reminders: comment, reply and like boxes', () => {
  it('counts unread on write and reading a page lowers the count by the unread ones it shows', async () => {
    for (let i = 0; i < 7; i++) await deps.repos.reminders.remind(comment('alice', 'bob', `c${i}`), t.clock.now());
    await deps.repos.reminders.remind({ ...comment('alice', 'carol'), action: 'Like_Post' }, t.clock.now());
    expect(await unread('alice')).toEqual({ comment: 7, reply: 0, like: 1, sys: 0, mine: 0 });

    const first = (await get('alice', '/api/msg/comment', { currentPage: 1, limit: 3 })).body.data;
    expect(first).toMatchObject({ total: 7, current: 1, size: 3 });
    expect(first.records.map((r: { sourceContent: string; state: boolean }) => [r.sourceContent, r.state])).toEqual([
      ['c6', false],
      ['c5', false],
      ['c4', false],
    ]);
    expect((await unread('alice')).comment).toBe(4);
    // Read again: already read, nothing more is taken off.
    expect((await get('alice', '/api/msg/comment', { currentPage: 1, limit: 3 })).body.data.records.every((r: { state: boolean }) => r.state)).toBe(true);
    expect((await unread('alice')).comment).toBe(4);
  });

  it('stays exact when two tabs read the same page at once', async () => {
    for (let i = 0; i < 12; i++) await deps.repos.reminders.remind(comment('carol', 'bob', `p${i}`), t.clock.now());
    await Promise.all([1, 2, 3].map(() => get('carol', '/api/msg/comment', { currentPage: 1, limit: 10 })));
    expect((await unread('carol')).comment).toBe(2);
    await Promise.all([1, 2].map(() => get('carol', '/api/msg/comment', { currentPage: 2, limit: 10 })));
    expect((await unread('carol')).comment).toBe(0);
  });

  it('cleans one message by id or a whole box, fixing the counters; never another user’s message', async () => {
    await deps.repos.reminders.remind({ ...comment('bob', 'alice'), action: 'Reply', quoteId: 1, quoteType: 'Comment' }, t.clock.now());
    await deps.repos.reminders.remind({ ...comment('bob', 'carol'), action: 'Reply', quoteId: 2, quoteType: 'Comment' }, t.clock.now());
    const [newest] = (await get('bob', '/api/msg/reply', { limit: 1 })).body.data.records;
    expect((await unread('bob')).reply).toBe(1);

    // Alice cannot clean Bob's message by its id, and her own boxes stay as they were.
    expect((await clean('alice', 'Reply', newest.id)).status).toBe(404);
    expect(await unread('bob')).toMatchObject({ reply: 1 });

    expect((await clean('bob', 'Reply', newest.id)).status).toBe(200);
    expect((await clean('bob', 'Reply', newest.id)).status).toBe(404);
    expect(await unread('bob')).toMatchObject({ reply: 1 });
    expect((await get('bob', '/api/msg/reply', { limit: 1 })).body.data).toMatchObject({ total: 1, records: [{ state: false }] });
    expect((await clean('bob', 'Reply')).status).toBe(200);
    expect((await get('bob', '/api/msg/reply')).body.data).toMatchObject({ total: 0, records: [] });
    expect(await unread('bob')).toMatchObject({ reply: 0 });
    // Cleaning an empty box again moves nothing below zero.
    await clean('bob', 'Reply');
    const counts = await deps.repos.messageBoxes.messageCounts(uids.bob!, true);
    expect([counts.reply, counts.replyTotal]).toEqual([0, 0]);
  });

  it('cleans a box in parallel with reading it and the counters still match what is left', async () => {
    for (let i = 0; i < 30; i++) await deps.repos.reminders.remind({ ...comment('bob', 'alice'), action: 'Like_Discuss' }, t.clock.now());
    await Promise.all([get('bob', '/api/msg/like', { limit: 20 }), clean('bob', 'Like'), get('bob', '/api/msg/like', { currentPage: 2, limit: 20 })]);
    const counts = await deps.repos.messageBoxes.messageCounts(uids.bob!, true);
    expect([counts.like, counts.likeTotal]).toEqual([0, 0]);
  });

  it('refuses unknown boxes, bad ids and anonymous callers', async () => {
    expect((await clean('alice', 'Everything')).status).toBe(400);
    expect((await clean('alice', 'Discuss', -3)).body.msg).toMatch(/positive/);
    expect((await t.call('GET', '/api/msg/unread')).status).toBe(401);
    expect((await t.call('GET', '/api/msg/comment', { query: { currentPage: 'x' } })).status).toBe(401);
    expect((await get('alice', '/api/msg/comment', { currentPage: 'x' })).status).toBe(400);
  });
});

describe('system notices', () => {
  it('a notice to all is stored once: unread for every user until read, no item per user', async () => {
    expect((await notice({ title: 'Maintenance', content: 'Down at noon', type: 'All' })).status).toBe(200);
    expect((await unread('alice')).sys).toBe(1);
    expect((await unread('carol')).sys).toBe(1);
    const userItems = centre.noticesKeptFor(uids.carol!);
    expect(userItems).toEqual([]);

    const page = (await get('alice', '/api/msg/sys')).body.data;
    expect(page).toMatchObject({ total: 1, records: [{ title: 'Maintenance', content: 'Down at noon', type: 'Sys', state: false }] });
    expect((await unread('alice')).sys).toBe(0);
    expect((await get('alice', '/api/msg/sys')).body.data.records[0].state).toBe(true);
    expect((await unread('carol')).sys).toBe(1);
  });

  it('a notice to admins reaches admins only; a Single one its recipient’s mine box', async () => {
    await notice({ title: 'Admins', content: 'Review the reports', type: 'Admin' });
    await notice({ title: 'Hello Carol', content: 'Your contest is approved', type: 'Single', recipient: 'carol' });
    expect(await unread('adm')).toMatchObject({ sys: 2, mine: 0 });
    expect(await unread('carol')).toMatchObject({ sys: 1, mine: 1 });
    expect(await unread('alice')).toMatchObject({ sys: 0, mine: 0 });
    const mine = (await get('carol', '/api/msg/mine')).body.data;
    expect(mine).toMatchObject({ total: 1, records: [{ title: 'Hello Carol', type: 'Mine', state: false }] });
    expect((await unread('carol')).mine).toBe(0);
    // Cleaning the whole box dismisses it for Carol (the back office still lists it, below) and moves her counters once.
    expect((await clean('carol', 'Mine')).status).toBe(200);
    expect((await get('carol', '/api/msg/mine')).body.data).toMatchObject({ total: 0, records: [] });
    await clean('carol', 'Mine');
    const counts = await deps.repos.messageBoxes.messageCounts(uids.carol!, true);
    expect([counts.mine, counts.mineTotal]).toEqual([0, 0]);
  });

  it('cleaning a notice to all hides it for the caller only', async () => {
    const [maintenance] = (await get('carol', '/api/msg/sys')).body.data.records;
    expect((await clean('carol', 'Sys', maintenance.id)).status).toBe(200);
    expect((await get('carol', '/api/msg/sys')).body.data.total).toBe(0);
    expect((await get('alice', '/api/msg/sys')).body.data.total).toBe(1);
    await notice({ title: 'Later', content: 'Another one', type: 'All' });
    expect((await unread('alice')).sys).toBe(1);
    expect((await clean('alice', 'Sys')).status).toBe(200);
    expect(await unread('alice')).toMatchObject({ sys: 0 });
    expect((await get('alice', '/api/msg/sys')).body.data).toMatchObject({ total: 0, records: [] });
    expect((await get('carol', '/api/msg/sys')).body.data.total).toBe(1);
  });

  it('moving a Single notice to another user or deleting it fixes both users’ counters', async () => {
    await notice({ title: 'For Bob', content: 'Unread', type: 'Single', recipient: 'bob' });
    const list = (await t.call('GET', '/api/admin/msg/notice', { token: root, query: { type: 'Single' } })).body.data;
    const forBob = list.records.find((n: { title: string }) => n.title === 'For Bob');
    expect(forBob).toMatchObject({ recipient: 'bob', type: 'Single', state: true, adminUsername: 'root' });
    expect((await unread('bob')).mine).toBe(1);

    expect((await notice({ id: forBob.id, title: 'For Alice', content: 'Moved', type: 'Single', recipient: 'alice' }, 'PUT')).status).toBe(200);
    expect((await unread('bob')).mine).toBe(0);
    expect((await get('bob', '/api/msg/mine')).body.data.total).toBe(0);
    expect((await unread('alice')).mine).toBe(1);

    expect((await t.call('DELETE', '/api/admin/msg/notice', { token: root, query: { id: forBob.id } })).status).toBe(200);
    expect((await unread('alice')).mine).toBe(0);
    expect((await get('alice', '/api/msg/mine')).body.data.total).toBe(0);
    expect((await t.call('DELETE', '/api/admin/msg/notice', { token: root, query: { id: forBob.id } })).status).toBe(404);
  });

  it('the back office lists by type with totals kept on write, and turns a notice to all into one to admins', async () => {
    const all = (await t.call('GET', '/api/admin/msg/notice', { token: root, query: { limit: 2 } })).body.data;
    expect(all).toMatchObject({ total: 4, size: 2, current: 1 });
    expect(all.records.map((n: { title: string }) => n.title)).toEqual(['Later', 'Hello Carol']);
    const later = all.records[0];
    await notice({ id: later.id, title: 'Later (admins)', content: 'Only admins', type: 'Admin' }, 'PUT');
    expect((await t.call('GET', '/api/admin/msg/notice', { token: root, query: { type: 'Admin' } })).body.data.total).toBe(2);
    expect((await t.call('GET', '/api/admin/msg/notice', { token: root, query: { type: 'All' } })).body.data.total).toBe(1);
    expect((await get('carol', '/api/msg/sys')).body.data.total).toBe(0);
  });

  it('refuses other roles and malformed notices with clear messages', async () => {
    expect((await notice({ title: 'x', content: 'y', type: 'All' }, 'POST', tokens.adm)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/msg/notice', { token: tokens.alice })).status).toBe(403);
    expect((await notice({ title: 'x', content: 'y', type: 'Single' })).body.msg).toMatch(/recipient/);
    expect((await notice({ title: 'x', content: 'y', type: 'Single', recipient: 'nobody' })).body.msg).toMatch(/nobody does not exist/);
    expect((await notice({ title: 'x', content: 'y', type: 'Everyone' })).status).toBe(400);
    expect((await notice({ title: ' ', content: 'y', type: 'All' })).body.msg).toMatch(/title is required/);
    expect((await notice({ title: 'x', content: 7, type: 'All' })).status).toBe(400);
    expect((await notice({ title: 'x', content: 'y', type: 'All' }, 'PUT')).body.msg).toMatch(/Say which notice/);
    expect((await notice({ id: 9999, title: 'x', content: 'y', type: 'All' }, 'PUT')).status).toBe(404);
  });
});

describe('site announcements', () => {
  const announce = (token: string, method: string, body?: unknown, query?: Record<string, number>) => t.call(method, '/api/admin/announcement', { token, body, query });

  it("root publishes, edits and deletes; it shows on the home panel until hidden; admins may not touch it (announcement_admin is root's)", async () => {
    expect((await announce(tokens.adm!, 'POST', { title: 'By admin', content: 'No' })).status).toBe(403);
    expect((await announce(root, 'POST', { title: 'Contest on Friday', content: 'Join **us**', status: 0 })).status).toBe(200);
    expect((await announce(tokens.adm!, 'GET')).status).toBe(403);
    const list = (await announce(root, 'GET')).body.data;
    const made = list.records[0];
    expect(made).toMatchObject({ title: 'Contest on Friday', username: 'root', status: 0 });
    const home = async () => (await t.call('GET', '/api/get-common-announcement')).body.data.records.map((a: { title: string }) => a.title);
    expect(await home()).toContain('Contest on Friday');

    expect((await announce(tokens.adm!, 'PUT', { id: made.id, title: 'By admin', content: 'No', status: 1 })).status).toBe(403);
    expect((await announce(root, 'PUT', { id: made.id, title: 'Contest on Saturday', content: 'Moved', status: 1 })).status).toBe(200);
    expect((await announce(root, 'GET')).body.data.records[0]).toMatchObject({ title: 'Contest on Saturday', status: 1 });
    // The home panel shares its reply for 10 s.
    t.clock.advance(11_000);
    expect(await home()).not.toContain('Contest on Saturday');

    expect((await announce(tokens.adm!, 'DELETE', undefined, { aid: made.id })).status).toBe(403);
    expect((await announce(root, 'DELETE', undefined, { aid: made.id })).status).toBe(200);
    expect((await announce(root, 'DELETE', undefined, { aid: made.id })).status).toBe(404);
    expect((await announce(root, 'PUT', { id: made.id, title: 'Gone', content: 'x' })).status).toBe(404);
  });

  it('refuses ordinary users and malformed forms', async () => {
    expect((await announce(tokens.alice!, 'GET')).status).toBe(403);
    expect((await announce(root, 'POST', { title: '', content: 'x' })).body.msg).toMatch(/title is required/);
    expect((await announce(root, 'POST', { title: 'x', content: 'y', status: 5 })).status).toBe(400);
    expect((await announce(root, 'POST', { id: 3, title: 'x', content: 'y' })).body.msg).toMatch(/use PUT/);
    expect((await announce(root, 'DELETE', undefined, {})).status).toBe(400);
  });
});
