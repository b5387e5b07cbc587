import { describe, expect, it, vi } from 'vitest';
import { ContestItem } from '@oj/shared/db/items/contest';
import { fakeDeps } from '../../test/fakes/fake-deps.ts';
import { ensureFreshBoard } from './read-board.ts';

// On fake repositories (test/fakes/): the build a board view makes in its request, and its lease. A contest the
// rebuild does not find ends that rebuild before it writes a snapshot, so no storage is needed either.
const MIN = 60_000;
const CID = 7;

const now = fakeDeps({}).clock.now().getTime();
const at = (minutes: number) => new Date(now + minutes * MIN).toISOString();
/** Ended ten minutes ago: a board built before that is stale. */
const contest = ContestItem.parse({
  cid: CID,
  title: 'Ended',
  type: 0,
  auth: 0,
  startTime: at(-130),
  endTime: at(-10),
  duration: 120 * 60,
  visible: true,
  uid: 'nobody',
  author: 'nobody',
  gmtCreate: at(-200),
  gmtModified: at(-200),
});

describe('a board view builds a stale board once, whoever asks', () => {
  it('serves a board built after the last transition as it is: no lease, no rebuild', async () => {
    await ensureFreshBoard(fakeDeps({ boardState: { boardBuiltAt: async () => at(-5) } }).deps, contest);
  });

  it('the reader that takes the lease (30 s) rebuilds a board built before the end', async () => {
    const leaseBoardBuild = vi.fn(async () => true);
    const startBoardRebuild = vi.fn(async () => {});
    await ensureFreshBoard(fakeDeps({ boardState: { boardBuiltAt: async () => at(-20), leaseBoardBuild, startBoardRebuild }, contests: { getContest: async () => undefined } }).deps, contest);
    expect(leaseBoardBuild).toHaveBeenCalledWith(CID, now, now + 30_000);
    expect(startBoardRebuild).toHaveBeenCalledWith(CID);
  });

  it('a reader without the lease waits for the other build to land and builds nothing', async () => {
    const boardBuiltAt = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(null).mockResolvedValue(at(-1));
    await ensureFreshBoard(fakeDeps({ boardState: { boardBuiltAt, leaseBoardBuild: async () => false } }).deps, contest);
    expect(boardBuiltAt).toHaveBeenCalledTimes(3);
  });
});
