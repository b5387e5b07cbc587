import type { GroupDetail } from '@oj/shared/schemas/group';

/** A private group 7 owned by coach, as get-group-detail answers it, for the page tests. */
export function groupDetail(over: Partial<GroupDetail> = {}): GroupDetail {
  return {
    id: 7,
    avatar: null,
    name: 'Algorithms Club',
    shortName: 'algo7',
    brief: 'Weekly practice',
    description: '**Welcome** to the club',
    owner: 'coach',
    uid: 'uid-coach',
    auth: 3,
    visible: true,
    status: 0,
    code: null,
    memberCount: 4,
    gmtCreate: '2026-03-04T10:00:00.000Z',
    gmtModified: '2026-03-04T10:00:00.000Z',
    ...over,
  };
}
