/**
 * Rules for the names people see: usernames, nicknames, schools. Text is normalised with NFKC (full-width and
 * mathematical letters become plain ones), then refused when it hides something from the reader.
 */

/**
 * Control (Cc) and format (Cf) characters: NUL, zero-width spaces and joiners, bidi overrides and isolates,
 * the soft hyphen, the byte order mark; lone surrogates (Cs, which only a malformed string has); line and
 * paragraph separators; and the letters that draw nothing (Hangul fillers, the blank Braille pattern).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasHiddenCharacters(text: string) {
  return HIDDEN.test(text);
}

/** Names only the site may appear under: its roles and the words that claim to speak for it. */
export const RESERVED_USERNAMES = ['root', 'admin', 'administrator', 'problem_admin', 'sysadmin', 'superadmin', 'system', 'moderator', 'judge', 'support', 'official'] as const;

/** Letters and digits other scripts draw like a Latin letter, by the letter they are read as. */
const LOOKALIKES: Record<string, string> = {
  a: 'аАαΑ',
  b: 'ВЬьΒ',
  c: 'сСϲϹ',
  d: 'ԁ',
  e: 'еЕёЁΕ',
  h: 'һНΗ',
  // i, l, 1, I and | are told apart by font alone; one class for all of them.
  l: 'iIı1|ǀіІӀιΙ',
  j: 'јЈ',
  k: 'кКκΚ',
  m: 'мМΜ',
  n: 'Ν',
  o: '0оОοΟ',
  p: 'рРρΡ',
  q: 'ԛ',
  r: 'г',
  s: 'ѕЅ',
  t: 'тТΤ',
  u: 'υ',
  v: 'ν',
  w: 'ԝѡ',
  x: 'хХχΧ',
  y: 'уУΥ',
  z: 'Ζ',
};
const READ_AS = new Map(Object.entries(LOOKALIKES).flatMap(([latin, others]) => [...others].map((c) => [c, latin] as const)));
/** Letter pairs that pass for one letter at a glance. */
const PAIRS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/cl/g, 'd'],
  [/vv/g, 'w'],
];

/**
 * What a name looks like, for comparing names only: NFKC, diacritics dropped, look-alike letters and digits
 * replaced by the Latin letter they pass for, lower case, look-alike pairs joined.
 */
export function nameSkeleton(name: string): string {
  const readAs = (s: string) => [...s].map((c) => READ_AS.get(c) ?? c).join('');
  const bare = name.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '');
  // Capitals first (Cyrillic В passes for B, its lower case в does not), then what lower-casing gives.
  const latin = readAs(readAs(bare).toLowerCase());
  return PAIRS.reduce((s, [pair, letter]) => s.replace(pair, letter), latin);
}

const RESERVED_SKELETONS = new Set(RESERVED_USERNAMES.map(nameSkeleton));

/** A reserved name, or one that looks like it (`rооt` in Cyrillic, `r00t`, `ADMlN`). */
export function looksReserved(username: string) {
  return RESERVED_SKELETONS.has(nameSkeleton(username));
}
