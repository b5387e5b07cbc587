import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './app-error.ts';

/** Zod's own wording names no field; ours (catalogue keys, sentences) already says what is wrong. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

export const firstIssueMessage = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return ZOD_DEFAULT.test(issue.message) && field ? `${field}: ${issue.message}` : issue.message;
};

export const parseWith = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  return parsed.data;
};

/** The JSON body; an empty body reads as `{}` so that validation names the missing fields. */
export const readJson = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON in request body');
  }
};
