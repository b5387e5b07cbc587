import { randomUUID } from 'node:crypto';
import { AdminProblemBody, LANGUAGES, languageByName, MAX_EXAMPLES } from '@oj/shared';
import type { ImportedProblem } from '@oj/shared/schemas/problem-exchange';
import { markdownImageObject } from '@oj/shared/db/keys';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import type { Deps } from '../deps.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { deleteProblem } from '../services/problem/manage-problem.ts';
import { saveProblem } from '../services/problem/save-problem.ts';
import { publicFilesFor } from '../services/public-files.ts';
import { testDataFor } from '../services/test-data.ts';
import type { ProblemDraft } from './draft.ts';
import { pictureType } from '../services/upload/picture-type.ts';

/** Problems one archive may hold. */
const MAX_PROBLEMS = 200;
/** Stands for the staging folder while a draft is only checked (the real one exists once its files are staged). */
const UNSTAGED = 'staging/00000000-0000-4000-8000-000000000000';
const STATEMENT_FIELDS = ['description', 'input', 'output', 'hint'] as const;

/** A draft made fit for the problem form, and what stops it from being imported. */
export interface CheckedDraft {
  draft: ProblemDraft;
  images: { ref: string; data: Uint8Array; ext: string; mime: string }[];
  error: string | null;
  warnings: string[];
}

/** The problem form's body for a draft whose case files are (or will be) `<n>.in` and `<n>.out` of `stagingDir`. */
const formBody = (draft: ProblemDraft, problemId: string, stagingDir: string): unknown => ({
  problem: { ...draft.problem, problemId },
  isUploadTestCase: true,
  uploadTestcaseDir: stagingDir,
  fileList: draft.cases.map((c, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out`, score: c.score, groupNum: c.groupNum })),
  languages: draft.languages.length ? draft.languages : LANGUAGES.map((l) => l.name),
  codeTemplates: draft.codeTemplates.map((t) => ({ ...t, status: true })),
  tags: draft.tags.map((name) => ({ name })),
});

/** Leaves out what this site cannot hold (languages, templates, examples past two, non-pictures), with warnings. */
const fitDraft = async (source: ProblemDraft) => {
  const draft: ProblemDraft = { ...source, problem: { ...source.problem }, warnings: [...source.warnings] };
  const leaveOut = (warning: string) => void draft.warnings.push(warning);
  draft.languages = [...new Set(source.languages)].filter((l) => languageByName(l) !== undefined || leaveOut(`The language ${l} is not offered here and was left out`));
  draft.codeTemplates = source.codeTemplates.filter((t) => languageByName(t.language) !== undefined || leaveOut(`The template language ${t.language} is not offered here and was left out`));
  const seen = new Set<string>();
  draft.tags = source.tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  const examples = draft.problem.examples;
  if (Array.isArray(examples) && examples.length > MAX_EXAMPLES) {
    draft.problem.examples = examples.slice(0, MAX_EXAMPLES);
    draft.warnings.push(`Only the first ${MAX_EXAMPLES} of its ${examples.length} examples were kept: a problem holds no more`);
  }
  const images: CheckedDraft['images'] = [];
  for (const image of source.images) {
    const type = await pictureType(image.data);
    if (type) images.push({ ...image, ...type });
    else draft.warnings.push(`The picture ${image.ref} is not a PNG, JPEG, GIF or WebP image and was left out`);
  }
  return { draft, images };
};

/**
 * Checks every draft against the problem form's rules and the display ids in use (on the site and in the archive),
 * writing nothing: the preview's answer, and the gate before any write.
 */
export async function checkDrafts(deps: Deps, drafts: readonly ProblemDraft[]): Promise<CheckedDraft[]> {
  if (drafts.length > MAX_PROBLEMS) throw badRequest(`The archive holds ${drafts.length} problems; import at most ${MAX_PROBLEMS} at once`);
  const fitted = await Promise.all(drafts.map(fitDraft));
  // claimed in archive order, before any draft waits for the table, so the second use of an id is the one flagged
  const claimed = new Set<string>();
  return Promise.all(
    fitted.map(async ({ draft, images }) => {
      const problemId = draft.problem.problemId?.trim();
      const parsed = AdminProblemBody.safeParse(formBody(draft, problemId || 'P', UNSTAGED));
      let error = draft.errors.join('; ') || (parsed.success ? null : parsed.error.issues[0]!.message);
      if (!error && problemId) {
        const id = problemId.toLowerCase();
        if (claimed.has(id)) error = `The problem id ${problemId} is used twice in the archive`;
        else {
          claimed.add(id);
          if (await deps.repos.problems.publicProblemIdTaken(problemId)) error = `The problem id ${problemId} is taken`;
        }
      }
      return { draft, images, error, warnings: draft.warnings };
    }),
  );
}

export function importedProblem(c: CheckedDraft, written?: ProblemItem): ImportedProblem {
  return {
    title: c.draft.problem.title,
    problemId: written?.problemId ?? (c.draft.problem.problemId?.trim() || null),
    id: written?.pid ?? null,
    type: Number(c.draft.problem.type ?? 0),
    judgeMode: String(c.draft.problem.judgeMode ?? 'default'),
    cases: c.draft.cases.length,
    tags: c.draft.tags,
    images: c.images.length,
    error: c.error,
    warnings: c.warnings,
  };
}

/**
 * Writes checked drafts (none may carry an error): each one's pictures, staged case files and problem through the
 * admin form's save. When one fails, what this import wrote is removed again and the failure is thrown.
 */
export async function writeDrafts(deps: Deps, me: SessionUser, checked: readonly CheckedDraft[]): Promise<ImportedProblem[]> {
  const failing = checked.find((c) => c.error);
  if (failing) throw badRequest(`Nothing was imported, because of "${failing.draft.problem.title || failing.draft.source}": ${failing.error}`);
  const store = testDataFor(deps);
  const written: ProblemItem[] = [];
  const pictures: string[] = [];
  let pending: number | undefined;
  try {
    for (const c of checked) {
      const pid = await deps.repos.problems.nextProblemId();
      pending = pid;
      const problem = { ...c.draft.problem };
      for (const image of c.images) {
        const url = await publicFilesFor(deps).put(markdownImageObject(randomUUID(), image.ext), image.data, image.mime);
        pictures.push(url);
        for (const field of STATEMENT_FIELDS) problem[field] = problem[field]?.replaceAll(image.ref, url);
      }
      const stagingDir = await store.stage(
        c.draft.cases.flatMap((k, i) => [
          { name: `${i + 1}.in`, data: k.input },
          { name: `${i + 1}.out`, data: k.output },
        ]),
      );
      const body = AdminProblemBody.parse(formBody({ ...c.draft, problem }, problem.problemId?.trim() || `P${pid}`, stagingDir));
      written.push(await saveProblem(deps, me, body, pid));
      pending = undefined;
    }
  } catch (err) {
    await Promise.all([...written.map((p) => deleteProblem(deps, p)), ...(pending === undefined ? [] : [store.deleteProblem(pending)]), ...pictures.map((url) => publicFilesFor(deps).deleteByUrl(url))]);
    if (err instanceof AppError) throw new AppError(err.status, `Nothing was imported: ${err.msg}`);
    throw err;
  }
  return checked.map((c, i) => importedProblem(c, written[i]));
}
