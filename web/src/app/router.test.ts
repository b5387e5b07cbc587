import { createMemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { addBackOfficeOnNavigation, routes } from './router.tsx';

/** A router as the app makes it, started at `path`, once its first navigation (redirects included) settled. */
const startAt = async (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: addBackOfficeOnNavigation() });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
  return router;
};

const hasBackOffice = (router: Awaited<ReturnType<typeof startAt>>) => router.routes.some((r) => r.path === 'admin');

describe('the back office joins the routes on the first navigation under /admin', () => {
  test('public paths leave it out', async () => {
    const router = await startAt('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(hasBackOffice(router)).toBe(false);
  });

  test('/admin opens the dashboard, unknown paths under /admin go to the admin login', async () => {
    const home = await startAt('/admin');
    expect(hasBackOffice(home)).toBe(true);
    expect(home.state.location.pathname).toBe('/admin/dashboard');

    const unknown = await startAt('/admin/no-such-page');
    expect(unknown.state.location.pathname).toBe('/admin/login');
    expect(unknown.state.matches.map((m) => m.route.path)).toEqual(['admin', 'login']);
  });

  test('a later navigation from the public site into /admin finds its pages', async () => {
    const router = await startAt('/no-such-page');
    await router.navigate('/admin/login');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.matches.map((m) => m.route.path)).toEqual(['admin', 'login']);
  });
});
