/**
 * The back office's problem form as data (spec 002 sections 3 "Problem (back office)" and 5 "Problem"): what the
 * page edits, how it comes from a saved problem, the body it sends and the rules checked before sending. Most
 * rules are the API's own schema (AdminProblemBody), so a field shows the message the server would answer; the
 * few the form adds (descriptions, compiling, empty scores, extra file names) are worded the same way, and every
 * message reaches the page through the catalogue.
 */
import { ProblemAuth, ProblemType, type JudgeCaseMode, type JudgeMode } from '@oj/shared/enums';
import { parseExamples, parseExtraFiles } from '@oj/shared/domain/examples';
import { AdminProblemBody } from '@oj/shared/schemas/admin-problem';
import type { UploadedTestcases } from '@oj/shared/schemas/admin-problem-view';
import type { ProblemBodyInput, ProblemForEdit } from './api/admin-problem-api.ts';

/** A number field as typed: '' while empty. */
export type Typed = number | string;

/** A test case row: for manual cases the input and output texts, for uploaded ones their file names. */
export interface CaseRow {
  key: number;
  input: string;
  output: string;
  score: Typed;
  groupNum: Typed;
}

export interface ExampleRow {
  key: number;
  input: string;
  output: string;
}

export interface ExtraFileRow {
  key: number;
  name: string;
  content: string;
}

/** A tag on the problem: an existing one (with its id) or a new name the API creates on save. */
export interface TagPick {
  id?: number | undefined;
  name: string;
}

export interface ProblemForm {
  /** The pid, when editing. */
  id: number | null;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimit: Typed;
  memoryLimit: Typed;
  stackLimit: Typed;
  difficulty: 0 | 1 | 2;
  auth: ProblemAuth;
  type: ProblemType;
  tags: TagPick[];
  languages: string[];
  /** Templates by language name; only those of chosen languages that are switched on are sent. */
  templates: Record<string, { code: string; enabled: boolean }>;
  judgeMode: JudgeMode;
  spjLanguage: string | null;
  spjCode: string;
  /** The special judge (language and code, as spjKey) that last compiled, or the saved one; null when none. */
  compiled: string | null;
  examples: ExampleRow[];
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFile: ExtraFileRow[];
  judgeExtraFile: ExtraFileRow[];
  judgeCaseMode: JudgeCaseMode;
  /** True: the uploaded zip's cases (fileList); false: the cases typed here (samples). */
  isUploadTestCase: boolean;
  samples: CaseRow[];
  fileList: CaseRow[];
  /** The staging folder of a zip uploaded in this form; null keeps the problem's current data. */
  uploadTestcaseDir: string | null;
  /** When editing a problem whose cases are too large to show, the manual cases cannot start from them. */
  casesEditable: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  codeShare: boolean;
  /** The remote judge an imported problem is judged on (its key); null for our own problems, which have test data. */
  remoteOj: string | null;
}

export type ProblemField =
  | 'problemId'
  | 'title'
  | 'description'
  | 'input'
  | 'output'
  | 'hint'
  | 'source'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'examples'
  | 'tags'
  | 'languages'
  | 'templates'
  | 'spj'
  | 'fileIO'
  | 'userExtraFile'
  | 'judgeExtraFile'
  | 'judgeCaseMode'
  | 'cases';

/** A broken rule: its message as the API words it (a catalogue key), and the test case row it is about. */
export interface FieldError {
  message: string;
  row?: number | undefined;
}
export type ProblemErrors = Partial<Record<ProblemField, FieldError>>;

/** The locale keys of the problem auths (1 public, 2 private, 3 contest). */
export const AUTH_LABELS = { [ProblemAuth.PUBLIC]: 'auth.public', [ProblemAuth.PRIVATE]: 'auth.private', [ProblemAuth.PROTECTED]: 'auth.contest' } as const;

/** The examples the form advises at most (the API refuses more). */
export const MAX_EXAMPLES = 2;

