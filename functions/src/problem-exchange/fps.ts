import { badRequest } from '../http/app-error.ts';
import { utf8 } from './archive.ts';
import { newDraft, type ProblemDraft, type ProblemImporter } from './draft.ts';
import { attrOf, childOf, childrenOf, parseXml, textOf, type XmlNode } from './xml.ts';

/**
 * FPS (FreeProblemSet) XML: `<fps version>` of `<item>`s with title, time_limit and memory_limit (unit attributes),
 * description, input, output, hint, source, sample_input/sample_output pairs, test_input/test_output pairs, templates
 * and a special judge by language, and pictures as `<img><src>` with their bytes in `<base64>`.
 */

const LISTS = ['item', 'sample_input', 'sample_output', 'test_input', 'test_output', 'template', 'img', 'solution'];
/** FPS language names that differ from this site's. */
const LANGUAGE_NAMES: Record<string, string> = { Python: 'Python3', Go: 'Golang' };
const SPJ_LANGUAGES = new Set(['C', 'C++']);
const encoder = new TextEncoder();

const number = (node: XmlNode | undefined, refusal: string): number => {
  const value = Number(textOf(node).trim());
  if (!Number.isFinite(value)) throw badRequest(refusal);
  return value;
};

/** Milliseconds: FPS 1.1 gives whole seconds; later versions a number with unit s or ms. */
const timeLimit = (version: string, item: XmlNode, title: string) => {
  const node = childOf(item, 'time_limit');
  if (!node) return undefined;
  const unit = (attrOf(node, 'unit') ?? (version === '1.1' ? 's' : '')).toLowerCase();
  if (unit !== 's' && unit !== 'ms') throw badRequest(`The time limit of "${title}" has an unknown unit ${JSON.stringify(unit)}`);
  return Math.round(number(node, `The time limit of "${title}" is not a number`) * (unit === 's' ? 1000 : 1));
};

/** MB: FPS 1.1 gives MB; later versions kb or mb. */
const memoryLimit = (version: string, item: XmlNode, title: string) => {
  const node = childOf(item, 'memory_limit');
  if (!node) return undefined;
  const unit = version === '1.1' ? 'mb' : (attrOf(node, 'unit') ?? '').toLowerCase();
  if (unit !== 'mb' && unit !== 'kb') throw badRequest(`The memory limit of "${title}" has an unknown unit ${JSON.stringify(unit)}`);
  const value = number(node, `The memory limit of "${title}" is not a number`);
  return unit === 'mb' ? Math.round(value) : Math.ceil(value / 1024);
};

const draftOf = (version: string, item: XmlNode, index: number): ProblemDraft => {
  const title = textOf(childOf(item, 'title')).trim();
  const samples = childrenOf(item, 'sample_input').map((input, i) => ({ input: textOf(input), output: textOf(childrenOf(item, 'sample_output')[i]) }));
  const spj = childOf(item, 'spj');
  const spjLanguage = attrOf(spj, 'language') ?? '';
  const spjCode = textOf(spj);
  const hasSpj = SPJ_LANGUAGES.has(spjLanguage) && !!spjCode.trim();
  const draft = newDraft(`item ${index}`, {
    title,
    description: textOf(childOf(item, 'description')),
    input: textOf(childOf(item, 'input')),
    output: textOf(childOf(item, 'output')),
    hint: textOf(childOf(item, 'hint')),
    source: textOf(childOf(item, 'source')),
    examples: samples,
    timeLimit: timeLimit(version, item, title),
    memoryLimit: memoryLimit(version, item, title),
    type: 0,
    difficulty: 1,
    auth: 1,
    ...(hasSpj ? { judgeMode: 'spj', spjLanguage, spjCode } : {}),
  });
  if (spj && !hasSpj) {
    draft.warnings.push(
      spjLanguage
        ? `The special judge in ${spjLanguage} was left out: only C and C++ special judges are taken`
        : 'The special judge names no language and was left out: only C and C++ special judges are taken',
    );
  }
  for (const template of childrenOf(item, 'template')) {
    const language = attrOf(template, 'language') ?? '';
    draft.codeTemplates.push({ language: LANGUAGE_NAMES[language] ?? language, code: textOf(template) });
  }
  for (const img of childrenOf(item, 'img')) {
    const ref = textOf(childOf(img, 'src')).trim();
    if (ref) draft.images.push({ ref, data: Buffer.from(textOf(childOf(img, 'base64')), 'base64') });
  }
  const outputs = childrenOf(item, 'test_output');
  draft.cases = childrenOf(item, 'test_input').map((input, i) => ({ input: encoder.encode(textOf(input)), output: encoder.encode(textOf(outputs[i])), score: 0, groupNum: null }));
  if (!draft.cases.length) draft.errors.push('It holds no test data (test_input and test_output)');
  return draft;
};

export const fpsImporter: ProblemImporter = {
  format: 'FPS',
  parse(bytes) {
    const doc = parseXml(utf8(bytes), 'FPS file', LISTS);
    const root = doc.fps;
    if (root === undefined) throw badRequest('The file is not an FPS document (its root element must be <fps>)');
    const items = childrenOf(root, 'item');
    if (!items.length) throw badRequest('The FPS file holds no problem (<item>)');
    const version = attrOf(root, 'version') ?? '';
    return Promise.resolve(items.map((item, i) => draftOf(version, item, i + 1)));
  },
};
