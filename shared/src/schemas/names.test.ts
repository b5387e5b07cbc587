import { describe, expect, it } from 'vitest';
import { ChangeUserInfoBody, RegisterBody, ResetPasswordBody } from './account.ts';
import { looksReserved, nameSkeleton, RESERVED_USERNAMES } from './names.ts';

const register = (username: string) => RegisterBody.safeParse({ username, password: 'secret1', email: 'a@example.com', code: '123456' });
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

const HIDDEN = 'The username may not contain control, invisible or formatting characters';
const RESERVED = 'The username is reserved or looks like a reserved name';

describe('usernames', () => {
  it.each([
    ['NUL', 'ali\u0000ce', HIDDEN],
    ['a tab (control)', 'ali\tce', HIDDEN],
    ['DEL (control)', 'alice\u007f', HIDDEN],
    ['a lone high surrogate', 'alice\ud800', HIDDEN],
    ['a lone low surrogate', '\udc00alice', HIDDEN],
    ['a zero-width space', 'ali\u200bce', HIDDEN],
    ['a zero-width joiner', 'ali\u200dce', HIDDEN],
    ['a right-to-left override', 'ali\u202ece', HIDDEN],
    ['a left-to-right isolate', '\u2066alice', HIDDEN],
    ['a right-to-left mark', 'alice\u200f', HIDDEN],
    ['a soft hyphen', 'ali\u00adce', HIDDEN],
    ['a byte order mark inside', 'ali\ufeffce', HIDDEN],
    ['a Hangul filler', 'ali\u3164ce', HIDDEN],
    ['a line separator', 'ali\u2028ce', HIDDEN],
    ['root in Cyrillic o', 'r\u043e\u043et', RESERVED],
    ['root in Greek omicron', 'r\u03bf\u03bft', RESERVED],
    ['root with zeros', 'r00t', RESERVED],
    ['root in full-width letters', '\uff52\uff4f\uff4f\uff54', RESERVED],
    ['root in mathematical bold', '\u{1d42b}\u{1d428}\u{1d428}\u{1d42d}', RESERVED],
    ['root with a combining dot', 'ro\u0307ot', RESERVED],
    ['admin in capitals with a digit one', 'ADM1N', RESERVED],
    ['admin with a Cyrillic a and a capital I', '\u0430dmIn', RESERVED],
    ['admin with rn for m', 'adrnin', RESERVED],
    ['system with a Cyrillic s and e', '\u0455yst\u0435m', RESERVED],
    ['the reserved name itself', 'Admin', RESERVED],
    ['a space', 'ali ce', 'The username may not contain spaces or the characters < > " \' & / \\'],
  ])('refuses %s', (_what, username, msg) => {
    expect(firstMessage(register(username))).toBe(msg);
  });

  it.each([
    ['plain Latin', 'alice', 'alice'],
    ['Cyrillic that looks like no reserved name', 'иван', 'иван'],
    ['Chinese', '张三', '张三'],
    ['full-width letters, normalised', '\uff41\uff4c\uff49\uff43\uff45', 'alice'],
    ['a name that contains a reserved one', 'rootbeer', 'rootbeer'],
    ['an emoji', 'alice🙂', 'alice🙂'],
  ])('accepts %s', (_what, username, stored) => {
    const parsed = register(username);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.username).toBe(stored);
  });

  it('lets reserved names reset their password (only new usernames are checked against the list)', () => {
    expect(ResetPasswordBody.safeParse({ username: 'root', password: 'secret1', code: 'abc' }).success).toBe(true);
  });

  it('reads every reserved name as reserved, and look-alike letters as the Latin letter', () => {
    for (const name of RESERVED_USERNAMES) expect(looksReserved(name.toUpperCase())).toBe(true);
    expect(nameSkeleton('р\u0430ss')).toBe(nameSkeleton('pass'));
    expect(nameSkeleton('alice')).not.toBe(nameSkeleton('bob'));
  });
});

describe('nicknames, real names and schools', () => {
  it.each([
    ['nickname', 'Pro\u200b', 'The nickname may not contain control, invisible or formatting characters'],
    ['nickname', '\u202eorP', 'The nickname may not contain control, invisible or formatting characters'],
    ['nickname', 'Pro\u0000', 'The nickname may not contain control, invisible or formatting characters'],
    ['school', 'MIT\u00ad', 'The school may not contain control, invisible or formatting characters'],
    ['school', 'M\ud800IT', 'The school may not contain control, invisible or formatting characters'],
    ['realname', 'Ann\nLee', 'The real name may not contain control, invisible or formatting characters'],
  ])('refuses %s %j', (field, value, msg) => {
    expect(firstMessage(ChangeUserInfoBody.safeParse({ [field]: value }))).toBe(msg);
  });

  it('normalises them with NFKC and keeps spaces and any script', () => {
    expect(ChangeUserInfoBody.parse({ nickname: '\uff30\uff52\uff4f', school: '清华 大学', realname: 'Zoë Ångström' })).toMatchObject({
      nickname: 'Pro',
      school: '清华 大学',
      realname: 'Zoë Ångström',
    });
    // Nicknames are free text: the reserved-name rule is for usernames only.
    expect(ChangeUserInfoBody.safeParse({ nickname: 'root' }).success).toBe(true);
  });
});
