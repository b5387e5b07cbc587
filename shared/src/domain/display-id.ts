/** A problem set (a contest, an exam) names its problems by display id (A, B, ..., A1, A2). */
interface Named {
  displayId: string;
}

/** Display order: A, B, ..., A1 before A2 before A10. */
export function byDisplayId(a: Named, b: Named) {
  return a.displayId.localeCompare(b.displayId, 'en', { numeric: true });
}

/** The entry a display id names, in any case, as the reference matches it. */
export function entryByDisplayId<T extends Named>(entries: readonly T[], displayId: string): T | undefined {
  const wanted = displayId.toLowerCase();
  return entries.find((p) => p.displayId.toLowerCase() === wanted);
}
