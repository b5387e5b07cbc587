// ESLint for the whole monorepo: typescript-eslint's recommended rules, React's hook rules for web, and the
// import boundaries of ARCHITECTURE.md (which package, group or feature may import which).
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * Crossings the design allows, each for its reason: [importing file or folder, imported file or folder]. Test and
 * measurement harnesses that run the whole system, never product code.
 */
const ALLOWED = [
  // The cost probe runs the judge worker in its own process, to count the requests one submission costs end to end.
  ['functions/bench', 'judge-fargate/src'],
  // The judge's SQS adapter test talks to the SQS emulator that the local stack runs.
  ['judge-fargate/src/worker/queue-poller.sqs.test.ts', 'functions/src/local/aws-emulator.ts'],
  // The browser tests start the local stack, call its API and seed it with the functions' test fixtures.
  ['web/e2e', 'functions/src/local'],
  ['web/e2e', 'functions/test'],
];

/**
 * Imports that cross a boundary without a reason in ALLOWED: [importing file, imported module], each commented with
 * what it uses, so a new one fails. None are left: keep it so (`node scripts/lint/boundary-exceptions.mjs` lists them).
 */
// boundary-exceptions:start
const EXCEPTIONS = [];
// boundary-exceptions:end

const foldersIn = (folder) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

/** Neither of two sibling folders (groups, features) imports the other. */
const siblingZones = (folders, message) => folders.flatMap((target) => folders.filter((from) => from !== target).map((from) => ({ target, from, message })));

/** One zone per (target, from) folder pair, so an exception names exactly one importing file and one imported module. */
const ZONES = [
  ...['functions', 'judge-fargate', 'infra', 'web'].map((from) => ({ target: 'shared', from, message: 'shared imports none of the other packages.' })),
  { target: 'shared', from: 'node_modules/@aws-sdk', message: 'shared imports no AWS SDK.' },
  ...['judge-fargate', 'web', 'infra'].map((from) => ({ target: 'functions', from, message: 'functions never imports judge-fargate, web or infra.' })),
  ...['functions', 'web', 'infra'].map((from) => ({ target: 'judge-fargate', from, message: 'judge-fargate never imports functions, web or infra.' })),
  ...['functions', 'judge-fargate', 'infra'].map((from) => ({ target: 'web', from, message: 'web never imports functions, judge-fargate or infra.' })),
  ...siblingZones(foldersIn('functions/src/groups'), 'A group never imports another group: shared behaviour belongs in functions/src/services.'),
  ...foldersIn('web/src/features').map((target) => ({ target, from: 'web/src/admin', message: 'A feature never imports the back office.' })),
  // The management pages that the back office and a group's tabs both host sit below both of them.
  ...['web/src/features', 'web/src/admin'].map((from) => ({ target: 'web/src/offices', from, message: 'web/src/offices imports no feature and not the back office.' })),
  ...siblingZones(foldersIn('web/src/features'), 'A feature never imports another feature: shared parts belong in web/src/components or web/src/lib.'),
];

const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/** Whether ALLOWED lets `importer` import `module` (both relative to the root). */
export function isAllowedCrossing(importer, module) {
  return ALLOWED.some(([from, to]) => within(importer, from) && within(module, to));
}

/** The zones, with the imports that `importer` (a file or folder relative to the root) may still make across them. */
const boundaries = (importer) => {
  const allowed = importer ? [...ALLOWED, ...EXCEPTIONS].filter(([from]) => within(importer, from)).map(([, module]) => module) : [];
  const zones = ZONES.map((zone) => {
    const except = importer && within(importer, zone.target) ? allowed.filter((path) => within(path, zone.from)).map((path) => relative(zone.from, path)) : [];
    return except.length ? { ...zone, except } : zone;
  });
  return ['error', { basePath: ROOT, zones }];
};

/** The boundary rule without any exception (scripts/lint/boundary-exceptions.mjs finds what crosses it). */
export const strictBoundaries = boundaries();

export default defineConfig(
  // What the .gitignore files leave out.
  { ignores: ['**/node_modules/', '**/dist/', '**/cdk.out/', '**/coverage/', '**/.data/', '**/.test-data/', 'judge-fargate/.work/', 'judge-fargate/sandbox/build/', 'web/e2e/screenshots/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // A disable comment whose problem went away (or moved to another line) fails too.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: globals.node },
    plugins: { 'import-x': importX },
    rules: {
      // A leading underscore marks a binding left unused on purpose (an omitted field, a callback's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': boundaries(),
      // Tracing and stack traces name a function declaration (scripts/lint/exported-function-declarations.mjs converts).
      // func-style's namedExports override cannot say this alone: it also rules on every non-exported function.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator:not([id.typeAnnotation]) > ArrowFunctionExpression.init',
          message: 'Export a function declaration (`export function f() {}`), not an arrow function in a const.',
        },
      ],
    },
  },
  // Folders before files, so a file's own entry (which carries its folder's allowances too) comes last.
  ...[...new Set([...ALLOWED, ...EXCEPTIONS].map(([importer]) => importer))]
    .sort((a, b) => Number(/\.\w+$/.test(a)) - Number(/\.\w+$/.test(b)))
    .map((importer) => ({ files: [/\.\w+$/.test(importer) ? importer : `${importer}/**`], rules: { 'import-x/no-restricted-paths': boundaries(importer) } })),
  {
    // Tests and benchmarks read CloudFormation templates, replies and SDK middleware as loose JSON.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['web/src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    // CloudFront Functions are plain scripts: the runtime calls the global `handler`.
    files: ['infra/cloudfront/*.js'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
);
