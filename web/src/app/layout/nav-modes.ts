import type { SiteFlag } from '../../lib/site-config.ts';

/** The desktop navigation's modes (spec 000 section 2.1). */
export type NavMode = 'default' | 'training' | 'contest' | 'group';

export interface NavItem {
  /** A key under `nav.` in the locale files. */
  label: string;
  to?: string;
  children?: NavItem[];
  /** Shown only while this website-config switch is on. */
  siteFlag?: SiteFlag;
}

export interface NavParams {
  groupID?: string | undefined;
  contestID?: string | undefined;
  trainingID?: string | undefined;
}

const DEFAULT: NavItem[] = [
  { label: 'home', to: '/home' },
  { label: 'problem', to: '/problem' },
  { label: 'training', to: '/training' },
  {
    label: 'sports',
    children: [
      { label: 'contest', to: '/contest' },
      { label: 'exam', to: '/exam' },
    ],
  },
  { label: 'status', to: '/status' },
  {
    label: 'rank',
    children: [
      { label: 'acmRank', to: '/acm-rank' },
      { label: 'oiRank', to: '/oi-rank' },
    ],
  },
  { label: 'discussion', to: '/discussion', siteFlag: 'openPublicDiscussion' },
  { label: 'group', to: '/group' },
  {
    label: 'about',
    children: [
      { label: 'introduction', to: '/introduction' },
      { label: 'developer', to: '/developer' },
    ],
  },
];

const BACK_HOME: NavItem = { label: 'backHome', to: '/home' };

/** The entries of a mode; ids come from the current route's parameters. */
export function navItems(mode: NavMode, p: NavParams): NavItem[] {
  switch (mode) {
    case 'default':
      return DEFAULT;
    case 'training':
      return [
        BACK_HOME,
        ...(p.groupID ? [{ label: 'groupHome', to: `/group/${p.groupID}` }] : []),
        { label: 'trainingHome', to: `/training/${p.trainingID}` },
        { label: 'trainingProblems', to: `/training/${p.trainingID}/problems` },
      ];
    case 'contest':
      return [
        BACK_HOME,
        { label: 'contestHome', to: `/contest/${p.contestID}` },
        { label: 'contestProblems', to: `/contest/${p.contestID}/problems` },
        { label: 'contestSubmissions', to: `/contest/${p.contestID}/submissions?onlyMine=true` },
        { label: 'contestRank', to: `/contest/${p.contestID}/rank` },
      ];
    case 'group':
      return [BACK_HOME, { label: 'groupHome', to: `/group/${p.groupID}` }, { label: 'groupProblems', to: `/group/${p.groupID}/problem` }];
  }
}

export interface VisibleContext {
  isAvailable: (to: string) => boolean;
  flags: Partial<Record<SiteFlag, boolean>>;
}

/** Drops entries whose page does not exist yet or whose site switch is off, and submenus left empty. */
export function visibleItems(items: NavItem[], ctx: VisibleContext): NavItem[] {
  return items.flatMap((item) => {
    if (item.siteFlag && !ctx.flags[item.siteFlag]) return [];
    if (item.children) {
      const children = visibleItems(item.children, ctx);
      return children.length ? [{ ...item, children }] : [];
    }
    return item.to && ctx.isAvailable(item.to) ? [item] : [];
  });
}

/**
 * The navigation section a path belongs to: its first segment, except that a submission detail belongs to the
 * status list and a discussion detail to the discussion list.
 */
export function activeSection(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (first === '') return 'home';
  if (first === 'submission-detail') return 'status';
  if (first === 'discussion-detail') return 'discussion';
  return first;
}

const pathOf = (to: string) => to.split('?')[0] ?? to;

/**
 * Whether a navigation entry (or one of its children) is active: by section in the default mode, by exact
 * path in the others, whose entries all share the first segment.
 */
export function isActive(item: NavItem, pathname: string, mode: NavMode): boolean {
  if (item.children) return item.children.some((c) => isActive(c, pathname, mode));
  const target = pathOf(item.to ?? '');
  return mode === 'default' ? activeSection(target) === activeSection(pathname) : target === pathname;
}
