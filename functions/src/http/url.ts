export const MALFORMED_URL = 'Malformed URL';

/** Decodes a percent-encoded URL part; undefined when it is malformed (`%ZZ`, a lone surrogate's bytes). */
export function decodePathPart(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
