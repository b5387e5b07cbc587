import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCountsKey, reminderPrefix } from '@oj/shared/db/keys';
import { MessageCountsItem, ReminderItem } from '@oj/shared/db/items/message';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { remind, type Reminder } from './reminders.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const comment = (recipientId: string, senderId: string, sourceContent = 'Nice idea'): Reminder => ({
  action: 'Discuss',
  recipientId,
  senderId,
  sourceId: 12,
  sourceType: 'Discussion',
  sourceContent,
  url: '/discussion-detail/12',
});
const counts = async (uid: string) => MessageCountsItem.parse((await t.deps.db.get(messageCountsKey(uid), true)) ?? {});
const box = async (uid: string, name: 'comment' | 'reply' | 'like') => {
  const { pk, prefix } = reminderPrefix(uid, name);
  return (await t.deps.db.partition(pk, prefix)).map((i) => ReminderItem.parse(i));
};

describe('remind', () => {
  it('stores an unread reminder in its box and raises that box counters only', async () => {
    await remind(t.deps.db, comment('alice', 'bob'), t.clock.now());
    await remind(t.deps.db, { ...comment('alice', 'carol'), action: 'Like_Post', sourceContent: '' }, t.clock.now());
    await remind(t.deps.db, { ...comment('alice', 'carol'), action: 'Reply', quoteId: 3, quoteType: 'Comment' }, t.clock.now());

    const [stored] = await box('alice', 'comment');
    expect(stored).toMatchObject({ action: 'Discuss', recipientId: 'alice', senderId: 'bob', sourceId: 12, sourceContent: 'Nice idea', state: false, quoteId: null });
    expect((await box('alice', 'reply'))[0]).toMatchObject({ quoteId: 3, quoteType: 'Comment' });
    expect(await counts('alice')).toMatchObject({ comment: 1, commentTotal: 1, like: 1, likeTotal: 1, reply: 1, replyTotal: 1, sys: 0, mine: 0 });
  });

  it('skips reminding people of their own doing', async () => {
    await remind(t.deps.db, comment('dave', 'dave'), t.clock.now());
    expect(await box('dave', 'comment')).toEqual([]);
    expect(await counts('dave')).toMatchObject({ comment: 0, commentTotal: 0 });
  });

  it('cuts long content to 250 characters followed by an ellipsis', async () => {
    await remind(t.deps.db, comment('erin', 'bob', 'x'.repeat(400)), t.clock.now());
    await remind(t.deps.db, comment('erin', 'bob', 'y'.repeat(250)), t.clock.now());
    const contents = (await box('erin', 'comment')).map((r) => r.sourceContent);
    expect(contents).toEqual([`${'x'.repeat(250)}...`, 'y'.repeat(250)]);
  });

  it('counts exactly under parallel reminders, each with its own id', async () => {
    await Promise.all(Array.from({ length: 25 }, (_, i) => remind(t.deps.db, comment('frank', `u${i}`), t.clock.now())));
    const stored = await box('frank', 'comment');
    expect(new Set(stored.map((r) => r.id)).size).toBe(25);
    expect(await counts('frank')).toMatchObject({ comment: 25, commentTotal: 25 });
  });
});
