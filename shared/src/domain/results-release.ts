/**
 * When a contest's results reach the site-wide figures (issue 22, result-effects.ts's site ledger): once its board is
 * open after the end. That is at the end, unless the board stays sealed after it (sealRank on, autoRealRank off);
 * then when an admin opens it (sealRank off or autoRealRank on). Every contest waits for its end, sealed or not, so a
 * seal switched on during the contest has nothing to take back, and no site-wide call can reveal a sealed result.
 */
import { isSealed, type BoardContest } from './scoreboard.ts';

export function resultsDue(c: Pick<BoardContest, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank'>, now: Date): boolean {
  return now.getTime() >= Date.parse(c.endTime) && !isSealed(c, now);
}
