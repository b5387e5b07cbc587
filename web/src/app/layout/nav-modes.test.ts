import { describe, expect, test } from 'vitest';
import { isAvailable } from '../route-table.tsx';
import { activeSection, isActive, navItems, visibleItems } from './nav-modes.ts';

describe('navigation', () => {
  test('the default mode shows only entries whose pages exist, and drops empty submenus', () => {
    const labels = visibleItems(navItems('default', {}), { isAvailable, flags: { openPublicDiscussion: true } }).map((i) => [i.label, i.children?.map((c) => c.label)]);
    expect(labels).toEqual([
      ['home', undefined],
      ['problem', undefined],
      ['training', undefined],
      ['sports', ['contest', 'exam']],
      ['status', undefined],
      ['rank', ['acmRank', 'oiRank']],
      ['discussion', undefined],
      ['group', undefined],
    ]);
  });

  test('an entry behind a site switch shows only while the switch is on', () => {
    const all = () => true;
    const labels = (on: boolean) => visibleItems(navItems('default', {}), { isAvailable: all, flags: { openPublicDiscussion: on } }).map((i) => i.label);
    expect(labels(true)).toContain('discussion');
    expect(labels(false)).not.toContain('discussion');
  });

  test('contest, training and group modes build their entries from the route ids', () => {
    expect(navItems('contest', { contestID: '9' }).map((i) => i.to)).toEqual(['/home', '/contest/9', '/contest/9/problems', '/contest/9/submissions?onlyMine=true', '/contest/9/rank']);
    expect(navItems('training', { trainingID: '3' }).map((i) => i.to)).toEqual(['/home', '/training/3', '/training/3/problems']);
    expect(navItems('training', { trainingID: '3', groupID: '5' }).map((i) => i.to)).toContain('/group/5');
    expect(navItems('group', { groupID: '5' }).map((i) => i.to)).toEqual(['/home', '/group/5', '/group/5/problem']);
  });

  test('the first path segment is highlighted; details highlight their lists', () => {
    expect(activeSection('/')).toBe('home');
    expect(activeSection('/problem/1000')).toBe('problem');
    expect(activeSection('/submission-detail/12')).toBe('status');
    expect(activeSection('/discussion-detail/4')).toBe('discussion');
    const rank = navItems('default', {}).find((i) => i.label === 'rank');
    expect(rank && isActive(rank, '/oi-rank', 'default')).toBe(true);
  });

  test('outside the default mode only the exact page is active', () => {
    const [, home, problems] = navItems('contest', { contestID: '9' });
    expect(home && isActive(home, '/contest/9/problems', 'contest')).toBe(false);
    expect(problems && isActive(problems, '/contest/9/problems', 'contest')).toBe(true);
  });

  test('route availability follows the route table', () => {
    expect(isAvailable('/')).toBe(true);
    expect(isAvailable('/user-home?uid=1')).toBe(true);
    expect(isAvailable('/problem/1000')).toBe(true);
    expect(isAvailable('/status?onlyMine=true')).toBe(true);
    expect(isAvailable('/contest/7/problems')).toBe(true);
    expect(isAvailable('/training/3/rank')).toBe(true);
    expect(isAvailable('/exam/3/rank')).toBe(true);
    expect(isAvailable('/group')).toBe(true);
    expect(isAvailable('/introduction')).toBe(false);
  });
});
