import { AwardType, ContestAuth, ContestType } from '@oj/shared/enums';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';

/** The back office's contest of the web tests: public ACM contest 12 "Autumn Cup" by `setter`, scheduled, visible, no awards. */
export function adminContest(over: Partial<AdminContestView> = {}): AdminContestView {
  return {
    id: 12,
    uid: 'uid-setter',
    author: 'setter',
    title: 'Autumn Cup',
    type: ContestType.ACM,
    description: 'Solve **everything**.',
    source: 0,
    auth: ContestAuth.PUBLIC,
    pwd: '',
    startTime: '2026-11-02T08:00:00.000Z',
    endTime: '2026-11-02T13:00:00.000Z',
    duration: 18_000,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    status: -1,
    visible: true,
    openPrint: false,
    openAccountLimit: false,
    accountLimitRule: null,
    rankShowName: 'username',
    starAccount: [],
    openRank: false,
    oiRankScoreType: 'Recent',
    gid: null,
    awardType: AwardType.NONE,
    awardConfigList: [],
    allowEndSubmit: false,
    count: 0,
    gmtCreate: '2026-11-01T08:00:00.000Z',
    gmtModified: '2026-11-01T08:00:00.000Z',
    ...over,
  };
}
