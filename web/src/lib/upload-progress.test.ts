import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeXhr } from '../test/fake-xhr.ts';
import { ApiError, setAuthHandlers } from './http.ts';
import { initI18n } from './i18n.ts';
import { session, TOKEN_KEY } from './session.ts';
import { postFormWithProgress } from './upload-progress.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';
import { callKey } from '../test/page-app.tsx';

const handlers = { unauthorized: vi.fn(), forbidden: vi.fn() };
const envelope = (status: number, data: unknown, msg = 'success') => JSON.stringify({ status, msg, data });
const uploadZip = () => postFormWithProgress(adminProblemCalls.uploadTestcaseZip, new FormData(), () => undefined);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  setAuthHandlers(handlers);
  session.signIn('token-1', { uid: 'u1', username: 'ann', roleList: ['root'] } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  handlers.unauthorized.mockReset();
  handlers.forbidden.mockReset();
  session.clear();
});

describe('an upload with progress is answered like any call', () => {
  test('it adopts the token the reply refreshes', async () => {
    const sent = fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 200, body: envelope(200, { ok: 1 }), headers: { 'Refresh-Token': 'true', Authorization: 'token-2' } } });
    await expect(uploadZip()).resolves.toEqual({ ok: 1 });
    expect(sent[0]!.headers).toEqual({ Authorization: 'token-1', 'Url-Type': 'general' });
    expect(session.get().token).toBe('token-2');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-2');
  });

  test('a 401 clears the session and opens the login', async () => {
    fakeXhr({ [`${callKey(problemExchangeCalls.importQDOJProblem)}?preview=true`]: { status: 401, body: envelope(401, null, 'Please_login_first') } });
    await expect(postFormWithProgress(problemExchangeCalls.importQDOJProblem, new FormData(), () => undefined, { preview: true })).rejects.toEqual(new ApiError(401, 'Please login first'));
    expect(session.get()).toEqual({ token: null, user: null });
    expect(handlers.unauthorized).toHaveBeenCalledWith(false);
  });

  test('a 403 keeps the session and asks for fresh roles', async () => {
    fakeXhr({ [callKey(adminProblemCalls.uploadTestcaseZip)]: { status: 403, body: envelope(403, null, 'Access denied: you do not have the permission for this action') } });
    await expect(uploadZip()).rejects.toMatchObject({ status: 403 });
    expect(handlers.forbidden).toHaveBeenCalledWith(false);
    expect(handlers.unauthorized).not.toHaveBeenCalled();
    expect(session.get().token).toBe('token-1');
  });
});
