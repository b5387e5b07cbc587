import type { Deps } from '../../deps.ts';
import { boardStoreFor } from '../../boards/board-store.ts';

/**
 * Deletes a contest and everything in its partition: problems placed in it, participants and their board entries,
 * announcements, print jobs, balloon marks and the board state; its public scoreboard is withdrawn. The contest item
 * goes first, so nothing reaches a half-deleted contest. Submissions stay in their lists, as for deleted problems.
 */
export async function deleteContest(deps: Deps, cid: number) {
  await deps.repos.contests.deleteContestItems(cid);
  await boardStoreFor(deps).removeAll(cid);
}
