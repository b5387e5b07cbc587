import type { AcmRankRow } from '@oj/shared';

/** The identity fields of a board row (ACM or OI) in the web tests: a user named by uid, no award, no profile. */
export function rankIdentity(uid: string, rank: number, over: Partial<AcmRankRow> = {}) {
  return {
    rank,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
    uid,
    username: uid,
    realname: null,
    nickname: null,
    school: null,
    gender: null,
    avatar: null,
    ...over,
  };
}
