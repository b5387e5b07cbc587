import { parse as parseYaml } from 'yaml';
import { badRequest } from '../http/app-error.ts';
import { Archive, casePairsIn, isRecord, joinPath, readArchive } from './archive.ts';
import { newDraft, type ProblemDraft, type ProblemImporter } from './draft.ts';
import { statementImages } from './images.ts';
import { MAX_YAML_DEPTH, nestsTooDeep } from './yaml-depth.ts';

/**
 * Hydro's problem export: a folder per problem with `problem.yaml` (pid, title, tag), the statement in
 * `problem_zh.md` or `problem.md` (examples as ```inputN / ```outputN blocks, pictures as `file://name` in
 * additional_file/), and `testdata/` with the case files and `config.yaml` (type, checker or interactor, time,
 * memory, cases or subtasks with scores, langs, judge_extra_files, user_extra_files).
 */

const readYaml = (archive: Archive, path: string): Record<string, unknown> => {
  const text = archive.text(path);
  if (nestsTooDeep(text)) throw badRequest(`${path} nests more than ${MAX_YAML_DEPTH} levels deep, which is not accepted`);
  let value: unknown;
  try {
    value = parseYaml(text, { maxAliasCount: 100 });
  } catch {
    throw badRequest(`${path} is not valid YAML`);
  }
  return isRecord(value) ? value : {};
};

/** Milliseconds from '1s', '1.5s' or '800ms'. */
const millis = (v: unknown): number | undefined => {
  const m = /^([\d.]+)\s*(ms|s)$/i.exec(String(v ?? '').trim());
  return m ? Math.round(Number(m[1]) * (m[2]!.toLowerCase() === 's' ? 1000 : 1)) : undefined;
};

/** MB from '256m', '256mb', '512k' or '1g'. */
const megabytes = (v: unknown): number | undefined => {
  const m = /^([\d.]+)\s*([kmg])b?$/i.exec(String(v ?? '').trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  return { k: Math.ceil(n / 1024), m: Math.round(n), g: Math.round(n * 1024) }[m[2]!.toLowerCase() as 'k' | 'm' | 'g'];
};

/** This site's language for a Hydro language key (cc.cc17o2, c, py.py3, py.pypy3, java, go, js, rs...). */
const languageOf = (key: string): string | undefined => {
  const o2 = /o2$/i.test(key) ? ' With O2' : '';
  if (/^cc/.test(key)) {
    const std = /cc(17|20)/.exec(key)?.[1];
    return `C++${std ? ` ${std}` : ''}${o2}`;
  }
  if (/^c(\.|$)/.test(key)) return `C${o2}`;
  if (/pypy3/.test(key)) return 'PyPy3';
  if (/py2/.test(key)) return 'Python2';
  if (/^py/.test(key)) return 'Python3';
  return ({ go: 'Golang', java: 'Java', js: 'JavaScript Node', nodejs: 'JavaScript Node', rs: 'Rust', rust: 'Rust' } as Record<string, string>)[key.split('.')[0]!];
};

const spjLanguageOf = (file: string) => (/\.c$/i.test(file) ? 'C' : 'C++');

const extraFiles = (archive: Archive, testdata: string, names: unknown) =>
  Array.isArray(names) ? Object.fromEntries(names.map((n) => [String(n), archive.text(joinPath(testdata, String(n)))])) : undefined;

/** The statement without its example blocks, and the examples. */
const splitStatement = (md: string) => {
  const block = (kind: string) => [...md.matchAll(new RegExp('```' + kind + '(\\d+)\\n([\\s\\S]*?)\\n```', 'g'))].map((m) => m[2]!);
  const inputs = block('input');
  const outputs = block('output');
  const description = md.replace(/```(input|output)\d+\n[\s\S]*?\n```/g, '').trim();
  return { description, examples: inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })) };
};

