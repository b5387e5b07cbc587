import { groupPath, useGroupScope } from './group-scope.ts';

/**
 * The site's pages shown inside a group keep their own paths under /group/{gid} (spec 002 2.3: /group/{id}/problem,
 * /status, /submission-detail/{submitId}, /training/{trainingID}...). A page builds its links with the site's path
 * and this prefixes them when the page is a group's tab; on the site's own pages they stay as they are.
 */
export function scopedPath(gid: number | undefined, path: string) {
  return gid === undefined ? path : `${groupPath(gid)}${path}`;
}

/** scopedPath for the group the page is shown in (none on the site's own pages). */
export function useScopedPath() {
  const gid = useGroupScope()?.gid;
  return (path: string) => scopedPath(gid, path);
}

/**
 * Spec 002 2.4: a group's problem is shown with the group's short name before its id (the stored problemId has no
 * prefix; addresses and calls use the stored id).
 */
export function groupProblemLabel(shortName: string, problemId: string) {
  return `${shortName}${problemId}`;
}
