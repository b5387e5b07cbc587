import type { z } from 'zod';
import type { ProblemForm } from '@oj/shared';

/** One test case of an imported problem: the files' bytes as the archive holds them. */
export interface DraftCase {
  input: Uint8Array;
  output: Uint8Array;
  score: number;
  groupNum: number | null;
}

/** A picture a statement refers to by `ref` (its name in the archive); stored with the problem, the texts then point at it. */
export interface DraftImage {
  ref: string;
  data: Uint8Array;
}

/**
 * A problem read from an archive, in no format's terms: the fields of the problem form (without a display id when
 * the archive gives none), its cases, languages (none: every language), templates, tags and statement pictures.
 * `errors` say why it cannot be imported as the archive holds it (a test that exists only as a generator command);
 * `warnings` what was left out (a template in a language this site does not have).
 */
export interface ProblemDraft {
  /** Where the archive holds it (a file or folder), for messages. */
  source: string;
  problem: Partial<z.input<typeof ProblemForm>> & { title: string };
  cases: DraftCase[];
  languages: string[];
  codeTemplates: { language: string; code: string }[];
  tags: string[];
  images: DraftImage[];
  errors: string[];
  warnings: string[];
}

export function newDraft(source: string, problem: ProblemDraft['problem']): ProblemDraft {
  return {
    source,
    problem,
    cases: [],
    languages: [],
    codeTemplates: [],
    tags: [],
    images: [],
    errors: [],
    warnings: [],
  };
}

/** Reads an archive (the uploaded file's bytes) into problem drafts; a broken archive throws a 400 naming the fault. */
export interface ProblemImporter {
  /** What the format is called in messages. */
  format: string;
  parse(bytes: Uint8Array): Promise<ProblemDraft[]>;
}
