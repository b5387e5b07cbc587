import type { Deps } from '../../deps.ts';
import type { Reminder } from '../../data/reminders.ts';

/**
 * Tells the author of what was commented, answered or liked (the message centre). The comment, reply or like
 * is already written: a reminder that fails is logged rather than failing the request, so the client does not
 * send the comment again.
 */
export async function sendReminder(deps: Deps, reminder: Reminder) {
  try {
    await deps.repos.reminders.remind(reminder, deps.now());
  } catch (err) {
    deps.log.error('reminder not stored', { action: reminder.action, sourceId: reminder.sourceId, error: String(err) });
  }
}
