import type { ContestInfo } from '@oj/shared/schemas/contest-view';

/** A running public ACM contest as get-contest-info answers it, for component tests. */
export const testContest = (over: Partial<ContestInfo> = {}): ContestInfo => ({
  id: 42,
  title: 'Spring Cup',
  description: '',
  author: 'boss',
  type: 0,
  auth: 0,
  status: 0,
  now: '2026-11-01T10:00:00Z',
  startTime: '2026-11-01T09:00:00Z',
  endTime: '2026-11-01T14:00:00Z',
  duration: 18_000,
  sealRank: false,
  sealRankTime: null,
  openPrint: false,
  openRank: true,
  rankShowName: 'username',
  oiRankScoreType: 'Recent',
  count: 3,
  gid: null,
  allowEndSubmit: false,
  ...over,
});
