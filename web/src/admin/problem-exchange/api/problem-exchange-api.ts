import { LIMITS } from '@oj/shared';
import type { AdminProblemRow } from '@oj/shared/schemas/admin-problem-view';
import type { ImportResult } from '@oj/shared/schemas/problem-exchange';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { postFormWithProgress, stageInStorage, type OnPercent } from '../../../lib/upload-progress.ts';
import type { ListParams } from '../../../components/list-params.ts';
import type { ImportFormat } from '../import-formats.ts';
import { api } from '../../../lib/api.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';

/**
 * An archive the import calls can read: sent with each call when it fits one request, otherwise sent once to
 * storage through the presigned upload and named by its key (the preview and the import then read the same copy).
 */
export type ArchiveSource = { file: File } | { key: string };

/** Readies `file` for the import calls; a large one goes to storage now, with its progress. */
export async function stageArchive(file: File, onPercent: OnPercent, refusedByStorage: string): Promise<ArchiveSource> {
  if (file.size <= LIMITS.testcaseZipMaxBytes) return { file };
  return { key: await stageInStorage(file, onPercent, refusedByStorage) };
}

/**
 * One import call: with `preview` the API only reads and checks the archive, otherwise it writes every problem or
 * none. A file sent in the call reports its upload progress; failures are ApiErrors in the page's language.
 */
export function importArchive(format: ImportFormat, source: ArchiveSource, preview: boolean, onPercent: OnPercent): Promise<ImportResult> {
  if ('key' in source) return api.call(format.call, { query: { key: source.key, preview: preview || undefined }, silent: true });
  const form = new FormData();
  form.append('file', source.file);
  return postFormWithProgress(format.call, form, onPercent, preview ? { preview } : {});
}

export function getProblemList(q: ListParams) {
  return api.call(adminProblemCalls.getProblemList, { query: { ...q } });
}
/** The export list's queries: an import makes them stale. */
export const PROBLEM_LIST_KEY = ['admin-problem-exchange', 'problems'] as const;
export function problemListQuery(q: ListParams) {
  return queryOptions({ queryKey: [...PROBLEM_LIST_KEY, q], queryFn: () => getProblemList(q), placeholderData: keepPreviousData });
}

/** Downloads the chosen problems as one HOJ problem zip (the API redirects to it), named as the API names it. */
export function exportProblems(rows: readonly AdminProblemRow[]) {
  return api.download(problemExchangeCalls.exportProblem, { pid: rows.map((r) => r.id).join(',') }, rows.length === 1 ? `problem_${rows[0]!.problemId}.zip` : `problem_export_${rows.length}.zip`);
}
