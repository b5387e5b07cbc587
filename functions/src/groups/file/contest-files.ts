import { zipSync, strToU8 } from 'fflate';
import { AcSubmissionDownloadQuery, ContestType, IN_PROGRESS_STATUSES, JudgeStatus, PrintIdQuery, languageByName } from '@oj/shared';
import type { ContestItem } from '@oj/shared/db/items';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { LOGIN, route } from '../../http/route.ts';
import { unrankedUids } from '../../boards/board-input.ts';
import { contestProblems, contestRows, getPrint, type ParticipantEntry } from '../../data/contests.ts';
import { getSubmission, getSubmissionCode } from '../../data/submissions.ts';
import { administerContest } from '../contest/load-contest.ts';

/** A reply through the API stops at 6 MB (base64 included): larger packs are refused with a clear message. */
const MAX_ZIP_BYTES = 4 * 1024 * 1024;
const MAX_FILES = 5000;
const READ_PARALLEL = 16;

/** A name safe as one path segment of a zip entry. */
export const safeSegment = (name: string) => name.replace(/[^\p{L}\p{N}._-]/gu, '_').replace(/^\.+/, '_').slice(0, 80) || '_';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

const stamp = (at: number) => new Date(at).toISOString().replace(/[-:T]/g, '').slice(0, 14);
const extensionOf = (language: string) => languageByName(language)?.sourceFile.split('.').pop() ?? 'txt';

/**
 * The submissions a pack holds: per participant and problem the latest accepted one (ACM) or the latest scored
 * one (OI), made during the contest; the contest admins' own left out on request.
 */
const packedEntries = async (deps: Deps, c: ContestItem, excludeAdmin: boolean) => {
  const { participants, entries } = await contestRows(deps.db, c.cid);
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const oi = c.type === ContestType.OI;
  const admins = new Set(excludeAdmin ? unrankedUids(c, participants) : []);
  const latest = new Map<string, ParticipantEntry>();
  for (const e of entries) {
    const counts = oi ? e.score !== null && !(IN_PROGRESS_STATUSES as readonly number[]).includes(e.status) : e.status === JudgeStatus.ACCEPTED;
    if (counts && e.at >= start && e.at <= end && !admins.has(e.uid)) latest.set(`${e.uid}\u0000${e.displayId}`, e);
  }
  return { chosen: [...latest.values()], usernames: new Map([...participants.values()].map((p) => [p.uid, p.username])) };
};

export const contestFileRoutes = [
  route({
    method: 'GET',
    path: '/api/file/download-contest-print-text',
    access: LOGIN,
    query: PrintIdQuery,
    handler: async ({ deps, query, user }) => {
      const job = await getPrint(deps.db, query.id);
      if (!job) throw notFound('The print job does not exist');
      await administerContest(deps, job.cid, user);
      return new Response(job.content, {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': attachment(`${safeSegment(job.username)}_Contest_Print.txt`) },
      });
    },
  }),
  route({
    method: 'GET',
    path: '/api/file/download-contest-ac-submission',
    access: LOGIN,
    query: AcSubmissionDownloadQuery,
    // a folder per user (or per problem) with one source file per problem (or user), named as the reference names them
    handler: async ({ deps, query, user }) => {
      const { contest } = await administerContest(deps, query.cid, user);
      const [{ chosen, usernames }, problems] = await Promise.all([packedEntries(deps, contest, query.excludeAdmin), contestProblems(deps.db, contest.cid)]);
      if (chosen.length > MAX_FILES) throw new AppError(413, `There are ${chosen.length} submissions to pack; at most ${MAX_FILES} fit in one download`);
      const files: Record<string, Uint8Array> = {};
      // every problem gets its folder in a split by problem, as the reference makes them
      if (query.splitType === 'problem') for (const p of problems) files[`${safeSegment(p.displayId)}/`] = new Uint8Array();
      for (let i = 0; i < chosen.length; i += READ_PARALLEL) {
        await Promise.all(
          chosen.slice(i, i + READ_PARALLEL).map(async (e) => {
            const [s, code] = await Promise.all([getSubmission(deps.db, e.submitId), getSubmissionCode(deps.db, e.submitId)]);
            const username = safeSegment(usernames.get(e.uid) ?? e.uid);
            const problem = safeSegment(e.displayId);
            const suffix = `${contest.type === ContestType.OI ? `_${e.score}` : ''}_(${stamp(e.at)}).${extensionOf(s?.language ?? '')}`;
            files[query.splitType === 'user' ? `${username}/${problem}${suffix}` : `${problem}/${username}${suffix}`] = strToU8(code);
          }),
        );
      }
      const zip = zipSync(files);
      if (zip.byteLength > MAX_ZIP_BYTES) throw new AppError(413, `The accepted code packs to more than ${MAX_ZIP_BYTES >> 20} MB, more than one download can carry`);
      return new Response(zip, {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': attachment(`contest_${contest.cid}_${deps.now().getTime()}.zip`) },
      });
    },
  }),
];
