import { handleBoardMessages } from '../boards/rebuild.ts';
import { queueHandler } from './queue-handler.ts';
import * as boardState from '../data/board-state.ts';
import * as contests from '../data/contests.ts';

/** Drains the scoreboard queue: rebuilds each requested contest's boards once per batch. */
export const handler = queueHandler('board-builder', handleBoardMessages, { boardState, contests });
