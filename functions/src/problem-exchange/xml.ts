import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../http/app-error.ts';

/** An element as the parser gives it: its text alone, or an object of attributes (`@_name`), children and `#text`. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

/**
 * Parses an XML document, or refuses it naming the `file` ("FPS file", "problem.xml"). Texts are kept exactly (no trimming, no number
 * conversion: test data and code live in them); entity declarations are refused outright, so no document can expand
 * itself (a "billion laughs") or reach outside. Elements named in `lists` are always arrays.
 */
export const parseXml = (text: string, file: string, lists: readonly string[]): Record<string, XmlNode> => {
  if (/<!ENTITY/i.test(text)) throw badRequest(`The ${file} declares XML entities, which are not accepted`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw badRequest(`The ${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, trimValues: false, isArray: (name) => lists.includes(name) });
  return parser.parse(text) as Record<string, XmlNode>;
};

/** The children of a node named `name`, as a list. */
export const childrenOf = (node: XmlNode | undefined, name: string): XmlNode[] => {
  if (!node || typeof node === 'string') return [];
  const child = node[name];
  return child === undefined ? [] : Array.isArray(child) ? child : [child];
};

export const childOf = (node: XmlNode | undefined, name: string): XmlNode | undefined => childrenOf(node, name)[0];

/** An element's text ('' for none). */
export const textOf = (node: XmlNode | undefined): string => {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  const text = node['#text'];
  return typeof text === 'string' ? text : '';
};

export const attrOf = (node: XmlNode | undefined, name: string): string | undefined => {
  if (!node || typeof node === 'string') return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};
