import { GroupMemberAuth } from '@oj/shared/enums';
import { groupPath } from '../../lib/group-scope.ts';

/** The group shell's tabs (spec 002 2.3), in order. */
export const GROUP_TABS = ['home', 'problem', 'training', 'contest', 'exam', 'submission', 'discussion', 'member', 'announcement', 'setting', 'rank'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** The path segment of each tab's page under /group/{id}; the home is the group's own address. */
const SEGMENT: Record<GroupTab, string> = {
  home: '',
  problem: 'problem',
  training: 'training',
  contest: 'contest',
  exam: 'exam',
  submission: 'status',
  discussion: 'discussion',
  member: 'member',
  announcement: 'announcement',
  setting: 'setting',
  rank: 'rank',
};

/** A detail page's first segment that belongs to a list tab. */
const DETAIL_OF: Record<string, GroupTab> = { 'submission-detail': 'submission', 'discussion-detail': 'discussion' };

export function groupTabPath(gid: number, tab: GroupTab) {
  return tab === 'home' ? groupPath(gid) : `${groupPath(gid)}/${SEGMENT[tab]}`;
}

const segmentsUnder = (pathname: string, gid: number) => pathname.slice(groupPath(gid).length).split('/').filter(Boolean);

/** The tab a path belongs to: detail, create and edit pages keep their list tab highlighted. */
export function groupTabOf(pathname: string, gid: number): GroupTab {
  const [first = ''] = segmentsUnder(pathname, gid);
  return DETAIL_OF[first] ?? GROUP_TABS.find((tab) => tab !== 'home' && SEGMENT[tab] === first) ?? 'home';
}

/** Submissions, a problem's page and a training's pages take the whole width; the other tabs share it with the side card. */
export function isFullWidth(pathname: string, gid: number): boolean {
  const [first = '', second] = segmentsUnder(pathname, gid);
  if (first === 'status' || first === 'submission-detail') return true;
  return (first === 'problem' || first === 'training') && second !== undefined;
}

export interface TabRules {
  /** The tab's page is part of this build (its route exists). */
  available: (path: string) => boolean;
  /** The site config's openGroupDiscussion. */
  discussionOpen: boolean;
  level: number;
}

/** The tabs shown: those whose page exists, discussion while the site allows it, announcement for admins, setting for the root. */
export function visibleGroupTabs(gid: number, rules: TabRules): GroupTab[] {
  return GROUP_TABS.filter((tab) => {
    if (tab !== 'home' && !rules.available(groupTabPath(gid, tab))) return false;
    if (tab === 'discussion') return rules.discussionOpen;
    if (tab === 'announcement') return rules.level >= GroupMemberAuth.ADMIN;
    if (tab === 'setting') return rules.level >= GroupMemberAuth.ROOT;
    return true;
  });
}

/** Without membership every tab except the home, the announcements and the settings is disabled. */
export function isTabDisabled(tab: GroupTab, level: number) {
  return level < GroupMemberAuth.MEMBER && tab !== 'home' && tab !== 'announcement' && tab !== 'setting';
}
