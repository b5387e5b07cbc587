import { describe, expect, test } from 'vitest';
import { toDeclarations } from './exported-function-declarations.mjs';

const convert = (text, file = 'a.ts') => toDeclarations(text, file);

describe('exported arrow functions become declarations', () => {
  test('a block body keeps async, generics, parameters, return type and its doc comment', () => {
    const { text, count } = convert('/** Loads it. */\nexport const load = async <T extends object>(id: number, into: T = {} as T): Promise<T> => {\n  return { ...into, id };\n};\nconst after = 1;\n');
    expect(count).toBe(1);
    expect(text).toBe('/** Loads it. */\nexport async function load<T extends object>(id: number, into: T = {} as T): Promise<T> {\n  return { ...into, id };\n}\nconst after = 1;\n');
  });

  test('an expression body is returned, an object literal included', () => {
    expect(convert('export const pair = (a: number) => ({ a, b: a + 1 });\n').text).toBe('export function pair(a: number) {\n  return ({ a, b: a + 1 });\n}\n');
  });

  test('a .tsx generic loses the comma that told it from JSX', () => {
    expect(convert('export const first = <T,>(xs: T[]) => xs[0];\n', 'a.tsx').text).toBe('export function first<T>(xs: T[]) {\n  return xs[0];\n}\n');
  });

  test('plain JavaScript converts too', () => {
    expect(convert('export const twice = async (x) => 2 * x;\n', 'a.mjs').text).toBe('export async function twice(x) {\n  return 2 * x;\n}\n');
  });

  test('import.meta and a nested function with its own `this` are fine', () => {
    const source = 'export const here = () => { function own() { return this; } return [own, import.meta.url]; };\n';
    expect(convert(source).count).toBe(1);
  });

  test.each([
    ['a typed const', 'export const judge: Judge = async (ctx) => ctx;\n'],
    ['a non-exported arrow', 'const local = () => 1;\n'],
    ['a let', 'export let swap = () => 1;\n'],
    ['two declarators', 'export const a = () => 1, b = () => 2;\n'],
    ['an arrow using `this`', 'export const self = () => this;\n'],
    ['an arrow using `arguments`', 'export const args = () => arguments.length;\n'],
    ['an arrow inside a call', 'export const memo = once(() => 1);\n'],
    ['a function expression', 'export const named = function () { return 1; };\n'],
  ])('%s is left alone', (_, source) => {
    expect(convert(source)).toEqual({ text: source, count: 0 });
  });

  test('a second run changes nothing', () => {
    const once = convert('export const a = () => 1;\nexport const b = async () => {\n  await a();\n};\n');
    expect(once.count).toBe(2);
    expect(convert(once.text)).toEqual({ text: once.text, count: 0 });
  });
});
