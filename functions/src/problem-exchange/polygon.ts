import { badRequest } from '../http/app-error.ts';
import { Archive, joinPath, readArchive } from './archive.ts';
import { newDraft, type ProblemDraft, type ProblemImporter } from './draft.ts';
import { statementImages } from './images.ts';
import { attrOf, childOf, childrenOf, parseXml, textOf, type XmlNode } from './xml.ts';

/**
 * A Polygon package: `problem.xml` (names, statements, the judging testset with limits, path patterns and tests
 * with their method, generator command, points and group, the checker and interactor sources, tags), statements in
 * `statements/<language>/problem-properties.json` (legend, input, output, notes, sample tests) and the tests as
 * `tests/NN` with answers `tests/NN.a`. Tests a package holds only as generator commands cannot be imported: the
 * API's Lambda has no sandbox to run generators in, so they are reported, and a full package (which holds the
 * generated files) imports.
 */

const LISTS = ['name', 'statement', 'testset', 'test', 'group', 'tag', 'source', 'file'];
/** Testlib's standard checkers that compare as this site's default judge does (tokens or lines, ignoring trailing blanks). */
const PLAIN_CHECKERS = new Set(['std::wcmp.cpp', 'std::ncmp.cpp', 'std::lcmp.cpp', 'std::fcmp.cpp', 'std::hcmp.cpp', 'std::icmp.cpp', 'std::uncmp.cpp']);
const STATEMENT_LANGUAGES = ['chinese', 'english', 'russian'];

/** A file named by a path pattern such as tests/%02d. */
const fromPattern = (pattern: string, n: number) => pattern.replace(/%0?(\d*)d/, (_, width: string) => String(n).padStart(Number(width) || 0, '0'));

/** This site's language for a Polygon source type (cpp.g++17, c.gcc...), or undefined. */
const sourceLanguage = (type: string): string | undefined => {
  if (/^cpp\./.test(type)) return /20/.test(type) ? 'C++ 20' : /17/.test(type) ? 'C++ 17' : 'C++';
  if (/^c\./.test(type)) return 'C';
  return undefined;
};

interface Statement {
  name?: string;
  legend?: string;
  input?: string;
  output?: string;
  notes?: string;
  sampleTests?: { input?: string; output?: string }[];
}

/** The statement in the first language of STATEMENT_LANGUAGES the package has (else any), with its folder. */
const readStatement = (archive: Archive, root: string): { statement: Statement; folder: string } | undefined => {
  const folders = archive.folders(joinPath(root, 'statements')).filter((f) => archive.has(joinPath(root, 'statements', f, 'problem-properties.json')));
  const language = STATEMENT_LANGUAGES.find((l) => folders.includes(l)) ?? folders[0];
  if (!language) return undefined;
  const folder = joinPath(root, 'statements', language);
  return { statement: archive.json(`${folder}/problem-properties.json`) as Statement, folder };
};

/** Polygon's LaTeX pictures as markdown ones. */
const pictures = (tex = '') => tex.replace(/\\includegraphics(?:\[[^\]]*\])?\{([^}]+)\}/g, '![]($1)');

const judgeOf = (archive: Archive, root: string, assets: XmlNode | undefined, draft: ProblemDraft) => {
  const interactor = childOf(assets, 'interactor');
  const checker = childOf(assets, 'checker');
  const program = interactor ?? (checker && !PLAIN_CHECKERS.has(attrOf(checker, 'name') ?? '') ? checker : undefined);
  if (!program) return {};
  const source = childOf(program, 'source');
  const path = joinPath(root, attrOf(source, 'path') ?? '');
  const language = sourceLanguage(attrOf(source, 'type') ?? '');
  const what = interactor ? 'interactor' : 'checker';
  if (!language) {
    const type = attrOf(source, 'type');
    draft.errors.push(type ? `The ${what} is in ${type}; special judges here are C or C++` : `The ${what} names no language; special judges here are C or C++`);
    return {};
  }
  if (!archive.has(path)) {
    draft.errors.push(`The ${what}'s source ${path} is not in the package`);
    return {};
  }
  // testlib.h sits beside the checker in a package; the judge compiles the checker with it
  const testlib = joinPath(root, 'files/testlib.h');
  return {
    judgeMode: interactor ? ('interactive' as const) : ('spj' as const),
    spjCode: archive.text(path),
    spjLanguage: language,
    ...(archive.has(testlib) ? { judgeExtraFile: { 'testlib.h': archive.text(testlib) } } : {}),
  };
};

