import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../src/http/create-app.ts';

export interface CallOptions {
  body?: unknown;
  rawBody?: RequestInit['body'];
  query?: Record<string, string | number | boolean>;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  /** The envelope; null when the reply is not JSON (a file download: read `text`). */
  body: { status: number; msg: string; data: any };
  text: string;
  headers: Headers;
}

/** Calls an app in process (`app.request()`), registers through the mailed code, logs in. */
export function createClient(app: App, mailDir: string) {
  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => {
    const qs = opts.query ? `?${new URLSearchParams(Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])))}` : '';
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = opts.token;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(
      `${path}${qs}`,
      { method, headers, body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)) },
      // The node server's socket gives the caller's address; in process it is handed over the same way.
      { incoming: { socket: { remoteAddress: opts.ip ?? '10.0.0.1' } } },
    );
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: text && json ? JSON.parse(text) : null, text, headers: res.headers };
  };

  /** The newest mail sent to an address (the local mailer writes files). */
  const lastMailTo = async (to: string): Promise<string> => {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.includes(to.replace(/[^a-zA-Z0-9@._-]/g, '_'))).sort();
    const last = files.at(-1);
    if (!last) throw new Error(`no mail to ${to}`);
    return readFile(join(mailDir, last), 'utf8');
  };

  const login = async (username: string, password: string) => {
    const res = await call('POST', '/api/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.body.msg}`);
    return res.headers.get('authorization') as string;
  };

  /**
   * Registers through the real flow: ask for a code, read it from the mail, register, log in. Each
   * registration asks from its own address, as different people would (mail is limited per address).
   */
  let registrations = 0;
  const register = async (username: string, password = 'secret-pass', email = `${username}@example.com`) => {
    const n = registrations++;
    const codeRes = await call('GET', '/api/get-register-code', { query: { email }, ip: `10.128.${(n >> 8) & 255}.${n & 255}` });
    if (codeRes.status !== 200) throw new Error(`code failed: ${codeRes.body.msg}`);
    const code = /code is (\d{6})/.exec(await lastMailTo(email))?.[1];
    const res = await call('POST', '/api/register', { body: { username, password, email, code } });
    if (res.status !== 200) throw new Error(`register failed: ${res.body.msg}`);
    return { token: await login(username, password), email, password };
  };

  return { call, lastMailTo, login, register };
}
