// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@oj/shared';
import { describe, expect, test } from 'vitest';
import en from './en-US/catalogue.json';
import zh from './zh-CN/catalogue.json';

// The contest, training, exam, community, message and back-office groups' error messages (and the markdown uploads',
// and the problem importers' refusals and warnings) reach the UI through the catalogue (lib/i18n.ts translateMessage):
// each needs an entry, or a zh-CN user reads it in English. The messages are read from the source: the groups' files,
// the problem importers, the access policy whose refusals they throw, and their request schemas.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GROUPS = [
  'contest',
  'scoreboard',
  'admin-contest',
  'file',
  'training',
  'admin-training',
  'community',
  'message',
  'exam',
  'admin-exam',
  'admin-problem',
  'admin-user',
  'user-batch',
  'admin-config',
  'problem-exchange',
  'group',
  'group-contest',
  'group-board',
  'group-training',
  'group-exam',
  'admin-problem/group-problem',
];
/**
 * The problem importers (functions/src/problem-exchange), whose refusals and warnings an import shows, and the
 * services these groups share (functions/src/services/<area>), whose refusals they pass on.
 */
const FOLDERS = ['functions/src/problem-exchange', ...['contest', 'exam', 'training', 'problem', 'community', 'group', 'upload', 'submission'].map((area) => `functions/src/services/${area}`)];
/** Of the file group, the contest's downloads (print texts, accepted code) and the markdown uploads. */
const isContestSource = (group: string, name: string) => group !== 'file' || /^(contest|ac|markdown)-/.test(name);
/**
 * The rank CSV's column titles, the role change notice's text, the test mail's body and the runtime's name are the
 * files' own text, not messages (the test mail's one refusal is in the catalogue all the same).
 */
const NOT_MESSAGES = new Set([
  'functions/src/groups/scoreboard/rank-csv.ts',
  'functions/src/groups/admin-user/role-notice.ts',
  'functions/src/groups/admin-config/email-config.ts',
  'functions/src/groups/admin-config/service-info.ts',
  'functions/src/groups/group/group-notices.ts',
]);
/** The request schemas of these groups, and the rules they check (an exam's, a contest's account rule). */
const SCHEMAS = [
  'shared/src/schemas/contest.ts',
  'shared/src/schemas/admin-contest.ts',
  'shared/src/schemas/scoreboard.ts',
  'shared/src/schemas/training.ts',
  'shared/src/schemas/community.ts',
  'shared/src/schemas/message.ts',
  'shared/src/schemas/exam.ts',
  'shared/src/schemas/admin-user.ts',
  'shared/src/schemas/user-batch.ts',
  'shared/src/schemas/admin-config.ts',
  'shared/src/schemas/problem-exchange.ts',
  'shared/src/schemas/group.ts',
  'shared/src/schemas/group-board.ts',
  'shared/src/schemas/group-contest.ts',
  'shared/src/schemas/group-training.ts',
  'shared/src/schemas/group-exam.ts',
  'shared/src/schemas/group-problem.ts',
  'shared/src/domain/exam.ts',
  'shared/src/domain/account-limit.ts',
  'shared/src/domain/testcase-zip.ts',
];
/** The access policy, whose refusals the groups throw (shared/src/domain/*-access.ts). */
const accessPolicies = () =>
  readdirSync(`${ROOT}shared/src/domain`)
    .filter((name) => name.endsWith('-access.ts'))
    .map((name) => `shared/src/domain/${name}`);

/** A folder's source files, tests and fixtures aside. */
const sourcesIn = (folder: string, keep: (name: string) => boolean = () => true) =>
  readdirSync(ROOT + folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('fixture') && keep(name))
    .map((name) => `${folder}/${name}`);

const sources = () =>
  [
    ...GROUPS.flatMap((group) => sourcesIn(`functions/src/groups/${group}`, (name) => isContestSource(group, name))),
    ...FOLDERS.flatMap((folder) => sourcesIn(folder)),
    ...SCHEMAS,
    ...accessPolicies(),
  ].filter((path) => !NOT_MESSAGES.has(path));

// Comments and string literals in source order, so a quote inside a comment starts nothing.
const TOKENS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** A language's name ("JavaScript Node", as an importer maps another judge's) is a name, not a message. */
const LANGUAGE_NAMES = new Set(LANGUAGES.map((language) => language.name));
/** A user-facing sentence: a capital letter, then a lowercase letter or a space, and more than one word. */
const isSentence = (text: string) => /^[A-Z][a-z ]/.test(text) && text.includes(' ') && !LANGUAGE_NAMES.has(text);

/** The string literals of a source that are sentences; a template's `${…}` parts stand for any value. */
const messagesOf = (source: string) =>
  [...source.matchAll(TOKENS)]
    .map(([token]) => token)
    .filter((token) => !token.startsWith('/'))
    .map((token) => token.slice(1, -1).replace(/\\(['"`\\])/g, '$1'))
    .filter(isSentence);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message matches an entry written out ("at most 5000") or with a placeholder ("{{count}}") where it carries a value. */
const matcherOf = (message: string) =>
  new RegExp(
    `^${message
      .split(/\$\{[^}]*\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
    's',
  );

describe('the contest, training, exam, community, message, back-office and problem import messages are in the catalogue', () => {
  const keys = Object.keys(en);

  test('the scan finds the messages (a change of layout would silently find none)', () => {
    const found = sources().flatMap((path) => messagesOf(readFileSync(ROOT + path, 'utf8')));
    expect(found).toContain('The scoreboard of this contest is not open to the public');
    expect(found).toContain('Wrong contest password, please enter it again');
    expect(found).toContain('Only accounts matching the contest rule may take part');
    expect(found).toContain('The display id ${displayId} is already used in this contest');
    expect(found).toContain('Enter the training password');
    expect(found).toContain('Rank must be between 0 and ${TRAINING_RANK_MAX}');
    expect(found).toContain('Your account is muted: it cannot comment');
    expect(found).toContain('The notice does not exist');
    expect(found).toContain('The exam has ended, code cannot be submitted');
    expect(found).toContain("The statement's file ${name} is not a picture and was left out");
    expect(found.length).toBeGreaterThan(100);
  });

  test.each(sources())('%s', (path) => {
    const missing = messagesOf(readFileSync(ROOT + path, 'utf8')).filter((message) => !keys.some((key) => matcherOf(message).test(key)));
    expect(missing, 'add these to locales/<language>/catalogue.json (a value as {{name}})').toEqual([]);
  });

  test('both languages have every entry (the locale test checks the rest)', () => {
    expect(Object.keys(zh).sort()).toEqual(keys.sort());
  });

  test('each value of an entry has a name of its own (they become named groups of one pattern: lib/i18n.ts)', () => {
    const repeated = keys.filter((key) => {
      const names = [...key.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      return new Set(names).size !== names.length;
    });
    expect(repeated).toEqual([]);
  });
});
