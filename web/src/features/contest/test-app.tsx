// Component-test support for the contest pages: the shell's tabs and the calls every contest page makes, on top of
// the page-test helpers in web/src/test/page-app.tsx.
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { beforeAll } from 'vitest';
import { setRouteAvailability } from '../../lib/route-availability.ts';
import { mockApi, pageTestHooks, type Handler, callKey } from '../../test/page-app.tsx';
import { contestCalls } from '@oj/shared/api/contest';
import { homeCalls } from '@oj/shared/api/home';

/** pageTestHooks for the shell's tabs; which tab pages exist is the route table's business: here the rank page does, the comment and scroll board do not. */
export function shellTestHooks() {
  pageTestHooks();
  beforeAll(() => setRouteAvailability((to) => !/\/(comment|scroll-board)$/.test(to)));
}

/** The calls every contest page makes (the shell's), for this contest; `extra` adds or replaces handlers. */
export function contestApi(info: ContestInfo, extra: Record<string, Handler> = {}) {
  return mockApi({
    [callKey(homeCalls.getWebConfig)]: () => ({ openContestComment: false }),
    [callKey(contestCalls.getContestInfo)]: () => info,
    [callKey(contestCalls.getContestAccess)]: () => ({ access: false }),
    [callKey(contestCalls.getContestUserNotReadAnnouncement)]: () => [],
    ...extra,
  });
}
