import { afterEach, expect, test, vi } from 'vitest';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { api } from './api.ts';
import { ApiError } from './http.ts';
import { EAGER_NAMESPACES, i18n, initI18n, SERVER_MESSAGES } from './i18n.ts';

afterEach(() => vi.unstubAllGlobals());

test('the server messages are not needed to start, and a failure is worded once they are loaded', async () => {
  await initI18n('zh-CN', EAGER_NAMESPACES);
  expect(i18n.hasLoadedNamespace(SERVER_MESSAGES)).toBe(false);
  const msg = 'The display id C2 is already used in this contest';
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 400, msg, data: null }), { status: 400 }));
  await expect(api.call(adminContestCalls.setContestProblem, { body: { id: 1, cid: 1, pid: 1, displayId: 'C2' }, silent: true })).rejects.toEqual(new ApiError(400, '展示 ID C2 已在本场比赛中使用'));
  expect(i18n.hasLoadedNamespace(SERVER_MESSAGES)).toBe(true);
});
