import { groupCalls } from '@oj/shared/api/group';
import { homeCalls } from '@oj/shared/api/home';
import { groupDetail } from '../features/group/test-group.ts';
import { callKey, mockApi, type Handler } from './page-app.tsx';

/**
 * The calls of a page inside group 7's shell: the group, the viewer's stored level there (3 member, 4 admin, 5 root)
 * and the site's settings, then the page's own `extra` (which may replace any of them).
 */
export function groupApi(auth: number, extra: Record<string, Handler>, webConfig: Record<string, unknown> = {}) {
  return mockApi({
    [callKey(groupCalls.getGroup)]: () => groupDetail(),
    [callKey(groupCalls.getGroupAuth)]: () => auth,
    [callKey(homeCalls.getWebConfig)]: () => webConfig,
    ...extra,
  });
}
