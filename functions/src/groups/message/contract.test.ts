import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { commentKey, contestKey, discussionKey } from '@oj/shared/db/keys';
import { createClient } from '../../../test/client.ts';
import { fakeDeps } from '../../../test/fakes/fake-deps.ts';
import { fakeMessageCentre } from '../../../test/fakes/message-centre.ts';
import { createApp } from '../../http/create-app.ts';
import { GROUPS } from '../index.ts';

// The reply shapes the reference's message centre and back office read (UserMsgVO, UserUnreadMsgCountVO,
// SysMsgVO, AdminSysNoticeVO, AnnouncementVO), key by key. On fake repositories (test/fakes/): no DynamoDB Local.
const centre = fakeMessageCentre();
const { deps, clock } = fakeDeps(centre.repos);
const t = createClient(
  createApp(GROUPS, async () => deps),
  '',
);
let root: string;
let reader: string;
let readerUid: string;
let senderUid: string;
beforeAll(async () => {
  const rootUid = centre.addUser('root', Role.ROOT, clock.now());
  root = await deps.tokens.issue(rootUid, 0);
  // the seeded welcome announcement
  await deps.repos.announcements.createSiteAnnouncement({ title: 'Welcome', content: 'Hello', status: 0 }, { uid: rootUid, username: 'root' }, clock.now());
  readerUid = centre.addUser('reader', Role.USER, clock.now());
  reader = await deps.tokens.issue(readerUid, 0);
  senderUid = centre.addUser('sender', Role.USER, clock.now());
  centre.putItem({ ...discussionKey(7), id: 7, title: 'Dijkstra or BFS?' });
  centre.putItem({ ...commentKey(40), id: 40, did: 7, content: 'Use a heap', fromName: 'reader' });
  centre.putItem({ ...contestKey(3), cid: 3, title: 'Weekly 3' });
  const base = { recipientId: readerUid, senderId: senderUid, sourceContent: 'Agreed', url: '/discussion-detail/7' };
  await deps.repos.reminders.remind({ ...base, action: 'Discuss', sourceId: 7, sourceType: 'Discussion' }, clock.now());
  await deps.repos.reminders.remind({ ...base, action: 'Reply', sourceId: 7, sourceType: 'Discussion', quoteId: 40, quoteType: 'Comment' }, clock.now());
  await deps.repos.reminders.remind({ ...base, action: 'Reply', sourceId: 9, sourceType: 'Discussion', quoteId: 41, quoteType: 'Comment' }, clock.now());
  await deps.repos.reminders.remind({ ...base, action: 'Like_Discuss', sourceId: 3, sourceType: 'Contest', url: '/contest/3/comment' }, clock.now());
});

const data = async (path: string, query?: Record<string, string | number>, token = reader) => (await t.call('GET', path, { token, query })).body.data;
const page = (records: unknown[], total: number, size = 5) => ({ records, total, size, current: 1, pages: Math.ceil(total / size) });
const message = { senderId: expect.any(String), senderUsername: 'sender', senderAvatar: null, state: false, gmtCreate: expect.any(String), id: expect.any(Number) };

describe('message centre replies', () => {
  it('unread: the five counts', async () => {
    expect(await data('/api/msg/unread')).toEqual({ comment: 1, reply: 2, like: 1, sys: 0, mine: 0 });
  });

  it('comment, reply and like: pages of UserMsgVO', async () => {
    expect(await data('/api/msg/comment')).toEqual(
      page(
        [
          {
            ...message,
            action: 'Discuss',
            sourceId: 7,
            sourceType: 'Discussion',
            sourceTitle: 'Dijkstra or BFS?',
            sourceContent: 'Agreed',
            quoteId: null,
            quoteType: null,
            quoteContent: null,
            url: '/discussion-detail/7',
          },
        ],
        1,
      ),
    );
    expect(await data('/api/msg/reply')).toEqual(
      page(
        [
          {
            ...message,
            action: 'Reply',
            sourceId: 9,
            sourceType: 'Discussion',
            sourceTitle: 'The original discussion has been deleted',
            sourceContent: 'Agreed',
            quoteId: 41,
            quoteType: 'Comment',
            quoteContent: 'Your original comment has been deleted',
            url: '/discussion-detail/7',
          },
          {
            ...message,
            action: 'Reply',
            sourceId: 7,
            sourceType: 'Discussion',
            sourceTitle: 'Dijkstra or BFS?',
            sourceContent: 'Agreed',
            quoteId: 40,
            quoteType: 'Comment',
            quoteContent: 'reader : Use a heap',
            url: '/discussion-detail/7',
          },
        ],
        2,
      ),
    );
    expect(await data('/api/msg/like', { limit: 10 })).toEqual(
      page(
        [
          {
            ...message,
            action: 'Like_Discuss',
            sourceId: 3,
            sourceType: 'Contest',
            sourceTitle: 'Weekly 3',
            sourceContent: 'Agreed',
            quoteId: null,
            quoteType: null,
            quoteContent: null,
            url: '/contest/3/comment',
          },
        ],
        1,
        10,
      ),
    );
  });

  it('sys and mine: pages of SysMsgVO; the back office list: AdminSysNoticeVO', async () => {
    await t.call('POST', '/api/admin/msg/notice', { token: root, body: { title: 'To all', content: 'Hi all', type: 'All' } });
    await t.call('POST', '/api/admin/msg/notice', { token: root, body: { title: 'To you', content: 'Hi reader', type: 'Single', recipient: 'reader' } });
    const sys = { id: expect.any(Number), adminId: expect.any(String), state: false, gmtCreate: expect.any(String) };
    expect(await data('/api/msg/sys')).toEqual(page([{ ...sys, title: 'To all', content: 'Hi all', type: 'Sys' }], 1));
    expect(await data('/api/msg/mine')).toEqual(page([{ ...sys, title: 'To you', content: 'Hi reader', type: 'Mine' }], 1));
    const admin = { id: expect.any(Number), state: true, adminUsername: 'root', gmtCreate: expect.any(String), gmtModified: expect.any(String) };
    expect(await data('/api/admin/msg/notice', { limit: 10 }, root)).toEqual(
      page(
        [
          { ...admin, title: 'To you', content: 'Hi reader', type: 'Single', recipient: 'reader' },
          { ...admin, title: 'To all', content: 'Hi all', type: 'All', recipient: null },
        ],
        2,
        10,
      ),
    );
  });

  it('writes answer null as the reference does', async () => {
    expect((await t.call('DELETE', '/api/msg/clean', { token: reader, query: { type: 'Like' } })).body).toEqual({ status: 200, msg: 'success', data: null });
  });

  it('admin announcement list: AnnouncementVO records', async () => {
    expect((await data('/api/admin/announcement', undefined, root)).records[0]).toEqual({
      id: 1,
      title: expect.any(String),
      content: expect.any(String),
      uid: expect.any(String),
      username: 'root',
      status: 0,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
  });
});
