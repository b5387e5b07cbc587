import type { GroupDef, Method } from '../../functions/src/http/route.ts';

/**
 * The HTTP APIs the routes are split over, by path prefix (the first that matches), so that no API comes near
 * the 300-routes-per-API quota: the whole reference call surface is about 270 calls, 84 of them under
 * /api/admin/ and 58 under /api/group/. CloudFront sends each prefix to its own API.
 */
export const API_PARTS = [
  { name: 'Admin', prefix: '/api/admin/' },
  { name: 'Group', prefix: '/api/group/' },
  { name: 'Main', prefix: '/api/' },
] as const;
export type ApiPart = (typeof API_PARTS)[number]['name'];

export function apiPartOf(path: string): ApiPart | undefined {
  return API_PARTS.find((p) => path.startsWith(p.prefix))?.name;
}

export interface RouteEntry {
  group: string;
  method: Method;
  path: string;
  /** The HTTP API route key, e.g. `GET /api/get-website-config`. */
  key: string;
  /** The HTTP API that serves it. */
  api: ApiPart;
}

/**
 * Every HTTP API route of every group. Fails with a clear message on a duplicate key (two groups would
 * fight over one route) or when one API's count exceeds the account's HTTP API route quota.
 */
export function routeEntries(groups: readonly GroupDef[], maxRoutes: number): RouteEntry[] {
  const seen = new Map<string, string>();
  const entries: RouteEntry[] = [];
  for (const group of groups) {
    for (const route of group.routes) {
      const api = apiPartOf(route.path);
      if (!api) throw new Error(`Route ${route.method} ${route.path} of group ${group.name} is not under /api/`);
      const key = `${route.method} ${route.path}`;
      const owner = seen.get(key);
      if (owner) throw new Error(`Route ${key} is declared by both group ${owner} and group ${group.name}`);
      seen.set(key, group.name);
      entries.push({ group: group.name, method: route.method, path: route.path, key, api });
    }
  }
  for (const { name, prefix } of API_PARTS) {
    const count = entries.filter((e) => e.api === name).length;
    if (count > maxRoutes) {
      throw new Error(
        `The groups declare ${count} routes for the ${name} HTTP API (${prefix}*), above the quota of ${maxRoutes}. ` +
          'Ask AWS to raise "Routes per API" for API Gateway and set the new value with -c oj:maxRoutes=N, or split the prefix (infra/lib/routes.ts).',
      );
    }
  }
  return entries;
}
