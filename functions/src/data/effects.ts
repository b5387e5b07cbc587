import { requestBoardRebuild } from '@oj/shared/db/board-queue';
import { applyResultEffects, type EffectStore } from '@oj/shared/db/result-effects';
import type { DataDeps } from '../deps.ts';
import { sendToBoardBuilder } from '../services/judge-queue.ts';
import { isTransactionRace } from './db.ts';

const storeFor = (deps: DataDeps, askBoard: boolean): EffectStore => ({
  get: (key) => deps.db.get(key, true),
  transact: (ops) => deps.db.transact(ops),
  isRace: isTransactionRace,
  boardChanged: async (cid) => {
    if (askBoard) await boardChanged(deps, cid);
  },
});

/** Asks for a rebuild of a contest's scoreboard (at most one queued per contest; see board-queue.ts). */
export function boardChanged(deps: DataDeps, cid: number) {
  return requestBoardRebuild({ update: ({ Key, ...input }) => deps.db.update(Key, input), send: (m, delay) => sendToBoardBuilder(deps, m, delay) }, cid, deps.now());
}

/** Moves counters, solved sets and rankings to the submission's current result (exactly once, any number of calls). */
export function applyEffects(deps: DataDeps, submitId: number) {
  return applyResultEffects(storeFor(deps, true), submitId, deps.env.SITE_TIMEZONE);
}

/**
 * The same move without asking for a scoreboard rebuild, for the release of a contest's results (boards/release-results.ts):
 * what it moves is off the board, and a board move it could repair is a judge's apply that failed, whose retry asks.
 */
export function applyEffectsOffBoard(deps: DataDeps, submitId: number) {
  return applyResultEffects(storeFor(deps, false), submitId, deps.env.SITE_TIMEZONE);
}
