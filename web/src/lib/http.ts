import { env } from '../env.ts';
import { i18n, serverMessagesReady, translateMessage } from './i18n.ts';
import { session } from './session.ts';
import { notifyError, toast } from './toast.ts';

/** Spec 000 section 9. */
export const REQUEST_TIMEOUT_MS = 90_000;

/** A call that did not succeed: `status` is the HTTP/body status, 0 when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query | undefined;
  body?: unknown;
  form?: FormData | undefined;
  /** No toast for failures (checks whose failure the caller ignores). */
  silent?: boolean | undefined;
}

/** What the app does on 401 and 403, wired at start-up (the client knows nothing of routes or dialogs). */
export interface AuthHandlers {
  unauthorized(adminCall: boolean): void;
  forbidden(adminCall: boolean): void;
}
let authHandlers: AuthHandlers = { unauthorized: () => undefined, forbidden: () => undefined };
export function setAuthHandlers(handlers: AuthHandlers) {
  authHandlers = handlers;
}

/** `Url-Type` is decided by the path's third segment: /api/admin/... is an admin call. */
export function urlType(path: string): 'admin' | 'general' {
  return path.split('/')[2] === 'admin' ? 'admin' : 'general';
}

/** A call's address: the API base, the path and its query string. */
export function apiUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${env.apiBase}${path}${qs ? `?${qs}` : ''}`;
}

interface Envelope {
  status?: number;
  msg?: string;
  data?: unknown;
}

/** Spec 000 section 8.1: the text shown for a failed call. */
const failureText = (status: number, msg: string | undefined): string => {
  if (status === 404) return translateMessage(msg || 'Query_error_unable_to_find_the_resource_to_request');
  return translateMessage(msg || 'Server_error_please_refresh_again');
};

/** Reports a failed call (toasted unless `silent`) in the page's language, once the server's messages are loaded. */
const fail = async (status: number, message: () => string, silent: boolean | undefined): Promise<never> => {
  await serverMessagesReady().catch(() => undefined);
  const msg = message();
  if (!silent) {
    toast.error(msg);
    notifyError(i18n.t('common.error'), msg);
  }
  throw new ApiError(status, msg);
};

/** The headers every call sends: `Url-Type` and the session's token. */
export function callHeaders(path: string): Record<string, string> {
  const { token } = session.get();
  return { 'Url-Type': urlType(path), ...(token ? { Authorization: token } : {}) };
}

/** A call's answer, however it was sent (fetch, or XMLHttpRequest for an upload's progress). */
export interface Reply {
  status: number;
  header(name: string): string | null;
  text: string;
}

/** The API's envelope, or null for anything else (a proxy's error page): then the HTTP status tells. */
const envelopeOf = (text: string): Envelope | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
};

/**
 * What every call does with its answer: adopts a refreshed token, clears the session and opens the login on 401,
 * asks for fresh roles on 403, and returns the envelope's data or throws the failure (an ApiError in the page's
 * language, toasted unless `silent`). `path` is the call's API path (its query string may follow).
 */
export async function settleReply<T>(path: string, reply: Reply, silent: boolean | undefined): Promise<T> {
  if (reply.header('Refresh-Token') === 'true') {
    const fresh = reply.header('Authorization');
    if (fresh) session.setToken(fresh);
  }
  const envelope = envelopeOf(reply.text);
  // A reply without a status counts as success when HTTP says so (spec 000 section 7).
  const status = typeof envelope?.status === 'number' ? envelope.status : reply.status;
  if (status === 200 && envelope) return envelope.data as T;
  const adminCall = urlType(path) === 'admin';
  if (status === 401) {
    session.clear();
    authHandlers.unauthorized(adminCall);
  } else if (status === 403) {
    authHandlers.forbidden(adminCall);
  }
  return fail(status, () => failureText(status, envelope?.msg), silent);
}

export async function requestWithHeaders<T>(method: string, path: string, opts: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = callHeaders(path);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return fail(0, () => translateMessage(timedOut ? 'Request_timed_out_please_try_again_later' : 'Network_error_abnormal_link_with_server_please_try_again_later'), opts.silent);
  }
  const text = await res.text().catch(() => '');
  const data = await settleReply<T>(path, { status: res.status, header: (name) => res.headers.get(name), text }, opts.silent);
  return { data, headers: res.headers };
}

const fileName = (disposition: string | null, fallback: string) => {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/**
 * A file download with the session's token (print texts, rank CSVs): saved under the name the server gives.
 * A refusal comes as the usual envelope and is reported like any failed call.
 */
export async function download(path: string, query: Query, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), { headers: callHeaders(path), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    return fail(0, () => translateMessage('Network_error_abnormal_link_with_server_please_try_again_later'), false);
  }
  if (!res.ok || res.headers.get('Content-Type')?.includes('application/json')) {
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    const status = typeof envelope?.status === 'number' && envelope.status !== 200 ? envelope.status : res.status === 200 ? 500 : res.status;
    return fail(status, () => failureText(status, envelope?.msg), false);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName(res.headers.get('Content-Disposition'), fallbackName) });
  a.click();
  URL.revokeObjectURL(url);
}
