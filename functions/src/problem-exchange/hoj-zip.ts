import { zipSync } from 'fflate';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { formatExamples, formatExtraFiles } from '@oj/shared/domain/examples';
import { badRequest } from '../http/app-error.ts';
import { Archive, casePairsIn, isRecord, joinPath, readArchive } from './archive.ts';
import { newDraft, type ProblemDraft, type ProblemImporter } from './draft.ts';

/**
 * HOJ's own problem zip (ProblemFileManager): per problem a `problem_<pid>.json` at the top (ImportProblemVO: the
 * problem entity, languages, samples = the cases' file names with score and groupNum, tags, codeTemplates, extra
 * files, judgeMode) beside a folder of the same name holding the case files.
 */

/** The problem entity's fields that the problem form takes; everything else (ids, dates, counters) is the site's own. */
const FORM_FIELDS = [
  'problemId',
  'title',
  'description',
  'input',
  'output',
  'examples',
  'hint',
  'source',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'difficulty',
  'auth',
  'type',
  'judgeMode',
  'judgeCaseMode',
  'spjCode',
  'spjLanguage',
  'isRemoveEndBlank',
  'openCaseResult',
  'codeShare',
  'isFileIO',
  'ioReadFileName',
  'ioWriteFileName',
  'userExtraFile',
  'judgeExtraFile',
] as const;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

const readVo = (archive: Archive, path: string): Record<string, unknown> => {
  const value = archive.json(path);
  if (!isRecord(value) || !isRecord(value.problem)) throw badRequest(`The file ${path} holds no problem object`);
  return value;
};

const draftOf = (archive: Archive, key: string): ProblemDraft => {
  const vo = readVo(archive, `${key}.json`);
  const entity = vo.problem as Record<string, unknown>;
  const fields = Object.fromEntries(FORM_FIELDS.filter((f) => entity[f] !== null && entity[f] !== undefined).map((f) => [f, entity[f]]));
  if (typeof vo.judgeMode === 'string') fields.judgeMode = vo.judgeMode;
  if (isRecord(vo.userExtraFile)) fields.userExtraFile = vo.userExtraFile;
  if (isRecord(vo.judgeExtraFile)) fields.judgeExtraFile = vo.judgeExtraFile;
  const draft = newDraft(`${key}.json`, { ...fields, title: typeof entity.title === 'string' ? entity.title : '' });
  draft.languages = strings(vo.languages);
  draft.tags = strings(vo.tags);
  draft.codeTemplates = (Array.isArray(vo.codeTemplates) ? vo.codeTemplates : [])
    .filter(isRecord)
    .flatMap((t) => (typeof t.language === 'string' && typeof t.code === 'string' ? [{ language: t.language, code: t.code }] : []));
  const listed = (Array.isArray(vo.samples) ? vo.samples : []).filter(isRecord);
  const cases = listed.length
    ? listed.map((s) => ({ input: joinPath(key, String(s.input)), output: joinPath(key, String(s.output)), score: Number(s.score ?? 0), groupNum: s.groupNum == null ? null : Number(s.groupNum) }))
    : casePairsIn(archive, key, draft.warnings).map((p) => ({ ...p, score: 0, groupNum: null }));
  draft.cases = cases.map((c) => ({ ...c, input: archive.bytes(c.input), output: archive.bytes(c.output) }));
  return draft;
};

export const hojImporter: ProblemImporter = {
  format: 'HOJ',
  async parse(bytes) {
    const archive = await readArchive(bytes);
    const keys = archive
      .under('')
      .filter((p) => !p.includes('/') && p.endsWith('.json'))
      .map((p) => p.slice(0, -'.json'.length));
    if (!keys.length) throw badRequest('The archive holds no problem: a problem is problem_<id>.json with a folder problem_<id> of its test cases');
    for (const key of keys) if (!archive.under(key).length) throw badRequest(`${key}.json has no folder ${key} of test cases beside it`);
    return keys.map((key) => draftOf(archive, key));
  },
};

/** The ImportProblemVO of a problem as this site keeps it; its cases are `<n>.in` and `<n>.out` of its folder. */
const hojProblemJson = (problem: ProblemItem, tagNames: readonly string[]) => {
  const userExtraFile = formatExtraFiles(problem.userExtraFile);
  const judgeExtraFile = formatExtraFiles(problem.judgeExtraFile);
  const entity = {
    problemId: problem.problemId,
    title: problem.title,
    type: problem.type,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: formatExamples(problem.examples),
    isRemote: false,
    source: problem.source,
    difficulty: problem.difficulty,
    hint: problem.hint,
    auth: problem.auth,
    ioScore: problem.ioScore,
    codeShare: problem.codeShare,
    spjCode: problem.spjCode,
    spjLanguage: problem.spjLanguage,
    userExtraFile,
    judgeExtraFile,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    isUploadCase: true,
    isGroup: false,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
  };
  return {
    // the reference leaves out what is null
    problem: Object.fromEntries(Object.entries(entity).filter(([, v]) => v !== null)),
    languages: problem.languages,
    samples: problem.cases.map((c, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out`, score: c.score, ...(c.groupNum === null ? {} : { groupNum: c.groupNum }) })),
    tags: tagNames,
    codeTemplates: Object.entries(problem.codeTemplates).map(([language, code]) => ({ language, code })),
    ...(userExtraFile ? { userExtraFile: problem.userExtraFile } : {}),
    ...(judgeExtraFile ? { judgeExtraFile: problem.judgeExtraFile } : {}),
    judgeMode: problem.judgeMode,
  };
};

export interface ExportedProblem {
  problem: ProblemItem;
  tagNames: string[];
  cases: { input: Uint8Array; output: Uint8Array }[];
}

/** The zip of problems HOJ's import reads back. */
export function packHojZip(problems: readonly ExportedProblem[]): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(
    Object.fromEntries(
      problems.flatMap(({ problem, tagNames, cases }) => {
        const key = `problem_${problem.pid}`;
        return [
          [`${key}.json`, encoder.encode(JSON.stringify(hojProblemJson(problem, tagNames)))],
          ...cases.flatMap((c, i) => [
            [`${key}/${i + 1}.in`, c.input],
            [`${key}/${i + 1}.out`, c.output],
          ]),
        ];
      }),
    ),
  );
}
