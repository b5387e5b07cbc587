import type { RemoteAccount, RemoteSite } from '../src/remote-judge/site.ts';

/**
 * Submits to a remote site's adapter (logged out at first, unless a session is given), then polls as the submission
 * pipeline does, each poll with the session the last call left, until the run is final: the result, the run id and
 * how many polls answered waiting first.
 */
export async function judgedRemotely(site: RemoteSite, account: RemoteAccount, problem: { remoteId: string; language: string; code: string }, session: string | null = null) {
  const submitted = await site.submit({ account, session }, problem);
  let last = submitted.session;
  for (let waited = 0; waited < 5; waited++) {
    const result = await site.poll({ account, session: last }, submitted.runId);
    if (result.state === 'done') return { ...result, waited, runId: submitted.runId };
    last = result.session;
  }
  throw new Error(`run ${submitted.runId} never finished`);
}
