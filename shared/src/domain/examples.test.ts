import { describe, expect, it } from 'vitest';
import { formatExamples, formatExtraFiles, parseExamples, parseExtraFiles } from './examples.ts';

describe('examples as the reference keeps them', () => {
  const pairs = [
    { input: '1 2\n', output: '3\n' },
    { input: '', output: '<b>0</b>\n' },
  ];
  it('formats pairs into one string and reads them back', () => {
    const text = formatExamples(pairs);
    expect(text).toBe('<input>1 2\n</input><output>3\n</output><input></input><output><b>0</b>\n</output>');
    expect(parseExamples(text)).toEqual(pairs);
  });
  it('reads pairs separated by whitespace and ignores text outside them', () => {
    expect(parseExamples('junk<input>a</input>\n<output>b</output>\n')).toEqual([{ input: 'a', output: 'b' }]);
    expect(parseExamples('')).toEqual([]);
  });
});

describe('extra files as the reference serves them', () => {
  it('are JSON text, or null when there are none', () => {
    expect(formatExtraFiles({ 'a.h': 'x' })).toBe('{"a.h":"x"}');
    expect(formatExtraFiles({})).toBeNull();
  });
  it('are read from JSON text, an object, null or an empty string', () => {
    expect(parseExtraFiles('{"a.h":"x"}')).toEqual({ 'a.h': 'x' });
    expect(parseExtraFiles({ 'a.h': 'x' })).toEqual({ 'a.h': 'x' });
    expect(parseExtraFiles(null)).toEqual({});
    expect(parseExtraFiles('')).toEqual({});
    expect(() => parseExtraFiles('{"a.h": 1}')).toThrow('Extra files must map file names to their text');
  });
});
