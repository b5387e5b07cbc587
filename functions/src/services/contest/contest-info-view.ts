import { contestStatusAt } from '@oj/shared/domain/contest-access';
import type { ContestItem } from '@oj/shared/db/items/contest';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';

/** The contest page's header and overview: the reference's ContestVO, flat with `id` and the server's clock. */
export function contestInfo(c: ContestItem, now: Date): ContestInfo {
  return {
    id: c.cid,
    author: c.author,
    title: c.title,
    type: c.type,
    description: c.description,
    status: contestStatusAt(c, now),
    auth: c.auth,
    now: now.toISOString(),
    startTime: c.startTime,
    endTime: c.endTime,
    duration: c.duration,
    sealRank: c.sealRank,
    sealRankTime: c.sealRankTime,
    openPrint: c.openPrint,
    rankShowName: c.rankShowName,
    openRank: c.openRank,
    oiRankScoreType: c.oiRankScoreType,
    count: c.participantCount,
    gid: c.gid,
    allowEndSubmit: c.allowEndSubmit,
  };
}
