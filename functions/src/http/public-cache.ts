import type { Context } from 'hono';

/**
 * Replies of anonymous, user-independent GETs (home lists, rankings, the problem list without a caller's
 * status), kept per Lambda instance for the route's `publicCacheSeconds` and marked for CloudFront to keep
 * as long (`s-maxage`; the browser asks again each time). A request with a token shares the cached reply
 * only on routes whose reply is the same for everyone (`sameForSignedIn`), and never at CloudFront.
 */
export class PublicCache {
  private readonly entries = new Map<string, { until: number; data: unknown }>();

  constructor(private readonly maxEntries = 500) {}

  /** The cache key of a request, or undefined when it may not share a reply. */
  static keyOf(c: Context, seconds: number | undefined, sameForSignedIn = false): string | undefined {
    if (!seconds || c.req.method !== 'GET' || (c.req.header('authorization') && !sameForSignedIn)) return undefined;
    const query = new URL(c.req.url).searchParams;
    query.sort();
    return `${c.req.path}?${query}`;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached data for `key` at time `now`, or what `load` gives (then kept for `seconds`). */
  async read(key: string, seconds: number, now: number, load: () => Promise<unknown>): Promise<unknown> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.data;
    const data = await load();
    if (data instanceof Response) return data;
    this.entries.delete(key);
    this.entries.set(key, { until: now + seconds * 1000, data });
    // a Map iterates in insertion order: the first key is the oldest write
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return data;
  }
}

/** What CloudFront and browsers may keep of an anonymous cached reply. */
export function publicCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}`;
}
