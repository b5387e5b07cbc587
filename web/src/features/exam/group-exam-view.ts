import { viewIdParam } from '../../lib/group-tab-view.ts';

/**
 * What a group's Exam tab shows (spec 002 2.7), kept in its query string: the members' list, or for group admins the
 * admin table (?admin=1), the form of a new exam (?create=1) or of one (?edit=<tid>) and an exam's problems
 * (?problems=<tid>). The paths are exam-office.ts groupExamPaths.
 */
export type GroupExamView = { kind: 'list' } | { kind: 'admin' } | { kind: 'create' } | { kind: 'edit'; tid: number } | { kind: 'problems'; tid: number };

/** The view the query string names; anything but the list needs a group admin (others see the list). */
export function readGroupExamView(params: URLSearchParams, admin: boolean): GroupExamView {
  if (!admin) return { kind: 'list' };
  const edit = viewIdParam(params, 'edit');
  if (edit !== null) return { kind: 'edit', tid: edit };
  const problems = viewIdParam(params, 'problems');
  if (problems !== null) return { kind: 'problems', tid: problems };
  if (params.get('create') === '1') return { kind: 'create' };
  return params.get('admin') === '1' ? { kind: 'admin' } : { kind: 'list' };
}
