import { ADMIN_ROLES } from '@oj/shared';
import type { Deps } from '../../deps.ts';
import { loginWithRoles, type Access } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { AdminContestItem } from '../../domain/contests.ts';
import { contestForAdmin } from './contest-admin.ts';

/**
 * Where contests are managed (ARCHITECTURE.md "a group is a scope, not a copy"): the back office, or a group
 * (group-contest/group-contest-access.ts). The calls of both are the same code; a scope says who may call them at all
 * (`access`) and which contests the caller manages there (`manage`: the contest, or a 404/403 with the reason).
 */
export interface ContestScope {
  access: Access;
  manage: (deps: Deps, user: SessionUser, cid: number) => Promise<AdminContestItem>;
}

/** The back office: admins sign in; a contest is managed by its creator or a super admin. */
export const backOffice: ContestScope = { access: loginWithRoles(...ADMIN_ROLES), manage: contestForAdmin };
