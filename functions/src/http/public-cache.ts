import type { Context } from 'hono';

/**
 * Replies of anonymous, user-independent GETs (home lists, rankings, the problem list without a caller's
 * status), kept per Lambda instance for the route's `publicCacheSeconds` and marked for CloudFront to keep
 * as long (`s-maxage`; the browser asks again each time). A request that carries a token is never served
 * from or stored in the cache: its reply may hold the caller's own data.
 */
export class PublicCache {
  private readonly entries = new Map<string, { until: number; data: unknown }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cache key of an anonymous request, or undefined when the request may not share a reply. */
  static keyOf(c: Context, seconds: number | undefined): string | undefined {
    if (!seconds || c.req.method !== 'GET' || c.req.header('authorization')) return undefined;
    const query = new URL(c.req.url).searchParams;
    query.sort();
    return `${c.req.path}?${query}`;
  }

  /** The cached data for `key`, or what `load` gives (then kept for `seconds`). */
  async read(key: string, seconds: number, load: () => Promise<unknown>): Promise<unknown> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.data;
    const data = await load();
    if (data instanceof Response) return data;
    this.entries.delete(key);
    this.entries.set(key, { until: this.now() + seconds * 1000, data });
    // a Map iterates in insertion order: the first key is the oldest write
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return data;
  }
}

/** What CloudFront and browsers may keep of an anonymous cached reply. */
export const publicCacheControl = (seconds: number): string => `public, max-age=0, s-maxage=${seconds}`;