const draftOf = (archive: Archive, root: string): ProblemDraft => {
  const doc = parseXml(archive.text(joinPath(root, 'problem.xml')), 'problem.xml', LISTS);
  const problem = doc.problem;
  if (problem === undefined) throw badRequest('problem.xml is not a Polygon problem (its root element must be <problem>)');
  const found = readStatement(archive, root);
  const st = found?.statement ?? {};
  const names = childrenOf(childOf(problem, 'names'), 'name');
  const title = st.name ?? attrOf(names.find((n) => attrOf(n, 'language') === 'chinese') ?? names[0], 'value') ?? attrOf(problem, 'short-name') ?? '';
  const judging = childOf(problem, 'judging');
  const testset = childrenOf(judging, 'testset').find((t) => attrOf(t, 'name') === 'tests') ?? childOf(judging, 'testset');
  if (!testset) throw badRequest('problem.xml has no testset of tests');
  const inputFile = attrOf(judging, 'input-file') ?? '';
  const outputFile = attrOf(judging, 'output-file') ?? '';
  const draft = newDraft(joinPath(root, 'problem.xml'), {
    problemId: undefined,
    title,
    description: pictures(st.legend),
    input: pictures(st.input),
    output: pictures(st.output),
    hint: pictures(st.notes),
    examples: (st.sampleTests ?? []).map((s) => ({ input: s.input ?? '', output: s.output ?? '' })),
    timeLimit: Number(textOf(childOf(testset, 'time-limit'))) || undefined,
    memoryLimit: Math.round(Number(textOf(childOf(testset, 'memory-limit'))) / (1024 * 1024)) || undefined,
    difficulty: 1,
    auth: 1,
    ...(inputFile || outputFile ? { isFileIO: true, ioReadFileName: inputFile || null, ioWriteFileName: outputFile || null } : {}),
  });
  Object.assign(draft.problem, judgeOf(archive, root, childOf(problem, 'assets'), draft));
  draft.tags = childrenOf(childOf(problem, 'tags'), 'tag')
    .map((t) => attrOf(t, 'value') ?? '')
    .filter(Boolean);

  const inputPattern = textOf(childOf(testset, 'input-path-pattern')) || 'tests/%02d';
  const answerPattern = textOf(childOf(testset, 'answer-path-pattern')) || 'tests/%02d.a';
  const tests = childrenOf(childOf(testset, 'tests'), 'test');
  const groupPoints = new Map(
    childrenOf(childOf(testset, 'groups'), 'group').map((g) => [attrOf(g, 'name') ?? '', { points: Number(attrOf(g, 'points') ?? 0), complete: attrOf(g, 'points-policy') === 'complete-group' }]),
  );
  const groupNames = [...new Set(tests.map((t) => attrOf(t, 'group')).filter((g): g is string => g !== undefined))];
  const subtasks = groupNames.length > 0 && groupNames.every((g) => groupPoints.get(g)?.complete);
  const scored = subtasks || tests.some((t) => attrOf(t, 'points') !== undefined);
  tests.forEach((test, i) => {
    const n = i + 1;
    const input = joinPath(root, fromPattern(inputPattern, n));
    const answer = joinPath(root, fromPattern(answerPattern, n));
    if (!archive.has(input)) {
      const cmd = attrOf(test, 'cmd');
      draft.errors.push(
        attrOf(test, 'method') === 'generated'
          ? `Test ${n} exists only as the generator command "${cmd ?? ''}": generators cannot run here, so export a full package (with the generated tests) from Polygon`
          : `Test ${n} is not in the package (${input})`,
      );
      return;
    }
    if (!archive.has(answer)) {
      draft.errors.push(`Test ${n} has no answer (${answer}): export a full package from Polygon, which holds the answers`);
      return;
    }
    const group = attrOf(test, 'group');
    const score = subtasks ? (groupPoints.get(group!)?.points ?? 0) : Number(attrOf(test, 'points') ?? 0);
    draft.cases.push({ input: archive.bytes(input), output: archive.bytes(answer), score: Math.round(score), groupNum: subtasks ? groupNames.indexOf(group!) + 1 : null });
  });
  if (!tests.length) draft.errors.push('Its testset lists no tests');
  Object.assign(draft.problem, { type: scored ? 1 : 0, judgeCaseMode: subtasks ? 'subtask_lowest' : 'default' });
  if (found) {
    const text = [draft.problem.description, draft.problem.input, draft.problem.output, draft.problem.hint].join('\n');
    const images = statementImages(archive, found.folder, text, '](');
    draft.images = images.images.map((img) => ({ ...img, ref: img.ref.slice(2) }));
    draft.warnings.push(...images.warnings);
  }
  return draft;
};

export const polygonImporter: ProblemImporter = {
  format: 'Polygon',
  async parse(bytes) {
    const archive = await readArchive(bytes);
    // the package's folder: where the shallowest problem.xml is
    const xml = archive
      .under('')
      .filter((p) => p === 'problem.xml' || p.endsWith('/problem.xml'))
      .sort((a, b) => a.split('/').length - b.split('/').length)[0];
    if (!xml) throw badRequest('The archive is not a Polygon package: it has no problem.xml');
    return [draftOf(archive, xml.slice(0, -'problem.xml'.length).replace(/\/$/, ''))];
  },
};
