/**
 * Serving boards: pick the snapshot variant the viewer may see, make sure it exists and was built after the
 * last clock transition that changes it (the seal starting, the contest ending), then page, search and pin rows
 * in memory. A request never recomputes a board unless none was built since such a transition.
 */
import type { AcmRankRow, BoardSnapshot, BoardVariant, ContestRankQuery, OiRankRow } from '@oj/shared';
import type { ContestItem } from '@oj/shared/db/items/contest';
import { boardCurrent, boardPage } from '@oj/shared/domain/board-page';
import { isSealed } from '@oj/shared/domain/scoreboard';
import type { DataDeps } from '../deps.ts';
import { boardStoreFor } from './board-store.ts';
import { shownRows } from './real-names.ts';
import { rebuildBoard } from './rebuild.ts';

/** A reader building a missing board holds this lease; others wait for its result. */
const BUILD_LEASE_MS = 30_000;
const WAIT_STEP_MS = 250;
const WAIT_STEPS = 40;

type Row = AcmRankRow | OiRankRow;

const isFresh = (c: ContestItem, builtAt: string | null, now: number) => !!builtAt && boardCurrent(c, builtAt, now);

/** Builds the board in this request when no current one exists (first view, or a seal or end passed since). */
export async function ensureFreshBoard(deps: DataDeps, c: ContestItem): Promise<void> {
  const now = deps.now().getTime();
  if (isFresh(c, await deps.repos.boardState.boardBuiltAt(c.cid), now)) return;
  if (await deps.repos.boardState.leaseBoardBuild(c.cid, now, now + BUILD_LEASE_MS)) return rebuildBoard(deps, c.cid);
  // another request is building it: wait for its result
  for (let i = 0; i < WAIT_STEPS; i++) {
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    if (isFresh(c, await deps.repos.boardState.boardBuiltAt(c.cid), now)) return;
  }
}

export interface BoardViewer {
  uid: string | undefined;
  /** A contest admin (the creator, the super admin, a group root). */
  admin: boolean;
}

/**
 * Which variant a viewer sees: contest admins asking for it see through the seal; after-contest results only when
 * asked for, allowed by the contest and not sealed (judging.md).
 */
export function variantFor(c: ContestItem, viewer: BoardViewer, q: Pick<ContestRankQuery, 'forceRefresh' | 'containsEnd'>, now: Date): BoardVariant {
  const sealed = isSealed(c, now) && !(viewer.admin && q.forceRefresh);
  if (sealed) return 'sealed';
  return q.containsEnd && c.allowEndSubmit ? 'live-end' : 'live';
}

export async function readBoard(deps: DataDeps, c: ContestItem, viewer: BoardViewer, q: Pick<ContestRankQuery, 'forceRefresh' | 'containsEnd'>): Promise<BoardSnapshot> {
  await ensureFreshBoard(deps, c);
  const variant = variantFor(c, viewer, q, deps.now());
  const snapshot = await boardStoreFor(deps).read(c.cid, variant);
  return snapshot ?? { cid: c.cid, type: c.type, variant, builtAt: deps.now().toISOString(), rows: [], problems: {} };
}

/** Rows by user id, made once per snapshot a Lambda instance holds (pinning rows must not index 10,000 rows per request). */
const uidIndexes = new WeakMap<BoardSnapshot, Map<string, Row>>();
const uidIndex = (board: BoardSnapshot) => {
  let index = uidIndexes.get(board);
  if (!index) uidIndexes.set(board, (index = new Map(board.rows.map((r) => [r.uid, r]))));
  return index;
};

/** One page of a board (shared's boardPage); only the page's rows are copied, real names left out unless this viewer may see them. */
export function rankPage(c: ContestItem, board: BoardSnapshot, viewer: BoardViewer, q: ContestRankQuery) {
  const index = uidIndex(board);
  const page = boardPage(board.rows, q, [viewer.uid], c.rankShowName, (uid) => index.get(uid));
  return { ...page, records: shownRows(c, viewer.admin, page.records) };
}
