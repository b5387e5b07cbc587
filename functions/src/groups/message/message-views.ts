import type { SystemMessage, UserMessage } from '@oj/shared';
import { commentKey, contestKey, discussionKey, replyKey, userKey, type Key } from '@oj/shared/db/keys';
import type { ReminderItem } from '@oj/shared/db/items/message';
import type { BoxNotice } from '../../data/notices.ts';
import type { Repositories } from '../../data/repositories.ts';

/**
 * The reference's message records: a reminder with its sender's name and avatar, its source's title and, for a
 * reply, the comment or reply it answered, all read when shown (a renamed user or an edited title shows as it is
 * now), in one batch read per page.
 */

const QUOTE_LENGTH = 100;
const GONE = {
  Discussion: 'The original discussion has been deleted',
  Contest: 'The original contest has been deleted',
  Comment: 'Your original comment has been deleted',
  Reply: 'Your original reply has been deleted',
} as const;

const clip = (text: string) => (text.length < QUOTE_LENGTH ? text : `${text.slice(0, QUOTE_LENGTH)}...`);

const sourceName = (r: ReminderItem) => `${r.sourceType}#${r.sourceId}`;
const quoteName = (r: ReminderItem) => `${r.quoteType}#${r.quoteId}`;

const quoteKey = (r: ReminderItem): Key | undefined => {
  if (r.quoteId === null) return undefined;
  if (r.quoteType === 'Comment') return commentKey(r.quoteId);
  if (r.quoteType === 'Reply' && r.quoteCommentId !== null) return replyKey(r.quoteCommentId, r.quoteId);
  return undefined;
};

const quoteText = (r: ReminderItem, quoted: Record<string, unknown> | undefined): string | null => {
  if (r.action !== 'Reply' || !r.quoteType) return null;
  // A quoted reply stored without its comment cannot be looked up: nothing is said rather than 'deleted'.
  if (!quoted) return quoteKey(r) ? GONE[r.quoteType] : null;
  const content = clip(String(quoted.content ?? ''));
  return r.quoteType === 'Comment' ? `${String(quoted.fromName)} : ${content}` : `${String(quoted.fromName)} : @${String(quoted.toName)}: ${content}`;
};

export async function userMessages(repos: Repositories, reminders: readonly ReminderItem[]): Promise<UserMessage[]> {
  const wanted = new Map<string, Key>();
  for (const r of reminders) {
    wanted.set(`User#${r.senderId}`, userKey(r.senderId));
    wanted.set(sourceName(r), r.sourceType === 'Discussion' ? discussionKey(r.sourceId) : contestKey(r.sourceId));
    const quote = r.action === 'Reply' ? quoteKey(r) : undefined;
    if (quote) wanted.set(quoteName(r), quote);
  }
  // named `${kind}#${id}`
  const found = await repos.reminders.readByName(wanted);
  return reminders.map((r) => {
    const sender = found.get(`User#${r.senderId}`);
    const source = found.get(sourceName(r));
    return {
      id: r.id,
      action: r.action,
      sourceId: r.sourceId,
      sourceType: r.sourceType,
      // The reference leaves a deleted discussion's title empty in the comment box and names the loss in the others.
      sourceTitle: source ? String(source.title) : r.action === 'Discuss' ? null : GONE[r.sourceType],
      sourceContent: r.sourceContent,
      quoteId: r.quoteId,
      quoteType: r.quoteType,
      quoteContent: quoteText(r, found.get(quoteName(r))),
      url: r.url,
      state: r.state,
      senderId: r.senderId,
      senderUsername: sender ? String(sender.username) : null,
      senderAvatar: sender ? ((sender.avatar as string | null | undefined) ?? null) : null,
      gmtCreate: r.gmtCreate,
    };
  });
}

export function systemMessages(records: readonly BoxNotice[], box: 'Sys' | 'Mine'): SystemMessage[] {
  return records.map(({ notice, read }) => ({
    id: notice.id,
    title: notice.title,
    content: notice.content,
    adminId: notice.adminId,
    type: box,
    state: read,
    gmtCreate: notice.gmtCreate,
  }));
}
