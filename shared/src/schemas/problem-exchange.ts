import { z } from 'zod';
import { queryBool } from './common.ts';

/**
 * Problem import and export (file/ProblemFileController and the FPS, QDUOJ and Hydro import controllers, plus a
 * Polygon package import of this site's own). An import takes the archive as the multipart part `file`, or names an
 * archive sent through the presigned test case upload (`key`, from POST /api/file/testcase-upload) when it is too
 * large for a request; `preview` only reads it and says what would be created.
 */
export const ImportQuery = z.object({
  preview: queryBool.optional().transform((v) => v ?? false),
  key: z.uuid('Unknown upload').optional(),
});

/** One problem of an import: what it is, the id it got (null in a preview or when it cannot be imported), and why not. */
export const ImportedProblem = z.object({
  title: z.string(),
  /** The display id; null when the archive gives none (it becomes P<id>). */
  problemId: z.string().nullable(),
  /** The new problem's id (pid) once imported. */
  id: z.number().int().nullable(),
  type: z.number().int(),
  judgeMode: z.string(),
  cases: z.number().int(),
  tags: z.array(z.string()),
  images: z.number().int(),
  error: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type ImportedProblem = z.infer<typeof ImportedProblem>;

export const ImportResult = z.object({ preview: z.boolean(), problems: z.array(ImportedProblem) });
export type ImportResult = z.infer<typeof ImportResult>;

/** Problems to export: `pid=1,2` or `pid=1&pid=2` (the reference's list parameter). */
export const ExportQuery = z.object({
  pid: z
    .union([z.string(), z.array(z.string())], { error: 'Please give a problem' })
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()))
    .pipe(
      z
        .array(z.string().regex(/^[1-9]\d{0,15}$/, 'Please give a problem'))
        .min(1, 'Please give a problem')
        .max(100, 'Export at most 100 problems at once'),
    )
    .transform((ids) => [...new Set(ids.map(Number))]),
});

export const RemoteProblemQuery = z.object({ name: z.string().optional(), problemId: z.string().optional() });

/** What a remote import answers: the problem made (or the one imported before, `existing`), by id and display id (`HDU-1000`). */
export interface RemoteImportResult {
  pid: number;
  problemId: string;
  title: string;
  existing: boolean;
}
