import { viewIdParam } from '../../lib/group-tab-view.ts';

/**
 * What a group's Contest tab shows, kept in its query string so a reload or the back button returns to it: the
 * members' list, or for group admins the admin table (?admin=1), the form of a new contest (?create=1) or of one
 * (?edit=<cid>), a contest's problems (?problems=<cid>), a new problem made in it (?problems=<cid>&newProblem=1) and
 * its announcements (?announcements=<cid>). The paths are contest-office.ts groupContestPaths.
 */
export type GroupContestView =
  | { kind: 'list' }
  | { kind: 'admin' }
  | { kind: 'create' }
  | { kind: 'edit'; cid: number }
  | { kind: 'problems'; cid: number }
  | { kind: 'newProblem'; cid: number }
  | { kind: 'announcements'; cid: number };

/** The view the query string names; anything but the list needs a group admin (others see the list). */
export function readGroupContestView(params: URLSearchParams, admin: boolean): GroupContestView {
  if (!admin) return { kind: 'list' };
  const edit = viewIdParam(params, 'edit');
  if (edit !== null) return { kind: 'edit', cid: edit };
  const problems = viewIdParam(params, 'problems');
  if (problems !== null) return params.get('newProblem') === '1' ? { kind: 'newProblem', cid: problems } : { kind: 'problems', cid: problems };
  const announcements = viewIdParam(params, 'announcements');
  if (announcements !== null) return { kind: 'announcements', cid: announcements };
  if (params.get('create') === '1') return { kind: 'create' };
  return params.get('admin') === '1' ? { kind: 'admin' } : { kind: 'list' };
}
