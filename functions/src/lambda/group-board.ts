import { groupBoardGroup } from '../groups/group-board/routes.ts';
import { createHandler } from './create-handler.ts';
import * as announcements from '../data/announcements.ts';
import * as groupMembers from '../data/group-members.ts';
import * as groupRank from '../data/group-rank.ts';
import * as groups from '../data/groups.ts';
import * as userProfiles from '../data/user-profiles.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(groupBoardGroup, { announcements, groupMembers, groupRank, groups, userProfiles, users });