let nextKey = 1;
const keyed = <T extends object>(row: T): T & { key: number } => ({ ...row, key: nextKey++ });

export function newCase(groupNum: Typed = ''): CaseRow {
  return keyed({ input: '', output: '', score: '', groupNum });
}
export function newExample(): ExampleRow {
  return keyed({ input: '', output: '' });
}
export function newExtraFile(): ExtraFileRow {
  return keyed({ name: '', content: '' });
}

/** An uploaded case as a row: its file names, score and group. */
const uploadedRow = (c: { input: string; output: string; score: number; groupNum: number | null }): CaseRow => keyed({ input: c.input, output: c.output, score: c.score, groupNum: c.groupNum ?? '' });
const extraRows = (text: string | null): ExtraFileRow[] => Object.entries(parseExtraFiles(text)).map(([name, content]) => keyed({ name, content }));

export function newProblemForm(): ProblemForm {
  return {
    id: null,
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    auth: ProblemAuth.PUBLIC,
    type: ProblemType.ACM,
    tags: [],
    languages: [],
    templates: {},
    judgeMode: 'default',
    spjLanguage: null,
    spjCode: '',
    compiled: null,
    examples: [newExample()],
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFile: [],
    judgeExtraFile: [],
    judgeCaseMode: 'default',
    isUploadTestCase: true,
    samples: [],
    fileList: [],
    uploadTestcaseDir: null,
    casesEditable: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    remoteOj: null,
  };
}

/** What a special judge's compile check is about: its language and code. */
export function spjKey(f: Pick<ProblemForm, 'spjLanguage' | 'spjCode'>) {
  return `${f.spjLanguage ?? ''}\n${f.spjCode}`;
}

/** A saved problem back in the form: its cases as uploaded files (kept unless replaced) and, when small enough, as texts. */
export function formFromProblem({ problem: p, cases, tags }: ProblemForEdit): ProblemForm {
  const texts = cases.every((c) => c.inputData !== null && c.outputData !== null);
  const judgeMode = p.judgeMode;
  return {
    ...newProblemForm(),
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    hint: p.hint,
    source: p.source,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty === 1 || p.difficulty === 2 ? p.difficulty : 0,
    auth: p.auth === ProblemAuth.PRIVATE || p.auth === ProblemAuth.PROTECTED ? p.auth : ProblemAuth.PUBLIC,
    type: p.type === ProblemType.OI ? ProblemType.OI : ProblemType.ACM,
    tags: tags.map((t) => ({ id: t.id, name: t.name })),
    languages: p.languages,
    templates: Object.fromEntries(Object.entries(p.codeTemplates).map(([language, code]) => [language, { code, enabled: true }])),
    judgeMode,
    spjLanguage: p.spjLanguage,
    spjCode: p.spjCode ?? '',
    compiled: judgeMode === 'default' ? null : spjKey({ spjLanguage: p.spjLanguage, spjCode: p.spjCode ?? '' }),
    examples: parseExamples(p.examples).map((e) => keyed(e)),
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName ?? '',
    ioWriteFileName: p.ioWriteFileName ?? '',
    userExtraFile: extraRows(p.userExtraFile),
    judgeExtraFile: extraRows(p.judgeExtraFile),
    judgeCaseMode: p.judgeCaseMode,
    isUploadTestCase: true,
    fileList: cases.map(uploadedRow),
    samples: texts ? cases.map((c) => keyed({ input: c.inputData ?? '', output: c.outputData ?? '', score: c.score, groupNum: c.groupNum ?? '' })) : [],
    casesEditable: texts,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    codeShare: p.codeShare,
    remoteOj: p.isRemote ? (p.remoteOj ?? '') : null,
  };
}

/** 100 points over the rows as evenly as whole points allow, the last rows taking the odd points (the OI split). */
export function splitHundred<R extends { score: Typed }>(rows: readonly R[]): R[] {
  const each = Math.floor(100 / Math.max(1, rows.length));
  const extra = 100 - each * rows.length;
  return rows.map((r, i) => ({ ...r, score: i >= rows.length - extra ? each + 1 : each }));
}

