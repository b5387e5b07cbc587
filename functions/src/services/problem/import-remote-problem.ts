import { LANGUAGES, ProblemAuth, ProblemType, REMOTE_OJS, type RemoteOj } from '@oj/shared';
import { ProblemItem } from '@oj/shared/db/items/problem';
import type { RemoteImportResult } from '@oj/shared/schemas/problem-exchange';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { RemoteSiteError, type RemoteProblem } from '../../remote-judge/site.ts';
import { remoteSiteOf } from '../../remote-judge/site-lookup.ts';
import { remoteSiteEnabled, remoteSiteOff } from '../remote-judge-switch.ts';
import { keepStatementPictures } from './remote-statement-pictures.ts';

/** A remote problem's display id: the site's key and its own id, `HDU-1000`, `CF-1A`. */
export function remoteDisplayId(key: RemoteOj, remoteId: string) {
  return `${key}-${remoteId}`;
}

/** A set's id as the reference client sends it in these calls' queries (text). */
export function setIdOf(text: string | undefined, what: string): number {
  const id = Number(text);
  if (!text || !Number.isInteger(id) || id <= 0) throw badRequest(`Please give ${what}`);
  return id;
}

const siteKey = (name: string | undefined): RemoteOj => {
  const key = name?.trim().toUpperCase();
  if (!key) throw badRequest(`Say which remote judge to import from (name): one of ${REMOTE_OJS.join(', ')}`);
  const known = REMOTE_OJS.find((k) => k === key);
  if (!known) throw badRequest(`Unknown remote judge ${name}: use one of ${REMOTE_OJS.join(', ')}`);
  return known;
};

/** The site's words for why the problem could not be read: its id is unknown (400) or the site failed us (502). */
const fetchFailure = (key: RemoteOj, remoteId: string, err: RemoteSiteError) =>
  err.failure === 'not-found' ? badRequest(`${key} has no problem ${remoteId}`) : new AppError(502, `${key} could not be read (${err.failure}): ${err.message}. Try the import again later`, { cause: err });

const problemItem = (key: RemoteOj, languages: readonly string[], remote: RemoteProblem, pid: number, me: SessionUser, now: string) =>
  ProblemItem.parse({
    pid,
    problemId: remoteDisplayId(key, remote.remoteId),
    title: remote.title,
    auth: ProblemAuth.PUBLIC,
    difficulty: 0,
    type: ProblemType.ACM,
    isRemote: true,
    remoteOj: key,
    description: remote.description,
    input: remote.input,
    output: remote.output,
    examples: remote.examples.map((e) => ({ ...e, isOpen: true })),
    hint: remote.hint,
    source: remote.url,
    author: me.username,
    modifiedUser: me.username,
    timeLimit: Math.max(1, Math.round(remote.timeLimitMs)),
    memoryLimit: Math.max(1, Math.round(remote.memoryLimitMb)),
    judgeMode: 'default',
    judgeCaseMode: 'default',
    languages,
    // judged on the site: no test data here
    testDataVersion: '',
    cases: [],
    gmtCreate: now,
    gmtModified: now,
  });

/**
 * Imports a problem of a remote judge into the public bank as `<KEY>-<id>`: its statement, limits and examples as the
 * site states them (remote-judge/statement.ts made them Markdown), the site's address as its source, the languages
 * the site's adapter offers, no test data. A problem imported before is answered again, not fetched twice.
 */
export async function importRemoteProblem(deps: Deps, me: SessionUser, name: string | undefined, problemId: string | undefined): Promise<RemoteImportResult> {
  const key = siteKey(name);
  if (!(await remoteSiteEnabled(deps, key))) throw forbidden(remoteSiteOff(key));
  const site = remoteSiteOf(deps, key);
  if (!site) throw badRequest(`Remote judging on ${key} is not available on this site (it has no adapter for ${key})`);
  const remoteId = problemId?.trim();
  if (!remoteId) throw badRequest(`Say which ${key} problem to import (problemId)`);
  const reuse = async (pid: number): Promise<RemoteImportResult> => {
    const existing = await deps.repos.problems.getProblem(pid, true);
    if (!existing) throw new AppError(409, 'The problem changed meanwhile; try the import again');
    return { pid, problemId: existing.problemId, title: existing.title, existing: true };
  };
  const before = await deps.repos.problems.publicPidOfDisplayId(remoteDisplayId(key, remoteId));
  if (before !== undefined) return reuse(before);
  const fetched = await site.fetchProblem(remoteId).catch((err: unknown) => {
    throw err instanceof RemoteSiteError ? fetchFailure(key, remoteId, err) : err;
  });
  const remote = await keepStatementPictures(deps, key, fetched);
  const languages = LANGUAGES.map((l) => l.name).filter((l) => l in site.languages);
  const item = problemItem(key, languages, remote, await deps.repos.problems.nextProblemId(), me, deps.now().toISOString());
  const written = await deps.repos.problems.writeProblem(item, undefined);
  deps.repos.problems.allProblems.clear();
  if (written !== 'saved') {
    // imported by another admin meanwhile
    const raced = await deps.repos.problems.publicPidOfDisplayId(item.problemId);
    if (raced === undefined) throw new AppError(409, 'The problem changed meanwhile; try the import again');
    return reuse(raced);
  }
  deps.log.info('remote problem imported', { site: key, remoteId, pid: item.pid, by: me.username });
  return { pid: item.pid, problemId: item.problemId, title: item.title, existing: false };
}
