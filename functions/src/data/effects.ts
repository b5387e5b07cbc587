import { applyResultEffects, type EffectStore } from '@oj/shared/db/result-effects';
import type { Deps } from '../deps.ts';
import { isTransactionRace, type Db } from './db.ts';

const storeFor = (db: Db): EffectStore => ({
  get: (key) => db.get(key, true),
  transact: (ops) => db.transact(ops),
  isRace: isTransactionRace,
});

/** Moves counters, solved sets and rankings to the submission's current result (exactly once, any number of calls). */
export const applyEffects = (deps: Deps, submitId: number) => applyResultEffects(storeFor(deps.db), submitId, deps.env.SITE_TIMEZONE);