const draftOf = (archive: Archive, folder: string): ProblemDraft => {
  const meta = readYaml(archive, `${folder}/problem.yaml`);
  const testdata = `${folder}/testdata`;
  const config = archive.has(`${testdata}/config.yaml`) ? readYaml(archive, `${testdata}/config.yaml`) : {};
  const mdPath = [`${folder}/problem_zh.md`, `${folder}/problem.md`, `${folder}/problem_en.md`].find((p) => archive.has(p));
  const { description, examples } = splitStatement(mdPath ? archive.text(mdPath) : '');
  const pid = meta.pid === undefined || meta.pid === null || meta.pid === 'null' ? undefined : String(meta.pid);
  const judge =
    config.type === 'interactive' && typeof config.interactor === 'string'
      ? { judgeMode: 'interactive' as const, spjCode: archive.text(joinPath(testdata, config.interactor)), spjLanguage: spjLanguageOf(config.interactor) }
      : typeof config.checker === 'string'
        ? { judgeMode: 'spj' as const, spjCode: archive.text(joinPath(testdata, config.checker)), spjLanguage: spjLanguageOf(config.checker) }
        : {};
  const subtasks = Array.isArray(config.subtasks) ? config.subtasks.filter(isRecord) : [];
  const draft = newDraft(folder, {
    problemId: pid,
    title: typeof meta.title === 'string' ? meta.title : '',
    description,
    examples,
    timeLimit: millis(config.time),
    memoryLimit: megabytes(config.memory),
    type: 1,
    difficulty: 1,
    auth: 1,
    judgeCaseMode: subtasks.length ? 'subtask_lowest' : 'default',
    userExtraFile: extraFiles(archive, testdata, config.user_extra_files),
    judgeExtraFile: extraFiles(archive, testdata, config.judge_extra_files),
    ...judge,
  });
  draft.tags = (Array.isArray(meta.tag) ? meta.tag : []).map(String);
  for (const key of Array.isArray(config.langs) ? config.langs.map(String) : []) {
    const name = languageOf(key);
    if (name) draft.languages.push(name);
    else draft.warnings.push(`The language ${key} is not offered here and was left out`);
  }
  const caseOf = (c: unknown, score: number | null, groupNum: number | null) => {
    const pair = isRecord(c) ? c : {};
    return { input: archive.bytes(joinPath(testdata, String(pair.input))), output: archive.bytes(joinPath(testdata, String(pair.output))), score, groupNum };
  };
  const cases = subtasks.length
    ? subtasks.flatMap((task, i) => (Array.isArray(task.cases) ? task.cases : []).map((c) => caseOf(c, Number(task.score ?? 0), i + 1)))
    : Array.isArray(config.cases)
      ? config.cases.map((c) => caseOf(c, isRecord(c) && c.score !== undefined ? Number(c.score) : null, null))
      : casePairsIn(archive, testdata, draft.warnings).map((p) => ({ input: archive.bytes(p.input), output: archive.bytes(p.output), score: null, groupNum: null }));
  // without scores the 100 points are shared out, the last case taking what the division leaves
  const share = Math.floor(100 / Math.max(cases.length, 1));
  draft.cases = cases.map((c, i) => ({ ...c, score: c.score ?? (i === cases.length - 1 ? share + (100 % cases.length) : share) }));
  if (!draft.cases.length) draft.errors.push('It holds no test data (testdata/*.in with .out or .ans)');
  const pictures = statementImages(archive, `${folder}/additional_file`, draft.problem.description ?? '', 'file://');
  draft.images = pictures.images;
  draft.warnings.push(...pictures.warnings);
  return draft;
};

export const hydroImporter: ProblemImporter = {
  format: 'Hydro',
  async parse(bytes) {
    const archive = await readArchive(bytes);
    const folders = archive.folders('').filter((f) => archive.has(`${f}/problem.yaml`));
    if (!folders.length) throw badRequest('The archive holds no problem: a Hydro problem is a folder with problem.yaml and testdata');
    return folders.map((folder) => draftOf(archive, folder));
  },
};
