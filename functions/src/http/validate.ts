import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './app-error.ts';

/** Zod's own wording names no field; ours (catalogue keys, sentences) already says what is wrong. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return ZOD_DEFAULT.test(issue.message) && field ? `${field}: ${issue.message}` : issue.message;
}

/** A number as the reference client sends ids and counts in queries and bodies: "3", "-1", "2.5" (never "" or " "). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

type Path = readonly PropertyKey[];

const valueAt = (value: unknown, path: Path) => path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), value);

/** The issue wants a number there: any number, or one of some (a literal, an enum of numbers). */
const wantsNumber = (issue: z.core.$ZodIssue) => (issue.code === 'invalid_type' && issue.expected === 'number') || (issue.code === 'invalid_value' && issue.values.some((v) => typeof v === 'number'));

/** Where the schema wanted a number and found numeric text (union members' paths are relative to the union's). */
const numberTextPaths = (issues: readonly z.core.$ZodIssue[], value: unknown, base: Path = []): Path[] =>
  issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union') return issue.errors.flatMap((branch) => numberTextPaths(branch, value, path));
    if (!wantsNumber(issue)) return [];
    const found = valueAt(value, path);
    return path.length && typeof found === 'string' && NUMBER_TEXT.test(found.trim()) ? [path] : [];
  });

/**
 * Parses a request's query or body, reading numbers sent as text where the schema wants a number, on every route at
 * once: the reference client sends ids as text ({"cid": "3"}). Other text ("", "abc") and null stay as sent, so
 * the schema refuses them with its own message (or takes them as absent where it says so).
 */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown) {
  let input = value;
  for (let round = 0; ; round++) {
    const parsed = schema.safeParse(input);
    const paths = parsed.success || round === 3 ? [] : numberTextPaths(parsed.error.issues, input);
    if (!paths.length) return parsed;
    if (round === 0) input = structuredClone(input);
    for (const path of paths) {
      const parent = valueAt(input, path.slice(0, -1)) as Record<PropertyKey, unknown>;
      const key = path.at(-1)!;
      // several union members may name the same place
      if (typeof parent[key] === 'string') parent[key] = Number(parent[key].trim());
    }
  }
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = parseRequest(schema, value);
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  return parsed.data;
}

/** The JSON body; an empty body reads as `{}` so that validation names the missing fields. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON in request body');
  }
}
