import { ContestAuth, ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';

export const HOUR = 3_600_000;

/**
 * The one get-contest-info reply of the web tests: a public ACM contest with printing and an open rank, made by
 * `setter`, started an hour before `now` (the server's clock in the reply) and running four more.
 */
export function contestInfo(over: Partial<ContestInfo> = {}, now = Date.now()): ContestInfo {
  return {
    id: 7,
    title: 'Spring Cup',
    description: '**Good luck**',
    author: 'setter',
    type: ContestType.ACM,
    auth: ContestAuth.PUBLIC,
    status: ContestStatus.RUNNING,
    now: new Date(now).toISOString(),
    startTime: new Date(now - HOUR).toISOString(),
    endTime: new Date(now + 4 * HOUR).toISOString(),
    duration: 5 * 3600,
    sealRank: false,
    sealRankTime: null,
    openPrint: true,
    openRank: true,
    rankShowName: 'username',
    oiRankScoreType: null,
    count: 3,
    gid: null,
    allowEndSubmit: false,
    ...over,
  };
}
