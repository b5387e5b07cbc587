import type { UserInfo } from '@oj/shared';
import { GroupMemberAuth } from '@oj/shared/enums';
import type { GroupDetail } from '@oj/shared/schemas/group';
import { createContext, useContext } from 'react';
import { isSuperAdmin } from './session.ts';

/**
 * What the group shell tells the pages of its tabs (spec 002 2.3): the group's problems, trainings, contests, exams,
 * discussions and submissions pages (other features) read the group they are shown in from here instead of fetching
 * it again. The shell provides it through React context, so it reaches pages nested in further shells (a group
 * training's own tabs); outside a group there is none.
 */
export interface GroupScope {
  gid: number;
  group: GroupDetail;
  /** The viewer's effective level (GroupMemberAuth): the owner and a super admin count as root (5); 0 for a stranger. */
  level: number;
  /** Level 3 and up: the group's tabs are open. */
  member: boolean;
  /** Level 4 and up: create and admin buttons, the Announcement tab. */
  admin: boolean;
  /** Level 5: the Setting tab, edit of anything in the group. */
  root: boolean;
  /** The group's short name, the prefix shown before its problems' ids. */
  shortName: string;
  /** Loads the group and the viewer's standing again (after a change of members or settings). */
  reload: () => void;
}

export const GroupScopeContext = createContext<GroupScope | undefined>(undefined);

/** The group this page is shown in, or undefined on the site's own pages. */
export function useGroupScope(): GroupScope | undefined {
  return useContext(GroupScopeContext);
}

/** For a page that only exists as a group's tab. */
export function useHostingGroup(): GroupScope {
  const scope = useGroupScope();
  if (!scope) throw new Error('This page is a group tab: the group shell hosts it');
  return scope;
}

/**
 * The viewer's effective level from the stored member auth (what get-group-auth answers): the owner and a super
 * admin count as root, applying (1) and refused (2) are below membership. The server decides every call by the
 * same rule (shared/domain/group-access.ts groupStanding); this only chooses what to show.
 */
export function groupLevel(group: Pick<GroupDetail, 'owner'>, user: UserInfo | null, stored: number): number {
  if (!user) return GroupMemberAuth.NONE;
  if (user.username === group.owner || isSuperAdmin(user)) return GroupMemberAuth.ROOT;
  return stored;
}

export function groupPath(gid: number) {
  return `/group/${gid}`;
}
