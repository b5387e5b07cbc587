import { NestedStack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import type { GroupDef, RouteDef } from '../../functions/src/http/route.ts';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { MAX_STACK_RESOURCES } from '../lib/group-routes.ts';
import { synth, type SynthOptions } from './synth.ts';

/** Resource count of every stack and nested stack of the app synthesized with these groups. */
const resourceCounts = (groups: readonly GroupDef[], options: SynthOptions = {}) =>
  synth({ ...options, groups })
    .allTemplates()
    .map(({ stack, template }) => ({
      stack: NestedStack.isNestedStack(stack) ? stack.node.path : stack.stackName,
      resources: Object.keys((template.Resources ?? {}) as object).length,
    }));

const tooBig = (counts: { stack: string; resources: number }[]) =>
  counts
    .filter((c) => c.resources > MAX_STACK_RESOURCES)
    .map(
      (c) =>
        `${c.stack} has ${c.resources} resources, above ${MAX_STACK_RESOURCES} (CloudFormation refuses a stack above 500): ` +
        'move a part of it into a nested stack of its own, as infra/lib/group-routes.ts does for each group’s HTTP API routes',
    );

describe('stack size (CloudFormation allows 500 resources a stack)', () => {
  it(`keeps every stack and nested stack at or below ${MAX_STACK_RESOURCES} resources`, () => {
    const counts = resourceCounts(GROUPS);
    expect(tooBig(counts)).toEqual([]);
    expect(counts.filter((c) => c.stack.includes('/')).length, 'one nested stack of routes per group').toBe(GROUPS.filter((g) => g.routes.length > 0).length);
  });

  it('has room for groups to come: the group problem calls in a Lambda of their own, and as many groups again as today', () => {
    // The group problem calls, served by the admin problem Lambda today, split into a group-problem group of their own.
    const isGroupCall = (r: RouteDef) => r.path.startsWith('/api/group/');
    const split = GROUPS.flatMap((g): GroupDef[] =>
      g.name === 'admin-problem'
        ? [
            { ...g, routes: g.routes.filter((r) => !isGroupCall(r)) },
            { ...g, name: 'group-problem', routes: g.routes.filter(isGroupCall) },
          ]
        : [g],
    );
    expect(split.find((g) => g.name === 'group-problem')!.routes.length).toBeGreaterThan(0);
    // ...and as many new groups again, each with as many routes as today's busiest group, spread over the three APIs.
    const busiest = Math.max(...GROUPS.map((g) => g.routes.length));
    const prefixes = ['/api/admin/', '/api/group/', '/api/'];
    const more = GROUPS.map((_, i): GroupDef => ({
      name: `future-${i}`,
      table: 'readwrite',
      queues: ['general'],
      buckets: { testData: 'readwrite', publicFiles: 'readwrite' },
      routes: Array.from({ length: busiest }, (_, j): RouteDef => ({ method: 'POST', path: `${prefixes[j % 3]}future-${i}/call-${j}`, access: { kind: 'login' }, handler: async () => null })),
    }));
    const counts = resourceCounts([...split, ...more], { context: { 'oj:maxRoutes': 10_000 } });
    expect(tooBig(counts)).toEqual([]);
    expect(
      counts.find((c) => c.stack.endsWith('/group-problem/Routes')),
      'group-problem routes stack',
    ).toBeDefined();
  });
});
