import * as effects from '../data/effects.ts';
import * as problems from '../data/problems.ts';
import * as remoteLeases from '../data/remote-leases.ts';
import * as remoteSubmissions from '../data/remote-submissions.ts';
import * as siteConfig from '../data/site-config.ts';
import * as submissions from '../data/submissions.ts';
import { createDeps } from '../deps.ts';
import { handleRemoteMessages, remoteWorkerOf } from '../remote-judge/worker.ts';
import { queueHandler } from './queue-handler.ts';

/**
 * Drains the remote queue: each message is one step of a remote submission (submit, or poll once), which sends its
 * next step back to the queue with a delay. Its deps hold the secret box (sealed sessions and older sealed accounts).
 */
export const handler = queueHandler(
  'remote-judge',
  (deps, messages) => handleRemoteMessages(remoteWorkerOf(deps), messages),
  { effects, problems, remoteLeases, remoteSubmissions, siteConfig, submissions },
  createDeps,
);