/** Case modes by problem type: subtasks for OI, stopping at the first error for ACM. */
export function caseModesFor(type: ProblemType): JudgeCaseMode[] {
  return type === ProblemType.OI ? ['default', 'subtask_lowest', 'subtask_average'] : ['default', 'ergodic_without_error'];
}

/** Changing the type: a case mode the new type lacks goes back to default; OI spreads 100 points over the cases. */
export function withType(f: ProblemForm, type: ProblemType): ProblemForm {
  return {
    ...f,
    type,
    judgeCaseMode: caseModesFor(type).includes(f.judgeCaseMode) ? f.judgeCaseMode : 'default',
    ...(type === ProblemType.OI && f.type !== ProblemType.OI ? { samples: splitHundred(f.samples), fileList: splitHundred(f.fileList) } : {}),
  };
}

/** A zip's cases in the form: scores split over 100 for OI, group numbers to fill in. */
export function withUpload<F extends Pick<ProblemForm, 'type' | 'fileList' | 'uploadTestcaseDir'>>(f: F, upload: UploadedTestcases): F {
  const rows = upload.fileList.map(uploadedRow);
  return { ...f, fileList: f.type === ProblemType.OI ? splitHundred(rows) : rows, uploadTestcaseDir: upload.fileListDir };
}

/** Adds a tag unless the problem has it already (by name, in any case); false when it was there. */
export function addTag(tags: readonly TagPick[], tag: TagPick): { tags: TagPick[]; added: boolean } {
  const name = tag.name.trim();
  if (!name || tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) return { tags: [...tags], added: false };
  return { tags: [...tags, { ...tag, name }], added: true };
}

const number = (v: Typed) => (v === '' ? null : v);
const caseBody = (c: CaseRow, type: ProblemType) => ({
  input: c.input,
  output: c.output,
  score: type === ProblemType.OI ? c.score : 0,
  groupNum: number(c.groupNum),
});
const filesOf = (rows: readonly ExtraFileRow[]) => Object.fromEntries(rows.map((r) => [r.name.trim(), r.content]));

/** The body of POST and PUT /api/admin/problem. What the form's choices hide is sent off (no special judge in default mode, no file names without file IO). */
/** A remote problem is judged on its site: no test data and no judge of ours are sent (the server keeps it remote). */
const judgedHere = (f: ProblemForm): ProblemForm => (f.remoteOj === null ? f : { ...f, judgeMode: 'default', isFileIO: false, isUploadTestCase: true, samples: [], fileList: [], uploadTestcaseDir: null });

export function problemBody(form: ProblemForm): ProblemBodyInput {
  const f = judgedHere(form);
  const judged = f.judgeMode !== 'default';
  return {
    problem: {
      id: f.id,
      problemId: f.problemId,
      title: f.title,
      description: f.description,
      input: f.input,
      output: f.output,
      examples: f.examples.map(({ input, output }) => ({ input, output })),
      hint: f.hint,
      source: f.source,
      timeLimit: f.timeLimit,
      memoryLimit: f.memoryLimit,
      stackLimit: f.stackLimit,
      difficulty: f.difficulty,
      auth: f.auth,
      type: f.type,
      judgeMode: f.judgeMode,
      judgeCaseMode: f.judgeCaseMode,
      spjCode: judged ? f.spjCode : null,
      spjLanguage: judged ? f.spjLanguage : null,
      isRemoveEndBlank: f.isRemoveEndBlank,
      openCaseResult: f.openCaseResult,
      codeShare: f.codeShare,
      isFileIO: f.isFileIO,
      ioReadFileName: f.isFileIO ? f.ioReadFileName.trim() || null : null,
      ioWriteFileName: f.isFileIO ? f.ioWriteFileName.trim() || null : null,
      userExtraFile: filesOf(f.userExtraFile),
      judgeExtraFile: filesOf(f.judgeExtraFile),
    },
    isUploadTestCase: f.isUploadTestCase,
    samples: f.isUploadTestCase ? [] : f.samples.map((c) => caseBody(c, f.type)),
    fileList: f.isUploadTestCase ? f.fileList.map((c) => caseBody(c, f.type)) : [],
    ...(f.isUploadTestCase && f.uploadTestcaseDir ? { uploadTestcaseDir: f.uploadTestcaseDir } : {}),
    languages: f.languages,
    codeTemplates: f.languages.flatMap((language) => {
      const template = f.templates[language];
      return template?.enabled ? [{ language, code: template.code, status: true }] : [];
    }),
    tags: f.tags.map((t) => (t.id ? { id: t.id, name: t.name } : { name: t.name })),
  };
}

