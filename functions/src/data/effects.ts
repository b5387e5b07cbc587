import { requestBoardRebuild } from '@oj/shared/db/board-queue';
import { applyResultEffects, type EffectStore } from '@oj/shared/db/result-effects';
import type { Deps } from '../deps.ts';
import { sendToBoardBuilder } from '../services/judge-queue.ts';
import { isTransactionRace } from './db.ts';

const storeFor = (deps: Deps): EffectStore => ({
  get: (key) => deps.db.get(key, true),
  transact: (ops) => deps.db.transact(ops),
  isRace: isTransactionRace,
  boardChanged: (cid) => boardChanged(deps, cid),
});

/** Asks for a rebuild of a contest's scoreboard (at most one queued per contest; see board-queue.ts). */
export const boardChanged = (deps: Deps, cid: number) =>
  requestBoardRebuild({ update: ({ Key, ...input }) => deps.db.update(Key, input), send: (m, delay) => sendToBoardBuilder(deps, m, delay) }, cid, deps.now());

/** Moves counters, solved sets and rankings to the submission's current result (exactly once, any number of calls). */
export const applyEffects = (deps: Deps, submitId: number) => applyResultEffects(storeFor(deps), submitId, deps.env.SITE_TIMEZONE);
