import { describe, expect, test } from 'vitest';
import { editorLanguage } from './editor-language.ts';

describe('editor highlighting per judge language', () => {
  test('every judge language maps to one of the bundled Monaco languages', () => {
    expect(['C', 'C With O2', 'C++', 'C++ 17 With O2', 'Java', 'Python3', 'PyPy3', 'JavaScript Node', 'Golang', 'Rust'].map(editorLanguage)).toEqual([
      'c',
      'c',
      'cpp',
      'cpp',
      'java',
      'python',
      'python',
      'javascript',
      'go',
      'rust',
    ]);
    expect(editorLanguage('Brainfuck')).toBe('plaintext');
  });
});
