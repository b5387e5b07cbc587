import type { RemoteOj } from '@oj/shared';
import { CookieJar } from 'tough-cookie';
import { RemoteSiteError } from './site.ts';

export interface SiteReply {
  status: number;
  /** The address answered after redirects. */
  url: string;
  text: string;
}

export interface SiteHttpOptions {
  site: RemoteOj;
  baseUrl: string;
  /** A session from an earlier `session()`; null starts empty. */
  session: string | null;
  timeoutMs?: number;
}

const MAX_REDIRECTS = 5;
/** No problem page or status list comes near this; a larger reply is not the site we know. */
const MAX_REPLY_BYTES = 4 << 20;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * HTTP to one site with what a browser would keep between pages: cookies (set on every redirect hop, which fetch
 * alone does not expose) and named values such as a bearer token or a CSRF token. A network failure, a timeout, a
 * 5xx or a 429 becomes a RemoteSiteError; any other status is the adapter's to read.
 */
export class SiteHttp {
  private readonly jar: CookieJar;
  /** Values an adapter keeps with the session besides cookies (a token, the logged-in handle). */
  readonly values: Record<string, string>;

  constructor(private readonly options: SiteHttpOptions) {
    const saved = options.session ? (JSON.parse(options.session) as { cookies: unknown; values: Record<string, string> }) : null;
    this.jar = saved ? CookieJar.deserializeSync(saved.cookies as string) : new CookieJar();
    this.values = saved?.values ?? {};
  }

  /** Everything to hand to the next call's SiteHttp. */
  session(): string {
    return JSON.stringify({ cookies: this.jar.serializeSync(), values: this.values });
  }

  /** Forgets the login: cookies and values. */
  reset(): void {
    this.jar.removeAllCookiesSync();
    for (const k of Object.keys(this.values)) delete this.values[k];
  }

  get(path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<SiteReply> {
    const url = new URL(path, this.options.baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    return this.request(url, { method: 'GET', headers });
  }

  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<SiteReply> {
    return this.request(new URL(path, this.options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<SiteReply> {
    return this.request(new URL(path, this.options.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  }

  private fail(failure: 'down' | 'rate-limited' | 'garbage', message: string): never {
    throw new RemoteSiteError(this.options.site, failure, message);
  }

  /** A file's bytes (a statement's picture), read as `get` reads a page. */
  async file(path: string): Promise<{ status: number; data: Uint8Array }> {
    const reply = await this.exchange(new URL(path, this.options.baseUrl), { method: 'GET', headers: {} });
    return { status: reply.status, data: reply.raw };
  }

  private async request(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<SiteReply> {
    const reply = await this.exchange(url, init);
    return { status: reply.status, url: reply.url, text: decodePage(reply.raw, reply.contentType) };
  }

  private async exchange(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; url: string; raw: Uint8Array; contentType: string | null }> {
    let current = url;
    let { method, body } = init;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const cookie = await this.jar.getCookieString(current.href);
      let res: Response;
      try {
        res = await fetch(current, {
          method,
          body,
          redirect: 'manual',
          headers: { 'user-agent': 'Mozilla/5.0 (online judge remote judging)', ...init.headers, ...(cookie ? { cookie } : {}) },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (e) {
        this.fail('down', `${current.pathname} did not answer (${e instanceof Error ? e.message : String(e)})`);
      }
      for (const set of res.headers.getSetCookie()) await this.jar.setCookie(set, current.href, { ignoreError: true });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        // 307 and 308 repeat the request; the others continue with a GET, as browsers do
        if (res.status !== 307 && res.status !== 308) [method, body] = ['GET', undefined];
        continue;
      }
      if (res.status === 429) this.fail('rate-limited', `${current.pathname} answered 429`);
      if (res.status >= 500) this.fail('down', `${current.pathname} answered ${res.status}`);
      const bytes = Number(res.headers.get('content-length') ?? 0);
      if (bytes > MAX_REPLY_BYTES) this.fail('garbage', `${current.pathname} answered ${bytes} bytes`);
      const raw = new Uint8Array(await res.arrayBuffer());
      if (raw.length > MAX_REPLY_BYTES) this.fail('garbage', `${current.pathname} answered ${raw.length} bytes`);
      return { status: res.status, url: current.href, raw, contentType: res.headers.get('content-type') };
    }
    this.fail('garbage', `${url.pathname} redirected more than ${MAX_REDIRECTS} times`);
  }
}

/**
 * A page's text in the charset it declares (the header, else a `<meta>` near the top), as a browser reads it: HDU
 * serves GB2312/GBK, which read as UTF-8 would garble every Chinese character. Unknown labels fall back to UTF-8.
 */
function decodePage(body: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(body.subarray(0, 2048));
  const label = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder().decode(body);
  }
}
