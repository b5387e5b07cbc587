import { AcSubmissionDownloadQuery, PrintIdQuery } from '@oj/shared';
import { fileCalls } from '@oj/shared/api/file';
import { contestAcDownloadObject } from '@oj/shared/db/keys';
import type { Readable } from 'node:stream';
import { AppError, notFound } from '../../http/app-error.ts';
import { attachmentHeader } from '../../http/content-disposition.ts';
import { LOGIN, route } from '../../http/route.ts';
import { testDataFor } from '../../services/test-data.ts';
import { administerContest } from '../../services/contest/load-contest.ts';
import { packPlan, safeSegment } from './ac-pack-plan.ts';
import { acZipStream } from './ac-zip-stream.ts';

/**
 * How long packing may take: a request through the API ends after 30 s (the Lambda's 29 s), and reading the
 * contest, the signing and the redirect come on top.
 */
const PACK_BUDGET_MS = 24_000;

/** The stream, failing with `error` once `ms` have passed without it closing. */
export function within(stream: Readable, ms: number, error: () => Error) {
  const timer = setTimeout(() => stream.destroy(error()), ms);
  stream.once('close', () => clearTimeout(timer));
  return stream;
}

export const contestFileRoutes = [
  route(fileCalls.downloadContestPrintText, {
    access: LOGIN,
    query: PrintIdQuery,
    handler: async ({ deps, query, user }) => {
      const job = await deps.repos.contests.getPrint(query.id);
      if (!job) throw notFound('The print job does not exist');
      await administerContest(deps, job.cid, user);
      return new Response(job.content, {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': attachmentHeader(`${safeSegment(job.username)}_Contest_Print.txt`) },
      });
    },
  }),
  route(fileCalls.downloadContestACSubmission, {
    access: LOGIN,
    query: AcSubmissionDownloadQuery,
    // Packed into S3 as it is read (any size), then a redirect to the zip's signed address, as test data downloads
    // are sent; the same submissions packed again within the day are sent from the stored zip.
    handler: async ({ c, deps, query, user }) => {
      const { contest } = await administerContest(deps, query.cid, user);
      const [rows, problems] = await Promise.all([deps.repos.contests.contestRows(contest.cid), deps.repos.contests.contestProblems(contest.cid)]);
      const plan = packPlan(contest, rows, problems, query.excludeAdmin, query.splitType);
      const tooLong = () => new AppError(503, `Packing the ${plan.files.length} accepted submissions did not finish within the ${PACK_BUDGET_MS / 1000} s one request may last`);
      const url = await testDataFor(deps).packedDownloadUrl(contestAcDownloadObject(contest.cid, plan.digest), `contest_${contest.cid}_${deps.now().getTime()}.zip`, async () =>
        within(acZipStream(deps.repos, plan), PACK_BUDGET_MS, tooLong),
      );
      return c.redirect(url, 302);
    },
  }),
];
