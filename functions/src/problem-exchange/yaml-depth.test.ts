import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MAX_YAML_DEPTH, nestsTooDeep } from './yaml-depth.ts';

const flow = (levels: number) => `a: ${'['.repeat(levels)}${']'.repeat(levels)}`;
const blocks = (levels: number) => ['a:', ...Array.from({ length: levels }, (_, i) => `${'  '.repeat(i + 1)}- b:`)].join('\n');

describe('nestsTooDeep', () => {
  it.each([
    ['a Hydro config', 'type: default\nlangs: [cc, py.py3]\nsubtasks:\n  - score: 30\n    cases:\n      - {input: a1.in, output: a1.out}\n', false],
    ['flow brackets at the limit', flow(MAX_YAML_DEPTH), false],
    ['flow brackets past it', flow(MAX_YAML_DEPTH + 1), true],
    ['200,000 flow brackets', flow(200_000), true],
    ['blocks indented to the limit', blocks(MAX_YAML_DEPTH), false],
    ['blocks indented past it', blocks(MAX_YAML_DEPTH + 1), true],
    ['closing brackets without openers', 'a: ]]]]\nb: [1]', false],
  ])('%s', (_case, text, deep) => {
    expect(nestsTooDeep(text)).toBe(deep);
  });

  it('lets through only what the parser reads', () => {
    expect(() => parse(flow(MAX_YAML_DEPTH))).not.toThrow();
    expect(() => parse(blocks(MAX_YAML_DEPTH))).not.toThrow();
  });
});
