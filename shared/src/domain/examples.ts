/**
 * A problem's examples as the reference system keeps and serves them: one string of
 * `<input>…</input><output>…</output>` pairs, texts as they are (no escaping).
 */
export interface ExamplePair {
  input: string;
  output: string;
}

export function formatExamples(examples: readonly ExamplePair[]): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** The pairs of such a string, in order; text outside them is ignored. */
export function parseExamples(text: string): ExamplePair[] {
  return [...text.matchAll(PAIR)].map((m) => ({ input: m[1]!, output: m[2]! }));
}

/** Extra files as the reference serves them: JSON text of name to content, or null when there are none. */
export function formatExtraFiles(files: Readonly<Record<string, string>>): string | null {
  return Object.keys(files).length ? JSON.stringify(files) : null;
}

/** Reads extra files given as JSON text (the reference's form) or as an object; null or '' is none. */
export function parseExtraFiles(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? (value.trim() ? JSON.parse(value) : {}) : (value ?? {});
  if (typeof parsed !== 'object' || Array.isArray(parsed) || !Object.values(parsed as object).every((v) => typeof v === 'string')) {
    throw new Error('Extra files must map file names to their text');
  }
  return parsed as Record<string, string>;
}
