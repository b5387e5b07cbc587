import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import type { GroupDef, RouteDef } from '../../functions/src/http/route.ts';
import { readConfig } from '../lib/config.ts';
import { routeEntries } from '../lib/routes.ts';

describe('route table', () => {
  const route = (method: RouteDef['method'], path: string) => ({ method, path }) as RouteDef;
  const group = (name: string, ...routes: RouteDef[]): GroupDef => ({ name, routes, table: 'read' });

  it('keys routes by method and exact path', () => {
    expect(routeEntries([group('a', route('GET', '/api/x'), route('ANY', '/api/y'))], 300).map((r) => r.key)).toEqual(['GET /api/x', 'ANY /api/y']);
  });

  it('puts each route in the HTTP API of its longest prefix', () => {
    const paths = ['/api/admin/user', '/api/group/get-group-detail', '/api/get-group-list', '/api/administrate', '/api/file/x'];
    expect(routeEntries([group('a', ...paths.map((p) => route('GET', p)))], 300).map((r) => r.api)).toEqual(['Admin', 'Group', 'Main', 'Main', 'Main']);
  });

  it('refuses a route claimed by two groups', () => {
    expect(() => routeEntries([group('a', route('GET', '/api/x')), group('b', route('GET', '/api/x'))], 300)).toThrow(/both group a and group b/);
  });

  it('refuses paths outside /api/', () => {
    expect(() => routeEntries([group('a', route('GET', '/x'))], 300)).toThrow(/not under \/api\//);
  });

  it('counts the quota per HTTP API, and names it and how to raise it', () => {
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => route('GET', `${prefix}r${i}`));
    expect(routeEntries([group('a', ...many('/api/', 300), ...many('/api/admin/', 300), ...many('/api/group/', 300))], 300)).toHaveLength(900);
    expect(() => routeEntries([group('a', ...many('/api/admin/', 301))], 300)).toThrow(/301 routes for the Admin HTTP API \(\/api\/admin\/\*\), above the quota of 300.*oj:maxRoutes/);
  });
});

describe('config', () => {
  const config = (context: Record<string, unknown>) => readConfig(new App({ context }).node);

  it('parses command-line strings', () => {
    expect(config({ 'oj:deletionProtection': 'false', 'oj:judgeMaxTasks': '12' })).toMatchObject({ deletionProtection: false, judgeMaxTasks: 12 });
  });

  it('rejects bad values with the key in the message', () => {
    expect(() => config({ 'oj:judgeArch': 'sparc' })).toThrow(/oj:judgeArch/);
    expect(config({ 'oj:judgeMaxTasks': '400' }).judgeMaxTasks).toBe(400);
    expect(() => config({ 'oj:judgeMaxTasks': '1001' })).toThrow(/oj:judgeMaxTasks/);
    expect(() => config({ 'oj:domainName': 'oj.example.edu' })).toThrow(/oj:certificateArn/);
  });
});
