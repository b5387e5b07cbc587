/**
 * A group tab whose admin views live in its query string (?admin=1, ?create=1, ?edit=<id>, ?problems=<id>...): the id
 * a view names, or null when the entry is missing or not a positive whole number.
 */
export function viewIdParam(params: URLSearchParams, name: string): number | null {
  const v = params.get(name);
  return v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null;
}
