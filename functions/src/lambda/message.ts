import { messageGroup } from '../groups/message/routes.ts';
import { createHandler } from './create-handler.ts';
import * as announcements from '../data/announcements.ts';
import * as notices from '../data/notices.ts';
import * as reminders from '../data/reminders.ts';
import * as userProfiles from '../data/user-profiles.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(messageGroup, { announcements, notices, reminders, userProfiles, users });
