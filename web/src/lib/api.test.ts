import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { contestCalls } from '@oj/shared/api/contest';
import { fileCalls } from '@oj/shared/api/file';
import { problemCalls } from '@oj/shared/api/problem';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { api } from './api.ts';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), method: init?.method, body: init?.body };
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the typed client sends what the contract says', () => {
  test("the contract's path and method, the query without null or undefined values", async () => {
    fetchMock.mockResolvedValue(ok({ records: [], total: 0, size: 20, current: 2, pages: 0 }));
    const page = await api.call(problemCalls.getProblemList, { query: { currentPage: 2, limit: 20, oj: 'Mine', keyword: undefined, difficulty: null } });
    expect(page.current).toBe(2);
    expect(sent()).toMatchObject({ url: `${problemCalls.getProblemList.path}?currentPage=2&limit=20&oj=Mine`, method: 'GET' });
  });

  test('a JSON body, or a form as it is', async () => {
    fetchMock.mockResolvedValue(ok(null));
    await api.call(contestCalls.toRegisterContest, { body: { cid: 3, password: 'pw' } });
    expect(sent()).toMatchObject({ method: 'POST', body: '{"cid":3,"password":"pw"}' });

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(ok({}));
    const form = new FormData();
    await api.call(fileCalls.uploadAvatar, { body: form });
    expect(sent().body).toBe(form);
  });

  test('a route that answers any method is sent a GET', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await api.call(adminConfigCalls.getServiceInfo);
    expect(sent()).toMatchObject({ url: adminConfigCalls.getServiceInfo.path, method: 'GET' });
  });

  test('wrong keys, missing input and a wrong use of the reply do not compile', () => {
    // Checked by tsc -p web: each line below must stay an error.
    const typeErrors = () => {
      // @ts-expect-error a key the contract does not have
      void api.call(contestCalls.getContestAccess, { query: { cid: 1, contestId: 1 } });
      // @ts-expect-error the query is required
      void api.call(contestCalls.getContestAccess);
      // @ts-expect-error a body the call does not take
      void api.call(contestCalls.getContestAccess, { query: { cid: 1 }, body: {} });
      // @ts-expect-error the reply is { access: boolean }
      void api.call(contestCalls.getContestAccess, { query: { cid: 1 } }).then((r) => r.records);
    };
    expect(typeErrors).toBeTypeOf('function');
  });
});
