// Component-test support for the contest pages: the shell's tabs and the calls every contest page makes, on top of
// the page-test helpers in web/src/test/page-app.tsx.
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { beforeAll } from 'vitest';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { mockApi, pageTestHooks, type Handler } from '../../test/page-app.tsx';

/** pageTestHooks for the shell's tabs; which tab pages exist is the route table's business: here the rank page does, the comment and scroll board do not. */
export const shellTestHooks = () => {
  pageTestHooks();
  beforeAll(() => setRouteAvailability((to) => !/\/(comment|scroll-board)$/.test(to)));
};

/** The calls every contest page makes (the shell's), for this contest; `extra` adds or replaces handlers. */
export const contestApi = (info: ContestInfo, extra: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/get-website-config': () => ({ openContestComment: false }),
    'GET /api/get-contest-info': () => info,
    'GET /api/get-contest-access': () => ({ access: false }),
    'POST /api/get-contest-not-read-announcement': () => [],
    ...extra,
  });
