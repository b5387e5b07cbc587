import type { BoardMessage } from '@oj/shared/db/board-queue';
import type { BoardVariant } from '@oj/shared';
import { withCorrelationId } from '@oj/shared/correlation';
import type { DataDeps } from '../deps.ts';
import type { QueuedMessage } from '../observability/queued-message.ts';
import { readBoardInput } from './board-input.ts';
import { boardStoreFor } from './board-store.ts';
import { shownRows } from './real-names.ts';
import { buildSnapshots } from './snapshots.ts';

/**
 * Rebuilds a contest's boards: clears its queued mark first (a result landing meanwhile queues the next rebuild),
 * reads the participants once, writes every variant, publishes what anonymous viewers see when the contest's
 * scoreboard is open, and records when it was built.
 */
export async function rebuildBoard(deps: DataDeps, cid: number): Promise<void> {
  await deps.repos.boardState.startBoardRebuild(cid);
  const input = await readBoardInput(deps, cid);
  if (!input) return;
  const now = deps.now();
  const { boards, scroll, sealed } = buildSnapshots(input, now);
  const store = boardStoreFor(deps);
  await Promise.all([...boards.map((b) => store.write(cid, b.variant, b)), scroll ? store.write(cid, 'scroll', scroll) : undefined]);

  const { contest } = input;
  // a group contest's board is for its group's members: never published where anyone may read it
  const open = contest.openRank && contest.visible && contest.gid === null;
  const forVisitors = (variant: BoardVariant) => {
    const board = boards.find((b) => b.variant === variant)!;
    return { ...board, rows: shownRows(contest, false, board.rows) };
  };
  await Promise.all([
    store.publish(cid, 'board', open ? forVisitors(sealed ? 'sealed' : 'live') : undefined),
    store.publish(cid, 'board-end', open && !sealed && contest.allowEndSubmit ? forVisitors('live-end') : undefined),
  ]);
  await deps.repos.boardState.markBoardBuilt(cid, now.toISOString());
}

/**
 * Handles a batch of rebuild requests, each contest once whatever the number of its messages, under the correlation
 * id of its first request. Returns the ids of the messages whose rebuild failed (they come back); malformed ones are
 * dropped with a warning. Records each rebuild's time and its lag (from its oldest request being sent).
 */
export async function handleBoardMessages(deps: DataDeps, messages: readonly QueuedMessage[]): Promise<string[]> {
  const byCid = new Map<number, QueuedMessage[]>();
  for (const m of messages) {
    let cid: number | undefined;
    try {
      const message = JSON.parse(m.body) as Partial<BoardMessage>;
      if (message.kind === 'board' && Number.isInteger(message.cid)) cid = message.cid;
    } catch {
      // reported below
    }
    if (cid === undefined) deps.log.warn('ignored a malformed scoreboard request', { body: m.body.slice(0, 200) });
    else byCid.set(cid, [...(byCid.get(cid) ?? []), m]);
  }
  const failed: string[] = [];
  for (const [cid, requests] of byCid) {
    const correlationIds = [...new Set(requests.flatMap((r) => (r.correlationId ? [r.correlationId] : [])))];
    await withCorrelationId(correlationIds[0], async () => {
      const started = Date.now();
      try {
        await rebuildBoard(deps, cid);
        const done = Date.now();
        deps.metrics.add('boardRebuildTime', done - started);
        const sent = requests.flatMap((r) => (r.sentAt ? [r.sentAt] : []));
        if (sent.length) deps.metrics.add('boardRebuildLag', done - Math.min(...sent));
        deps.log.debug('scoreboard rebuilt', { cid, ms: done - started, correlationIds });
      } catch (err) {
        deps.metrics.add('boardRebuildFailures', 1);
        deps.log.error('scoreboard rebuild failed', { cid, correlationIds, error: String(err) });
        failed.push(...requests.map((r) => r.id));
      }
    });
  }
  return failed;
}
