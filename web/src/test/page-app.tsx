// Component-test support for pages: the app's providers around a memory router, and the API answered by a table
// of handlers (an unknown call fails the test loudly).
import { MantineProvider } from '@mantine/core';
import { sentMethod, type Call } from '@oj/shared/api/call';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { ToastHost } from '../components/toast-host.tsx';
import { initI18n } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { dismissToast } from '../lib/toast.ts';

/**
 * The hooks a page test file needs: English strings, the font events happy-dom lacks (the auto-sizing text box
 * listens for them), and after each test the page unmounted before fetch is restored (no query left running reaches
 * for a real server), the toasts, the session and the clock reset.
 */
export function pageTestHooks() {
  beforeAll(async () => {
    await initI18n('en-US');
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    act(dismissToast);
    session.clear();
    vi.unstubAllGlobals();
    // spies on shared prototypes (a canvas, say) would outlive the file: workers keep their modules across files
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** A mockApi key: the call's method and path, from its contract. */
export function callKey(call: Call) {
  return `${sentMethod(call)} ${call.path}`;
}

export type Handler = (args: { query: URLSearchParams; body: unknown; method: string }) => unknown;

/** Stubs fetch: `METHOD /api/path` -> data in the envelope (or a whole Response: a file, a refusal). Returns the calls made, in order. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { key: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, query: url.searchParams, body });
      const handler = handlers[key];
      if (!handler) throw new Error(`Unexpected call ${key}`);
      const data = handler({ query: url.searchParams, body, method });
      if (data instanceof Response) return data;
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export function signIn(username: string, roleList = ['default_user']) {
  return session.signIn(`token-${username}`, { uid: `uid-${username}`, username, roleList } as never);
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Notifications />
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
