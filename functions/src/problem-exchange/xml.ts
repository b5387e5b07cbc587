import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../http/app-error.ts';

/** An element as the parser gives it: its text alone, or an object of attributes (`@_name`), children and `#text`. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

/** Elements nested deeper than this are refused: the formats read here need fewer than ten levels. */
export const MAX_XML_DEPTH = 64;

/** Where each markup construct that is not an element tag ends; their text may hold `<` and `>`. */
const SKIPPED = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['<!', '>'],
] as const;

/** A start tag at a given index; attribute values may hold '>', but never a quote of their own kind. */
const START_TAG = /<[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;

/**
 * The deepest element nesting of a well-formed document, stopping once past `limit`: checked before parsing, so a
 * document nested too deep gets a 400 that says so (the parser's own depth limit throws an untyped error).
 */
export function xmlDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (let at = text.indexOf('<'); at !== -1 && deepest <= limit; at = text.indexOf('<', at + 1)) {
    const skipped = SKIPPED.find(([open]) => text.startsWith(open, at));
    if (skipped) {
      at = text.indexOf(skipped[1], at + skipped[0].length);
      if (at === -1) break;
    } else if (text[at + 1] === '/') {
      depth--;
    } else {
      START_TAG.lastIndex = at;
      const tag = START_TAG.exec(text)?.[0] ?? '';
      deepest = Math.max(deepest, depth + 1);
      if (!tag.endsWith('/>')) depth++;
    }
  }
  return deepest;
}

/**
 * Parses an XML document, or refuses it naming the `file` ("FPS file", "problem.xml"). Texts are kept exactly (no trimming, no number
 * conversion: test data and code live in them); entity declarations are refused outright, so no document can expand
 * itself (a "billion laughs") or reach outside. Elements named in `lists` are always arrays.
 */
export function parseXml(text: string, file: string, lists: readonly string[]): Record<string, XmlNode> {
  if (/<!ENTITY/i.test(text)) throw badRequest(`The ${file} declares XML entities, which are not accepted`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw badRequest(`The ${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  if (xmlDepth(text, MAX_XML_DEPTH) > MAX_XML_DEPTH) throw badRequest(`The ${file} nests elements more than ${MAX_XML_DEPTH} levels deep, which is not accepted`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    maxNestedTags: MAX_XML_DEPTH,
    isArray: (name) => lists.includes(name),
  });
  return parser.parse(text) as Record<string, XmlNode>;
}

/** The children of a node named `name`, as a list. */
export function childrenOf(node: XmlNode | undefined, name: string): XmlNode[] {
  if (!node || typeof node === 'string') return [];
  const child = node[name];
  return child === undefined ? [] : Array.isArray(child) ? child : [child];
}

export function childOf(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return childrenOf(node, name)[0];
}

/** An element's text ('' for none). */
export function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  const text = node['#text'];
  return typeof text === 'string' ? text : '';
}

export function attrOf(node: XmlNode | undefined, name: string): string | undefined {
  if (!node || typeof node === 'string') return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}
