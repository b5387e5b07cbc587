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
 * Imports that cross a boundary today: [importing file, imported module], each commented with what it uses, so a new
 * one fails. The cross-group ones move into functions/src/services in a later step of issue 24: delete an entry when
 * its import goes (`node scripts/lint/boundary-exceptions.mjs` lists the ones that are gone).
 */
// boundary-exceptions:start
const EXCEPTIONS = [
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/adapters/dynamo-store.ts'], // JudgeStore
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/adapters/s3-test-data.ts'], // S3TestData
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/config.ts'], // loadConfig
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/judge.ts'], // createJudgePorts
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/prepare.ts'], // prepareJudge
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/worker/handle-message.ts'], // handleDeadLetter, handleFailure, handleMessage
  ['functions/bench/cost-probe.ts', 'judge-fargate/src/worker/queue-poller.ts'], // QueuePoller
  ['judge-fargate/src/worker/queue-poller.sqs.test.ts', 'functions/src/local/aws-emulator.ts'], // startAwsEmulator, AwsEmulator
  ['web/e2e/admin-user.e2e.test.ts', 'functions/test/xlsx.ts'], // readFirstSheet
  ['web/e2e/contest.e2e.test.ts', 'functions/test/fixtures/contest.ts'], // putContest
  ['web/e2e/discussion.e2e.test.ts', 'functions/test/fixtures/contest.ts'], // putContest
  ['web/e2e/global-setup.ts', 'functions/src/local/dynamo-local.ts'], // startDynamoLocal
  ['web/e2e/global-setup.ts', 'functions/test/free-port.ts'], // freePort
  ['web/e2e/harness.ts', 'functions/src/local/stack.ts'], // startLocalStack, LocalStack
  ['web/e2e/harness.ts', 'functions/test/free-port.ts'], // freePort
  ['web/e2e/scoreboard.e2e.test.ts', 'functions/test/client.ts'], // createClient
];
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

/** The zones, with the imports that `file` (relative to the root) may still make across them. */
const boundaries = (file) => {
  const allowed = EXCEPTIONS.filter(([importer]) => importer === file).map(([, module]) => module);
  const zones = ZONES.map((zone) => {
    const inZone = (path) => path === zone.from || path.startsWith(`${zone.from}/`);
    const except = file && (file === zone.target || file.startsWith(`${zone.target}/`)) ? allowed.filter(inZone).map((path) => relative(zone.from, path)) : [];
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
  ...[...new Set(EXCEPTIONS.map(([importer]) => importer))].map((file) => ({ files: [file], rules: { 'import-x/no-restricted-paths': boundaries(file) } })),
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
