import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Table access lives in src/data/: code elsewhere reaches it through `deps.repos` and never calls the table, writes a
 * DynamoDB expression or imports the table client itself. Tests may set up tables (their shared fixtures live in
 * functions/test/fixtures/).
 */
const TABLE_ACCESS: readonly [string, RegExp][] = [
  ['a call on the table', /\b(?:deps\.)?db\.(?:get|put|putIf|update|updateIf|delete|queryPage|queryAll|partition|indexPartition|batchGet|deletePartition|transact|transactIf|nextId|doc|tableName)\b/],
  [
    'a DynamoDB expression',
    /\b(?:KeyCondition|Update|Condition|Filter|Projection)Expression\b|ExpressionAttribute(?:Names|Values)|TransactItems|\battribute_(?:not_)?exists\(|\bif_not_exists\(|\bbegins_with\(/,
  ],
  ['the table client', /from '(?:@aws-sdk\/(?:client-dynamodb|lib-dynamodb)|(?:\.\.\/)+data\/db\.ts)'/],
];

const GROUPS_DIR = import.meta.dirname;
const SRC_DIR = resolve(GROUPS_DIR, '..');
const DATA_DIR = join(SRC_DIR, 'data');
const isTestCode = (path: string) => path.endsWith('.test.ts');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !isTestCode(path) ? [path] : [];
  });

/**
 * What under src/ may hold the table, and why (paths from src/). Everything else (groups, services, boards, jobs,
 * problem exchange, remote judging, http, domain...) is held to the rules below, a new folder too.
 */
const TABLE_HOLDERS: Record<string, string> = {
  data: 'the repositories: the one home of table access',
  'deps.ts': 'makes the table client that the repositories are bound to',
  lambda: "each function's entry names the data modules it binds (lambda/repository-modules.test.ts)",
  local: 'infrastructure: the local stack makes the table and binds every data module for the server',
  seed: 'infrastructure: writes the first-run data into a new table, before any function serves it',
};

const fromSrc = (path: string) => relative(SRC_DIR, path).split(sep).join('/');
const isUnder = (path: string, holder: string) => fromSrc(path) === holder || fromSrc(path).startsWith(`${holder}/`);
const isHeld = (path: string) => !Object.keys(TABLE_HOLDERS).some((holder) => isUnder(path, holder));
const HELD_SOURCES = sources(SRC_DIR).filter(isHeld);

const findings = (text: string): string[] =>
  text.split('\n').flatMap((line, i) => {
    if (/^\s*import type /.test(line)) return [];
    return TABLE_ACCESS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${i + 1}: ${what}: ${line.trim()}`);
  });

/** The group (top folder under groups/) that a path lies in, if any. */
const groupOf = (path: string) => {
  const rel = relative(GROUPS_DIR, path);
  return rel.startsWith('..') || !rel.includes(sep) ? undefined : rel.split(sep)[0];
};

/** Imports from a group's file into another group's folder: what two groups share belongs in src/services/. */
const otherGroupImports = (path: string, text: string): string[] =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].flatMap((match) => {
    const spec = match[1]!;
    const own = groupOf(path);
    const target = groupOf(resolve(dirname(path), spec));
    return own && target && target !== own ? [spec] : [];
  });

describe('code outside src/data reaches the table only through it', () => {
  it('finds each kind of table access', () => {
    expect(findings('const x = await deps.db.get(contestKey(1));')).toHaveLength(1);
    expect(findings("  await db.transact([{ Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }]);")).toHaveLength(2);
    expect(findings("import { setFields } from '../../data/db.ts';")).toHaveLength(1);
    expect(findings("import type { Db } from '../../data/db.ts';\nawait getContest(deps.db, cid);")).toEqual([]);
  });

  it('holds groups, services, boards, jobs and the problem exchange; seed and local build the table', () => {
    for (const path of ['groups/contest/routes.ts', 'services/contest/save-contest.ts', 'boards/rebuild.ts', 'jobs/user-jobs/runner.ts', 'problem-exchange/import-drafts.ts', 'remote-judge/any.ts']) {
      expect(isHeld(join(SRC_DIR, path)), path).toBe(true);
    }
    for (const path of ['data/users.ts', 'seed/seed.ts', 'local/stack.ts', 'lambda/judge.ts']) expect(isHeld(join(SRC_DIR, path)), path).toBe(false);
  });

  it('no source file outside src/data and the table holders touches the table', () => {
    const offenders = HELD_SOURCES.flatMap((path) => findings(readFileSync(path, 'utf8')).map((f) => `${fromSrc(path)}:${f}`));
    expect(offenders).toEqual([]);
  });
});

describe('groups share code only through src/services', () => {
  it('no group source file imports another group', () => {
    const inContest = join(GROUPS_DIR, 'contest', 'routes.ts');
    expect(otherGroupImports(inContest, "import { x } from '../judge/submit.ts';\nimport type { Y } from '../../services/contest/load-contest.ts';\nimport { z } from './print.ts';")).toEqual([
      '../judge/submit.ts',
    ]);
    const offenders = sources(GROUPS_DIR).flatMap((path) => otherGroupImports(path, readFileSync(path, 'utf8')).map((spec) => `${relative(GROUPS_DIR, path)}: ${spec}`));
    expect(offenders).toEqual([]);
  });
});

/**
 * Routes, services, boards and jobs reach the table through the repositories (`deps.repos.users.getUser(uid)`), so a
 * test can hand them fakes: they never hold the table (`deps.db`, a `Db` parameter) nor import a value from src/data/
 * (types may).
 */
const tableHandles = (path: string, text: string): string[] => {
  const held = text.split('\n').flatMap((line, i) => (/\bdeps\.db\b|\bDeps\['db'\]|\bDataDeps\['db'\]|:\s*Db\b/.test(line) ? [`${i + 1}: the table: ${line.trim()}`] : []));
  const imported = [...text.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/gms)].flatMap(([, typeOnly, names, spec]) => {
    if (typeOnly || !resolve(dirname(path), spec!).startsWith(DATA_DIR + sep)) return [];
    const values = /^\{([^}]*)\}$/.test(names!.trim())
      ? names!
          .replace(/[{}]/g, '')
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
      : [names!.trim()];
    return values.length ? [`imports ${values.join(', ')} from ${spec}`] : [];
  });
  return [...held, ...imported];
};

describe('code outside src/data reaches the table only through deps.repos', () => {
  it('finds each way of holding the table', () => {
    const inGroup = join(GROUPS_DIR, 'message', 'user-messages.ts');
    expect(tableHandles(inGroup, 'await getUser(deps.db, uid);')).toHaveLength(1);
    expect(tableHandles(inGroup, 'export async function f(db: Db, uid: string) {}')).toHaveLength(1);
    expect(tableHandles(inGroup, "import { getUser, type UserItem } from '../../data/users.ts';")).toEqual(['imports getUser from ../../data/users.ts']);
    expect(tableHandles(inGroup, "import * as users from '../../data/users.ts';")).toHaveLength(1);
    expect(
      tableHandles(
        inGroup,
        "import type { Repositories } from '../../data/repositories.ts';\nimport { type ProblemSummary } from '../../data/problems.ts';\nimport { canView } from '../../domain/problems.ts';\nawait deps.repos.users.getUser(uid);",
      ),
    ).toEqual([]);
  });

  it('no source file outside src/data and the table holders holds the table or imports a value from src/data', () => {
    const offenders = HELD_SOURCES.flatMap((path) => tableHandles(path, readFileSync(path, 'utf8')).map((f) => `${fromSrc(path)}: ${f}`));
    expect(offenders).toEqual([]);
  });

  it('every table holder still holds the table (a holder that no longer does leaves the list)', () => {
    const holds = (path: string) => {
      const text = readFileSync(path, 'utf8');
      return findings(text).length + tableHandles(path, text).length > 0;
    };
    const idle = Object.keys(TABLE_HOLDERS).filter((holder) => !sources(SRC_DIR).some((path) => isUnder(path, holder) && holds(path)));
    expect(idle).toEqual([]);
  });
});
