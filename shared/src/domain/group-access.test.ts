import { describe, expect, test } from 'vitest';
import { GroupMemberAuth, Role } from '../enums.ts';
import { canSeeGroup, groupNeedRefusal, groupSetFacts, groupStanding, memberChangeRefusal, memberRemovalRefusal } from './group-access.ts';

const group = { uid: 'owner', visible: true, status: 0 };
const viewer = (uid: string, roleId: number = Role.USER) => ({ uid, username: uid, roleId });
const { APPLYING, REFUSED, MEMBER, ADMIN, ROOT } = GroupMemberAuth;

describe('standing', () => {
  test('the owner and a super admin count as root whatever is stored; a stranger is 0', () => {
    expect(groupStanding(group, viewer('owner'), undefined).level).toBe(ROOT);
    expect(groupStanding(group, viewer('boss', Role.ROOT), undefined)).toMatchObject({ level: ROOT, stored: 0, superAdmin: true });
    expect(groupStanding(group, viewer('x'), undefined).level).toBe(0);
    expect(groupStanding(group, undefined, undefined).level).toBe(0);
    expect(groupStanding(group, viewer('a'), APPLYING).level).toBe(APPLYING);
  });

  test('needs: applying or refused is no member; admin implies member; root implies admin', () => {
    const at = (auth: number) => groupStanding(group, viewer('x'), auth);
    expect(groupNeedRefusal(at(REFUSED), 'member')).not.toBeNull();
    expect(groupNeedRefusal(at(MEMBER), 'member')).toBeNull();
    expect(groupNeedRefusal(at(MEMBER), 'admin')).not.toBeNull();
    expect(groupNeedRefusal(at(ADMIN), 'member')).toBeNull();
    expect(groupNeedRefusal(at(ADMIN), 'root')).not.toBeNull();
    expect(groupNeedRefusal(at(ROOT), 'admin')).toBeNull();
    expect(groupSetFacts(at(ADMIN))).toEqual({ groupMember: true, groupRoot: false });
  });

  test('a banned group exists only for a super admin; a hidden one for its members', () => {
    const banned = { ...group, status: 1 };
    expect(canSeeGroup(banned, groupStanding(banned, viewer('owner'), ROOT))).not.toBeNull();
    expect(canSeeGroup(banned, groupStanding(banned, viewer('boss', Role.ROOT), undefined))).toBeNull();
    const hidden = { ...group, visible: false };
    expect(canSeeGroup(hidden, groupStanding(hidden, viewer('x'), APPLYING))).not.toBeNull();
    expect(canSeeGroup(hidden, groupStanding(hidden, viewer('x'), MEMBER))).toBeNull();
  });
});

describe('member changes', () => {
  const admin = groupStanding(group, viewer('adm'), ADMIN);
  const owner = groupStanding(group, viewer('owner'), ROOT);

  test('an admin changes only lower members to lower levels', () => {
    expect(memberChangeRefusal(group, admin, { uid: 'm', auth: APPLYING }, MEMBER)).toBeNull();
    expect(memberChangeRefusal(group, admin, { uid: 'm', auth: MEMBER }, ADMIN)).not.toBeNull();
    expect(memberChangeRefusal(group, admin, { uid: 'a2', auth: ADMIN }, MEMBER)).not.toBeNull();
    expect(memberChangeRefusal(group, owner, { uid: 'a2', auth: ADMIN }, ROOT)).toBeNull();
  });

  test('nobody changes the owner, nor puts a member back to applying, nor sets a level outside 1-5', () => {
    const boss = groupStanding(group, viewer('boss', Role.ROOT), undefined);
    expect(memberChangeRefusal(group, boss, { uid: 'owner', auth: ROOT }, MEMBER)).not.toBeNull();
    expect(memberChangeRefusal(group, owner, { uid: 'm', auth: MEMBER }, REFUSED)).not.toBeNull();
    expect(memberChangeRefusal(group, owner, { uid: 'm', auth: MEMBER }, 6)).not.toBeNull();
    expect(memberChangeRefusal(group, groupStanding(group, viewer('m2'), MEMBER), { uid: 'm', auth: APPLYING }, MEMBER)).not.toBeNull();
  });

  test('removal: never oneself or the owner; an admin only below their level; the owner anyone else', () => {
    expect(memberRemovalRefusal(group, admin, 'adm', { uid: 'adm', auth: ADMIN })).not.toBeNull();
    expect(memberRemovalRefusal(group, admin, 'adm', { uid: 'owner', auth: ROOT })).not.toBeNull();
    expect(memberRemovalRefusal(group, admin, 'adm', { uid: 'a2', auth: ADMIN })).not.toBeNull();
    expect(memberRemovalRefusal(group, admin, 'adm', { uid: 'm', auth: MEMBER })).toBeNull();
    expect(memberRemovalRefusal(group, owner, 'owner', { uid: 'r2', auth: ROOT })).toBeNull();
  });
});
