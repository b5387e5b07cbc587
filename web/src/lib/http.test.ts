import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { adminCalls } from '@oj/shared/api/admin';
import { contestCalls } from '@oj/shared/api/contest';
import { fileCalls } from '@oj/shared/api/file';
import { homeCalls } from '@oj/shared/api/home';
import { judgeCalls } from '@oj/shared/api/judge';
import { passportCalls } from '@oj/shared/api/passport';
import { api } from './api.ts';
import { ApiError, setAuthHandlers, urlType } from './http.ts';
import { initI18n } from './i18n.ts';
import { session, TOKEN_KEY } from './session.ts';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fetchMock = vi.fn<typeof fetch>();
const handlers = { unauthorized: vi.fn(), forbidden: vi.fn() };

beforeAll(async () => {
  await initI18n('en-US');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  setAuthHandlers(handlers);
  session.signIn('token-1', { uid: 'u1', username: 'ann', roleList: ['default_user'] } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  handlers.unauthorized.mockReset();
  handlers.forbidden.mockReset();
  session.clear();
});

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), headers: new Headers(init?.headers), init };
};

describe('the HTTP client, through the typed client', () => {
  test('sends the raw token and Url-Type by the third path segment, and returns data', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 200, msg: 'success', data: { a: 1 } }));
    await expect(api.call(homeCalls.getRankList, { query: { type: 'ACM', searchUser: undefined, currentPage: 1, limit: 30 } })).resolves.toEqual({ a: 1 });
    expect(sent().url).toBe(`${homeCalls.getRankList.path}?type=ACM&currentPage=1&limit=30`);
    expect(sent().headers.get('Authorization')).toBe('token-1');
    expect(sent().headers.get('Url-Type')).toBe('general');
    expect(urlType(judgeCalls.rejudge.path)).toBe('admin');
    expect(urlType(`${homeCalls.getRankList.path}/admin`)).toBe('general');
  });

  test('posts JSON', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 200, msg: 'success', data: null }));
    await api.call(contestCalls.submitPrintText, { body: { cid: 1, content: 'x' } });
    expect(sent().init?.method).toBe('POST');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(sent().init?.body).toBe('{"cid":1,"content":"x"}');
  });

  test('adopts the Authorization header when the reply says Refresh-Token: true', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 200, msg: 'success', data: null }, { 'Refresh-Token': 'true', Authorization: 'token-2' }));
    await api.call(passportCalls.getUserHomeInfo);
    expect(session.get().token).toBe('token-2');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-2');
  });

  test('ignores an Authorization header without Refresh-Token', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 200, msg: 'success', data: null }, { Authorization: 'token-2' }));
    await api.call(passportCalls.getUserHomeInfo);
    expect(session.get().token).toBe('token-1');
  });

  test('a 401 clears the session and opens the login (admin calls go to the admin login)', async () => {
    fetchMock.mockResolvedValue(reply(401, { status: 401, msg: 'Please_login_first', data: null }));
    const err = await api.call(passportCalls.logout).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).msg).toBe('Please login first');
    expect(session.get()).toEqual({ token: null, user: null });
    expect(handlers.unauthorized).toHaveBeenCalledWith(false);

    fetchMock.mockResolvedValue(reply(401, { status: 401, msg: 'Please_login_first', data: null }));
    await api.call(adminCalls.logout).catch(() => undefined);
    expect(handlers.unauthorized).toHaveBeenLastCalledWith(true);
  });

  test('a 403 keeps the session and asks for fresh roles', async () => {
    fetchMock.mockResolvedValue(reply(403, { status: 403, msg: 'Access denied: you do not have the permission for this action', data: null }));
    await api.call(judgeCalls.rejudge, { query: { submitId: 1 } }).catch(() => undefined);
    expect(handlers.forbidden).toHaveBeenCalledWith(true);
    expect(session.get().token).toBe('token-1');
  });

  test('failure texts: the translated catalogue key, the raw message, or the fallback by status', async () => {
    const failWith = async (status: number, msg?: string) => {
      fetchMock.mockResolvedValueOnce(reply(status, { status, msg, data: null }));
      return ((await api.call(homeCalls.getWebConfig).catch((e: unknown) => e)) as ApiError).msg;
    };
    expect(await failWith(400, 'Password_Check_Between')).toBe('The password must have 6 to 20 characters');
    expect(await failWith(400, 'Something only the server says')).toBe('Something only the server says');
    expect(await failWith(404)).toBe('Query error: unable to find the resource requested');
    expect(await failWith(500)).toBe('Server error, please refresh again');
  });

  test('an unreachable server is a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const err = (await api.call(homeCalls.getWebConfig).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.msg).toBe('Network error: the link with the server is broken, please try again later');
  });
});

describe('file downloads', () => {
  test('fetch with the token and save under the name the server gives', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fetchMock.mockResolvedValue(new Response('hello', { headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="print_5.txt"' } }));
    await api.download(fileCalls.downloadContestPrintText, { id: 5 }, 'fallback.txt');
    expect(sent().url).toBe(`${fileCalls.downloadContestPrintText.path}?id=5`);
    expect(sent().headers.get('Authorization')).toBe('token-1');
    expect(saved).toEqual(['print_5.txt']);
    click.mockRestore();
  });

  test('a refusal in the envelope fails like any call', async () => {
    fetchMock.mockResolvedValue(reply(403, { status: 403, msg: 'Only the contest admin may download it', data: null }));
    const err = (await api.download(fileCalls.downloadContestPrintText, { id: 5 }, 'x.txt').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.msg]).toEqual([403, 'Only the contest admin may download it']);
  });
});
