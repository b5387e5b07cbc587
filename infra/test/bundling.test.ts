import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { REPO_ROOT, synth } from './synth.ts';

/** Lambda asset folders of a synthesized stack, by the function's logical id. */
const lambdaAssets = (s: ReturnType<typeof synth>, stackName: string) => {
  const artifact = s.assembly.getStackByName(stackName);
  const functions = Object.entries(artifact.template.Resources as Record<string, { Type: string; Properties: any }>).filter(([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.Code.S3Key);
  return functions.map(([id, r]) => ({ id, dir: join(s.assembly.directory, `asset.${String(r.Properties.Code.S3Key).replace(/\.zip$/, '')}`) }));
};

/** The packages a bundle imports at run time: the AWS SDK clients only (the Lambda runtime has them). */
const runtimeImports = (bundle: string): string[] => {
  const statements = bundle.matchAll(/\bimport\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+)?\s*(?:,\s*\{[^}]*\})?\s*from\s*"([^"]+)"/g);
  return [
    ...new Set(
      [...statements].map((m) =>
        m[1]!
          .split('/')
          .slice(0, m[1]!.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    ),
  ];
};

/** A node_modules with these packages and their dependencies, as the Lambda runtime provides the SDK. */
const runtimeNodeModules = (packages: string[]): string => {
  const root = join(mkdtempSync(join(tmpdir(), 'oj-runtime-')), 'node_modules');
  const visit = (name: string) => {
    const target = join(root, name);
    if (existsSync(target)) return;
    const source = join(REPO_ROOT, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(source, target);
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    Object.keys(manifest.dependencies ?? {}).forEach(visit);
  };
  packages.forEach(visit);
  return root;
};

/**
 * Bundles over 400 KB, and why: zod's classic API (about 190 KB) is in every one; the captcha draws its
 * glyphs with opentype.js (about 145 KB), uploads are sniffed with file-type (about 60 KB with its
 * readers) and accepted code is packed by yazl (about 16 KB, ZIP64 for packs of any size), the admin problem group streams zips with fflate, and the admin contest group carries the admin
 * problem form (its schema and save path) for problems made from a contest; the judge group carries the contest,
 * training and exam scopes of the submit call (301 KB with the exam's); the problem exchange group carries the admin
 * problem form's save path plus the import formats' parsers: yaml (Hydro), fast-xml-parser (FPS, Polygon) and
 * file-type for statement pictures (587 KB). The groups that send mail (passport, admin-config) carry nodemailer
 * (about 230 KB) for the site's own SMTP server; admin-config also sniffs carousel images with file-type (596 KB).
 * The user batch group writes the generated accounts' spreadsheet with write-excel-file and fflate (357 KB).
 * The admin problem group also serves the group problem calls and their review (group access, 315 KB).
 * Groups (issue 15): the group group sniffs uploaded group avatars with file-type (352 KB); the group contest group
 * carries the back office's contest scope as the admin contest group does (308 KB); the community group serves
 * group discussions with their group access (308 KB).
 * Issue 22: the result effects' release path and the contest calls' new checks (admin contest 323 KB, group contest
 * 322 KB, contest 302 KB) and the contest locks on every problem read outside contests (judge 311 KB, problem 309 KB).
 * Issue 23: the SDK's utility packages are bundled instead of taken from the runtime (pinned at the lock file's
 * version): lib-dynamodb with util-dynamodb and the SDK core parts it needs add about 45 KB to every function that
 * reads the table (judge 355 KB, contest 345 KB), s3-request-presigner about 30 KB more to those that sign S3
 * addresses (problem 384 KB), and lib-storage too to the file group (448 KB). Powertools Logger and Metrics (the
 * observability port's adapters) add 34 KB to every function (judge 389 KB, passport 753 KB, the largest group on the
 * default budget 385 KB), and Tracer with the X-Ray SDK 117 KB more to the three that carry it, the board builder, the
 * user job runner and the clock (414, 405 and 419 KB).
 * Issue 24: the user job runner unpacks test case zips (moved off the judges), so it carries the test data service
 * and the S3 upload packages: 449 KB. Routes reach the table through repositories, bound per function from the whole
 * data modules its routes use (a module's table, src/lambda/), which esbuild cannot trim to the functions called:
 * 5 to 28 KB more (judge 419, community 415, contest 401, admin exam 402, group contest 451, admin contest 447, group
 * 445, problem 433, admin problem 441, admin training 414 KB).
 * Issue 25: the remote judge worker carries the sites' adapters (remote-judge/sites/): their HTML parser
 * (node-html-parser), the cookie jar (tough-cookie with tldts' public suffix list) and the statement converter
 * (turndown with its DOM, domino), about 1,000 KB in all; it runs off the request path. The three groups that
 * import remote problems (the bank's call in problem exchange, the contest's and the training's twins) fetch them
 * with the same adapters: problem exchange 1,234 KB, admin contest 996 KB, admin training 958 KB, back office only.
 * The import then copies the statement's pictures into the public files, sniffing each with file-type (about 45 KB
 * more where it was not yet: admin contest 1,076 KB, admin training 1,037 KB).
 */
const BUDGET_KB: Record<string, number> = {
  passport: 790,
  file: 515,
  problem: 445,
  judge: 430,
  contest: 410,
  adminproblem: 450,
  admincontest: 1100,
  problemexchange: 1250,
  adminconfig: 695,
  userbatch: 445,
  group: 455,
  groupcontest: 460,
  community: 425,
  admintraining: 1060,
  adminexam: 410,
  boardbuilder: 430,
  userjobs: 465,
  clock: 430,
  remotejudge: 1050,
};

describe('Lambda bundles (local esbuild)', () => {
  let assets: { id: string; dir: string }[];
  beforeAll(() => {
    const s = synth({ bundle: ['**'] });
    assets = [...lambdaAssets(s, s.stacks.api.stackName), ...lambdaAssets(s, s.stacks.judge.stackName)];
    // about 70 s on a quiet machine (one esbuild run per function); generous, as it shares the machine with other files
  }, 360_000);

  it('build every group, the board builder, the user job runner, the remote judge worker, the clock and the capacity function into ESM that loads with only the runtime SDK clients beside it', () => {
    expect(assets.length).toBe(GROUPS.length + 5);
    // the clock's entry is functions/src/lambda/clock.ts (infra/lib/clock.ts)
    expect(assets.filter(({ id }) => id.startsWith('clockFunction'))).toHaveLength(1);
    for (const { id, dir } of assets) {
      const imports = runtimeImports(readFileSync(join(dir, 'index.mjs'), 'utf8')).filter((name) => !isBuiltin(name));
      // the clients come from the runtime; everything else, the SDK's utility packages included, is in the bundle
      expect(
        imports.filter((name) => !name.startsWith('@aws-sdk/client-')),
        id,
      ).toEqual([]);
      // a copy outside the repository, so nothing resolves from the workspace's node_modules
      const copy = mkdtempSync(join(tmpdir(), 'oj-bundle-'));
      cpSync(dir, copy, { recursive: true });
      symlinkSync(runtimeNodeModules(imports), join(copy, 'node_modules'));
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', "const m = await import('./index.mjs'); console.log(typeof m.handler);"], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect(out.trim(), id).toBe('function');
    }
  });

  it('keep every bundle small: no SDK client, one zod locale, no font folders', () => {
    const sizes = Object.fromEntries(assets.map(({ id, dir }) => [id.replace(/Function.*$|[A-F0-9]{8}$/g, ''), Math.round(statSync(join(dir, 'index.mjs')).size / 1024)]));
    console.log('bundle sizes (KB):', sizes);
    for (const [id, kb] of Object.entries(sizes)) expect(kb, id).toBeLessThan(BUDGET_KB[id] ?? 400);
  });
});
