import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { MAX_XML_DEPTH, parseXml, xmlDepth } from './xml.ts';

const nested = (levels: number) => '<a>'.repeat(levels) + '</a>'.repeat(levels);

describe('xmlDepth', () => {
  it.each([
    ['an empty element', '<fps/>', 1],
    ['an FPS item', '<fps version="1.2"><item><title>x</title></item></fps>', 3],
    ['empty elements side by side', '<a><b/><b/><b/></a>', 2],
    ['a quoted "/>" in an attribute', '<a><b attr="x/>"/><b/></a>', 2],
    ["a quoted '>' in an attribute", "<a><b attr='>'><c/></b></a>", 3],
    ['tags inside comments and CDATA', '<?xml version="1.0"?><!DOCTYPE a><a><!-- <b><c> --><![CDATA[<b><c><d>]]></a>', 1],
    ['200,000 levels, counted up to the limit', nested(200_000), MAX_XML_DEPTH + 1],
  ])('%s', (_case, xml, depth) => {
    expect(xmlDepth(xml, MAX_XML_DEPTH)).toBe(depth);
  });
});

describe('parseXml', () => {
  const refusal = (xml: string) => {
    try {
      parseXml(xml, 'FPS file', []);
    } catch (err) {
      return err instanceof AppError ? `${err.status} ${err.msg}` : `not an AppError: ${String(err)}`;
    }
    return 'parsed';
  };

  it('takes a document at the depth limit and refuses one past it with a 400', () => {
    expect(refusal(nested(MAX_XML_DEPTH))).toBe('parsed');
    expect(refusal(nested(MAX_XML_DEPTH + 1))).toBe(`400 The FPS file nests elements more than ${MAX_XML_DEPTH} levels deep, which is not accepted`);
    expect(refusal(`<fps>${nested(200_000)}</fps>`)).toBe(`400 The FPS file nests elements more than ${MAX_XML_DEPTH} levels deep, which is not accepted`);
  });
});
