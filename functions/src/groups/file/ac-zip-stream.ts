import type { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { languageByName } from '@oj/shared';
import type { PackedFile, PackPlan } from './ac-pack-plan.ts';
import type { Repositories } from '../../data/repositories.ts';

/** Submissions read per request: their code and submission items are one BatchGet of 100 keys. */
const PAGE = 50;
/** Pages read ahead while the current one is compressed. */
const PAGES_AHEAD = 4;

const extensionOf = (language: string | undefined) =>
  languageByName(language ?? '')
    ?.sourceFile.split('.')
    .pop() ?? 'txt';

/** The code and language of a page of submissions, in the page's order. */
const readPage = (repos: Repositories, files: readonly PackedFile[]) => repos.submissions.submissionSources(files.map((f) => f.submitId));

/** Resolves once the stream takes writes again, or has closed. */
const writable = (out: PassThrough) =>
  out.writableNeedDrain && !out.destroyed
    ? new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done).off('close', done);
          resolve();
        };
        out.on('drain', done).on('close', done);
      })
    : Promise.resolve();

/**
 * The plan's zip as a byte stream, written as it is read: code is read a page at a time and deflated as it
 * comes, and reading waits while the consumer lags, so memory holds a few pages and the stream's buffer,
 * whatever the contest's size. Destroying the stream stops the reading; a failed read destroys it with the error.
 */
export function acZipStream(repos: Repositories, plan: PackPlan): Readable {
  // yazl deflates each entry with node's zlib and writes ZIP64 records when the pack passes 65,535 entries or 4 GiB
  const zip = new ZipFile();
  const out = zip.outputStream as PassThrough;
  const produce = async () => {
    const packedAt = new Date();
    for (const folder of plan.folders) zip.addEmptyDirectory(folder, { mtime: packedAt });
    const pages: PackedFile[][] = [];
    for (let i = 0; i < plan.files.length; i += PAGE) pages.push(plan.files.slice(i, i + PAGE));
    // a few pages in flight, each let go once written
    const reading: ReturnType<typeof readPage>[] = [];
    let next = 0;
    for (const page of pages) {
      while (reading.length <= PAGES_AHEAD && next < pages.length) {
        const read = readPage(repos, pages[next++]!);
        read.catch(() => undefined); // each is awaited in turn; a stopped stream leaves the rest unawaited
        reading.push(read);
      }
      const read = await reading.shift()!;
      if (out.destroyed) return;
      page.forEach((f, j) => zip.addBuffer(Buffer.from(read[j]!.code ?? '', 'utf8'), `${f.stem}.${extensionOf(read[j]!.language)}`, { mtime: new Date(f.at) }));
      await writable(out);
    }
    if (out.destroyed) return;
    zip.end();
  };
  produce().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
