import type { DataDeps } from '../deps.ts';
import { handleBoardMessages } from '../boards/rebuild.ts';
import { startQueuePoller } from './queue-poller.ts';

/** Locally, what the board builder function does in AWS: drains the scoreboard queue and rebuilds. */
export function startBoardPoller(deps: DataDeps) {
  return startQueuePoller(deps, 'board', handleBoardMessages);
}