const FIELDS = new Set<string>([
  'problemId',
  'title',
  'description',
  'input',
  'output',
  'hint',
  'source',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'examples',
  'userExtraFile',
  'judgeExtraFile',
  'judgeCaseMode',
]);
const fieldOf = (path: readonly PropertyKey[]): ProblemField | undefined => {
  const [top, name] = path;
  if (top === 'samples' || top === 'fileList' || top === 'uploadTestcaseDir') return 'cases';
  if (top === 'languages' || top === 'tags') return top;
  if (top === 'codeTemplates') return 'templates';
  if (top !== 'problem' || typeof name !== 'string') return undefined;
  if (name === 'spjCode' || name === 'spjLanguage') return 'spj';
  if (name === 'isFileIO' || name === 'ioReadFileName' || name === 'ioWriteFileName') return 'fileIO';
  return FIELDS.has(name) ? (name as ProblemField) : undefined;
};

/** The rules the form checks beyond the API's schema, in the form's order. */
const formRules = (f: ProblemForm): [ProblemField, FieldError][] => {
  const broken: [ProblemField, FieldError][] = [];
  if (!f.input.trim()) broken.push(['input', { message: 'The input description is required' }]);
  if (!f.output.trim()) broken.push(['output', { message: 'The output description is required' }]);
  const cases = f.isUploadTestCase ? f.fileList : f.samples;
  if (f.isUploadTestCase && !cases.length && f.remoteOj === null) broken.push(['cases', { message: 'Upload the test cases first' }]);
  if (f.type === ProblemType.OI) {
    const index = cases.findIndex((c) => c.score === '' || !Number.isInteger(Number(c.score)) || Number(c.score) < 0);
    if (index >= 0) broken.push(['cases', { message: 'The score must be a non-negative whole number', row: index + 1 }]);
  }
  if (f.judgeMode !== 'default' && f.spjCode.trim() && f.spjLanguage && f.compiled !== spjKey(f)) {
    broken.push(['spj', { message: 'Compile the special judge or interactor code before saving' }]);
  }
  for (const field of ['userExtraFile', 'judgeExtraFile'] as const) {
    const names = f[field].map((r) => r.name.trim());
    if (names.some((n) => !n)) broken.push([field, { message: 'Each extra file needs a name' }]);
    else if (new Set(names).size !== names.length) broken.push([field, { message: 'Two extra files have the same name' }]);
  }
  return broken;
};

/** Every rule the form breaks, the first message of each field; empty when it may be sent. */
export function checkProblemForm(f: ProblemForm): ProblemErrors {
  const errors: ProblemErrors = {};
  for (const [field, error] of formRules(f)) errors[field] ??= error;
  const checked = AdminProblemBody.safeParse(problemBody(f));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = fieldOf(issue.path);
      const row = (issue.path[0] === 'samples' || issue.path[0] === 'fileList') && typeof issue.path[1] === 'number' ? issue.path[1] + 1 : undefined;
      if (field) errors[field] ??= { message: issue.message, row };
    }
  }
  return errors;
}
