import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GROUPS } from '../groups/index.ts';
import { putContest } from '../../test/fixtures/contest.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { parseRequest } from './validate.ts';

// The reference client sends ids as text ({"cid": "3"}): every numeric field of every route's query and body, found
// in the route tables, must read numeric text as the number, and refuse other text, "" and null as before.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
}
type Path = (string | number)[];
interface NumberField {
  path: Path;
  /** A number the field takes: its first literal, else 3. */
  sample: number;
}

/** The numbers a schema takes, with where (an array's through its first item). */
const numberFields = (js: JsonSchema, defs: Record<string, JsonSchema>, path: Path = [], depth = 0): NumberField[] => {
  if (depth > 6) return [];
  if (js.$ref) return numberFields(defs[js.$ref.split('/').at(-1)!] ?? {}, defs, path, depth + 1);
  const literal = [js.const, ...(js.enum ?? [])].find((v) => typeof v === 'number');
  const types = [js.type ?? []].flat();
  const own = literal !== undefined || types.includes('number') || types.includes('integer') ? [{ path, sample: literal ?? 3 }] : [];
  const nested = [
    ...Object.entries(js.properties ?? {}).flatMap(([k, v]) => numberFields(v, defs, [...path, k], depth + 1)),
    ...(js.items ? numberFields(js.items, defs, [...path, 0], depth + 1) : []),
    ...[...(js.anyOf ?? []), ...(js.oneOf ?? []), ...(js.allOf ?? [])].flatMap((b) => numberFields(b, defs, path, depth)),
  ];
  const seen = new Set<string>();
  return [...own, ...nested].filter((f) => !seen.has(JSON.stringify(f.path)) && seen.add(JSON.stringify(f.path)));
};

/** A request holding only `value` at `path`. */
const holding = (path: Path, value: unknown): unknown => {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [holding(rest, value)] : { [head!]: holding(rest, value) };
};

/** The issues a parse reports at exactly `path`, as code and message. */
const issuesAt = (parsed: z.ZodSafeParseResult<unknown>, path: Path) =>
  parsed.success ? [] : parsed.error.issues.filter((i) => JSON.stringify(i.path) === JSON.stringify(path)).map((i) => [i.code, i.message]);

const CASES = GROUPS.flatMap((group) =>
  group.routes.flatMap((route) =>
    (['query', 'body'] as const).flatMap((part) => {
      const schema = route[part];
      if (!schema) return [];
      const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
      return numberFields(js, js.$defs ?? {}).map(({ path, sample }) => ({ name: `${route.method} ${route.path} ${part}.${path.join('.')}`, schema, path, sample }));
    }),
  ),
);

describe('numbers sent as text, on every route', () => {
  it('finds the numeric fields in the route tables', () => {
    expect(CASES.length).toBeGreaterThan(300);
    expect(CASES.map((c) => c.name)).toContain('POST /api/get-user-problem-status body.cid');
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s reads the number sent as text as the number', (_, { schema, path, sample }) => {
    expect(issuesAt(parseRequest(schema, holding(path, String(sample))), path)).toEqual(issuesAt(parseRequest(schema, holding(path, sample)), path));
  });

  it('reads no "" as 0', () => {
    const zeroes = CASES.filter(({ schema, path }) => {
      const field = path.length === 1 ? (schema as Partial<z.ZodObject>).shape?.[path[0]!] : undefined;
      const parsed = field?.safeParse('');
      return parsed?.success && parsed.data === 0;
    });
    expect(zeroes.map((c) => c.name)).toEqual([]);
  });

  it('covers the fields whose schemas alone refuse text', () => {
    const refusedAlone = CASES.filter(({ schema, path, sample }) => issuesAt(schema.safeParse(holding(path, String(sample))), path).length > issuesAt(schema.safeParse(holding(path, sample)), path).length);
    expect(refusedAlone.map((c) => c.name)).toContain('POST /api/get-user-problem-status body.cid');
    expect(refusedAlone.length).toBeGreaterThan(50);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s refuses other text, "" and null as its schema does', (_, { schema, path }) => {
    for (const sent of ['abc', '', ' ', null, '3x', '0x10', '1e3'])
      expect(issuesAt(parseRequest(schema, holding(path, sent)), path), JSON.stringify(sent)).toEqual(issuesAt(schema.safeParse(holding(path, sent)), path));
  });
});

describe('the reference client on the local stack', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await putContest(t.deps.db, t.clock.now(), 3);
  });
  afterAll(() => t.cleanup());

  it("answers get-user-problem-status for a contest's problem list with cid and pids sent as text", async () => {
    const { token } = await t.register('textclient');
    const res = await t.call('POST', '/api/get-user-problem-status', { token, body: { pidList: ['1000'], isContestProblemList: true, cid: '3', containsEnd: false } });
    expect([res.status, res.body.msg]).toEqual([200, 'success']);
    expect(Object.keys(res.body.data)).toEqual(['1000']);
    const refused = await t.call('POST', '/api/get-user-problem-status', { token, body: { pidList: [1000], isContestProblemList: true, cid: 'three' } });
    expect(refused.status).toBe(400);
  });
});
