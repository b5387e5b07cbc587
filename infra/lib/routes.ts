import type { GroupDef, Method } from '../../functions/src/http/route.ts';

export interface RouteEntry {
  group: string;
  method: Method;
  path: string;
  /** The HTTP API route key, e.g. `GET /api/get-website-config`. */
  key: string;
}

/**
 * Every HTTP API route of every group. Fails with a clear message on a duplicate key (two groups would
 * fight over one route) or when the count exceeds the account's HTTP API route quota.
 */
export const routeEntries = (groups: readonly GroupDef[], maxRoutes: number): RouteEntry[] => {
  const seen = new Map<string, string>();
  const entries: RouteEntry[] = [];
  for (const group of groups) {
    for (const route of group.routes) {
      if (!route.path.startsWith('/api/')) throw new Error(`Route ${route.method} ${route.path} of group ${group.name} is not under /api/`);
      const key = `${route.method} ${route.path}`;
      const owner = seen.get(key);
      if (owner) throw new Error(`Route ${key} is declared by both group ${owner} and group ${group.name}`);
      seen.set(key, group.name);
      entries.push({ group: group.name, method: route.method, path: route.path, key });
    }
  }
  if (entries.length > maxRoutes) {
    throw new Error(
      `The groups declare ${entries.length} HTTP API routes, above the quota of ${maxRoutes}. ` +
        'Ask AWS to raise "Routes per API" for API Gateway and set the new value with -c oj:maxRoutes=N.',
    );
  }
  return entries;
};
