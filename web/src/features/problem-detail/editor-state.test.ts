import { describe, expect, test } from 'vitest';
import { codeAfterSwitch, defaultLanguage, loadEditorState, saveEditorState } from './editor-state.ts';

const LANGS = ['C', 'C++', 'Java'];

describe('editor defaults and saving (spec 000 section 4.3)', () => {
  test('keeps the current language if supported, else C++ if available, else the first', () => {
    expect(defaultLanguage('Java', LANGS)).toBe('Java');
    expect(defaultLanguage('Rust', LANGS)).toBe('C++');
    expect(defaultLanguage('Rust', ['Python3', 'C'])).toBe('Python3');
    expect(defaultLanguage('', [])).toBe('');
  });

  test('switching language swaps the template only while the code is still the template', () => {
    const templates = { C: 'c-template', Java: 'java-template' };
    expect(codeAfterSwitch('c-template', 'C', 'Java', templates)).toBe('java-template');
    expect(codeAfterSwitch('my code', 'C', 'Java', templates)).toBe('my code');
    expect(codeAfterSwitch('', 'C++', 'Java', templates)).toBe('java-template');
    expect(codeAfterSwitch('c-template', 'C', 'C++', templates)).toBe('');
  });

  test('a new problem opens with the template, C++ and the default settings', () => {
    expect(loadEditorState(1, LANGS, { 'C++': 'tpl' })).toEqual({ language: 'C++', theme: 'vs', fontSize: 14, tabSize: 4, code: 'tpl' });
  });

  test("a contest's or an exam's problem keeps its own code, apart from the same problem elsewhere", () => {
    const state = (code: string) => ({ language: 'C', theme: 'vs' as const, fontSize: 14, tabSize: 4, code });
    saveEditorState(1, state('practice'));
    saveEditorState(1, state('in contest 7'), { kind: 'contest', id: 7 });
    saveEditorState(1, state('in exam 7'), { kind: 'exam', id: 7 });
    expect(loadEditorState(1, LANGS, {}).code).toBe('practice');
    expect(loadEditorState(1, LANGS, {}, { kind: 'contest', id: 7 }).code).toBe('in contest 7');
    expect(loadEditorState(1, LANGS, {}, { kind: 'exam', id: 7 }).code).toBe('in exam 7');
    expect(localStorage.getItem('contestCode:7:1')).toContain('in contest 7');
    expect(localStorage.getItem('examCode:7:1')).toContain('in exam 7');
    expect(loadEditorState(1, LANGS, { C: 'tpl' }, { kind: 'contest', id: 8 }).code).toBe('tpl');
  });

  test('code and settings are kept per problem; another problem takes over the last-used settings, not the code', () => {
    saveEditorState(1, { language: 'Java', theme: 'vs-dark', fontSize: 18, tabSize: 2, code: 'class Main {}' });
    expect(loadEditorState(1, LANGS, {})).toEqual({ language: 'Java', theme: 'vs-dark', fontSize: 18, tabSize: 2, code: 'class Main {}' });
    expect(loadEditorState(2, ['C', 'C++'], { 'C++': 'tpl' })).toEqual({ language: 'C++', theme: 'vs-dark', fontSize: 18, tabSize: 2, code: 'tpl' });
  });

  test('broken or out-of-range stored values fall back to the defaults', () => {
    localStorage.setItem('problemCode:3', '{not json');
    localStorage.setItem('editorPrefs', JSON.stringify({ fontSize: 99, tabSize: 3, theme: 'neon' }));
    expect(loadEditorState(3, LANGS, {})).toEqual({ language: 'C++', theme: 'vs', fontSize: 14, tabSize: 4, code: '' });
  });
});
