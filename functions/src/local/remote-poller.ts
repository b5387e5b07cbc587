import type { Deps } from '../deps.ts';
import { handleRemoteMessages, remoteWorkerOf } from '../remote-judge/worker.ts';
import { startQueuePoller } from './queue-poller.ts';

/** Locally, what the remote judge function does in AWS: drains the remote queue, one step of a remote submission a message. */
export function startRemotePoller(deps: Deps) {
  const worker = remoteWorkerOf(deps);
  return startQueuePoller(deps, 'remote', (_, messages) => handleRemoteMessages(worker, messages));
}
