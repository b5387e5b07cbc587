import type { z } from 'zod';
import { translateMessage } from './i18n.ts';

/** Runs one of the shared field rules and returns its translated message, or null when the value passes. */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : translateMessage(result.error.issues[0]?.message ?? '');
}

/** Runs a whole form's shared schema; the first message per field, translated. */
export function formErrors<K extends string>(schema: z.ZodType, values: Record<K, unknown>): Partial<Record<K, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<K, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field !== undefined && !errors[field]) errors[field] = translateMessage(issue.message);
  }
  return errors;
}
