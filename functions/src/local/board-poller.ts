import type { DataDeps } from '../deps.ts';
import { handleBoardMessages } from '../boards/rebuild.ts';
import { startQueuePoller } from './queue-poller.ts';

/** Locally, what the board builder function does in AWS: drains the scoreboard queue and rebuilds. */
export const startBoardPoller = (deps: DataDeps) => startQueuePoller(deps, 'board', handleBoardMessages);
