import type { ProblemItem } from '@oj/shared/db/items/problem';
import { GROUP_ADMINS_ONLY, isGroupAdmin } from '@oj/shared/domain/group-access';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';

export const TEST_DATA_ADMINS_ONLY = "Only the site's admins, or a group's admins for the group's problems, may handle test data";

/** The group an upload names (a form field or the query string, as the reference client sends it), if any. */
export function uploadGid(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const gid = Number(raw);
  if (!Number.isInteger(gid) || gid <= 0) throw badRequest('gid must be a group id');
  return gid;
}

/** Uploading test cases: the site's admins, or an admin of the group the call names (for that group's problem forms). */
export async function requireTestDataUpload(deps: Deps, user: SessionUser, gid: number | undefined) {
  if (isAdmin(user)) return;
  if (gid === undefined) throw forbidden(TEST_DATA_ADMINS_ONLY);
  await deps.repos.groups.requireGroup(gid, user, 'admin');
}

/**
 * A problem's test data: the site's admins; for a group problem also its group's admins and its author while a member
 * (the group the STORED problem names; ordinary members never, unlike the reference).
 */
export async function requireProblemTestData(deps: Deps, user: SessionUser, problem: Pick<ProblemItem, 'gid' | 'author'>) {
  if (isAdmin(user)) return;
  if (problem.gid === null) throw forbidden(TEST_DATA_ADMINS_ONLY);
  const { standing } = await deps.repos.groups.requireGroup(problem.gid, user, 'member');
  if (!isGroupAdmin(standing) && problem.author !== user.username) throw forbidden(GROUP_ADMINS_ONLY);
}
