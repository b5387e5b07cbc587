import { badRequest } from '../http/app-error.ts';
import { Archive, isRecord, readArchive } from './archive.ts';
import { newDraft, type ProblemDraft, type ProblemImporter } from './draft.ts';

/**
 * QDUOJ's problem export: a folder per problem holding `problem.json` (display_id, title, description,
 * input_description, output_description and hint as `{value}`, samples, time_limit in ms, memory_limit in MB,
 * rule_type ACM or OI, test_case_score with the case files' names and scores, spj with language and code, tags,
 * source) and a `testcase` folder of the files.
 */

const valueOf = (v: unknown): string => (isRecord(v) && typeof v.value === 'string' ? v.value : typeof v === 'string' ? v : '');
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const readProblem = (archive: Archive, path: string): Record<string, unknown> => {
  const value = archive.json(path);
  if (!isRecord(value)) throw badRequest(`The file ${path} holds no problem object`);
  return value;
};

const draftOf = (archive: Archive, folder: string): ProblemDraft => {
  const p = readProblem(archive, `${folder}/problem.json`);
  const spj = isRecord(p.spj) ? p.spj : null;
  const oi = p.rule_type === 'OI';
  const draft = newDraft(`${folder}/problem.json`, {
    problemId: text(p.display_id),
    title: text(p.title) ?? '',
    description: valueOf(p.description),
    input: valueOf(p.input_description),
    output: valueOf(p.output_description),
    hint: valueOf(p.hint),
    source: text(p.source) ?? '',
    examples: (Array.isArray(p.samples) ? p.samples : []).filter(isRecord).map((s) => ({ input: text(s.input) ?? '', output: text(s.output) ?? '' })),
    timeLimit: Number(p.time_limit),
    memoryLimit: Number(p.memory_limit),
    type: oi ? 1 : 0,
    difficulty: 1,
    auth: 1,
    ...(spj ? { judgeMode: 'spj', spjLanguage: text(spj.language) ?? null, spjCode: text(spj.code) ?? null } : {}),
  });
  draft.tags = (Array.isArray(p.tags) ? p.tags : []).filter((t): t is string => typeof t === 'string');
  const listed = (Array.isArray(p.test_case_score) ? p.test_case_score : []).filter(isRecord);
  draft.cases = listed.map((c) => ({
    input: archive.bytes(`${folder}/testcase/${String(c.input_name)}`),
    // a special judge's cases may come without outputs
    output: archive.has(`${folder}/testcase/${String(c.output_name)}`) || !spj ? archive.bytes(`${folder}/testcase/${String(c.output_name)}`) : new Uint8Array(),
    score: oi ? Number(c.score ?? 0) : 0,
    groupNum: null,
  }));
  if (!draft.cases.length) draft.errors.push('It lists no test cases (test_case_score)');
  return draft;
};

export const qduojImporter: ProblemImporter = {
  format: 'QDUOJ',
  async parse(bytes) {
    const archive = await readArchive(bytes);
    const folders = archive.folders('').filter((f) => archive.has(`${f}/problem.json`));
    if (!folders.length) throw badRequest('The archive holds no problem: a QDUOJ problem is a folder with problem.json and a testcase folder');
    return folders.map((folder) => draftOf(archive, folder));
  },
};
