import { contracts, sentMethod, type Call } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../groups/index.ts';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('call contracts (shared/src/api) against the route table', () => {
  it('has one contract module per group, and no module without a group', () => {
    expect(Object.keys(contracts).sort()).toEqual(GROUPS.map((g) => camel(g.name)).sort());
  });

  it.each(GROUPS.map((g) => [g.name, g] as const))('%s: every route has exactly one contract with its method and path, and every contract a route', (_, group) => {
    const module: Record<string, Call> = contracts[camel(group.name) as keyof typeof contracts];
    const declared = Object.values(module).map(key);
    expect(new Set(declared).size, 'a call declared twice').toBe(declared.length);
    expect(declared.sort()).toEqual(group.routes.map(key).sort());
  });

  it('sends GET for the routes that answer any method', () => {
    const anyCalls = Object.values(contracts)
      .flatMap((m: Record<string, Call>) => Object.values(m))
      .filter((c) => c.method === 'ANY');
    expect(anyCalls.length).toBeGreaterThan(0);
    expect(new Set(anyCalls.map(sentMethod))).toEqual(new Set(['GET']));
  });
});
