import { describe, expect, it } from 'vitest';
import { checkImportRow, checkImportRows, importGender, parseCsv } from './user-import.ts';

const problemsOf = (cells: string[]) => checkImportRow(cells, 1).problems.map((p) => [p.field, p.message]);

describe('one import row', () => {
  it('reads the seven columns in the reference order, optional ones left out when empty', () => {
    expect(checkImportRow(['  ann ', 'secret1', 'Ann@Example.com', 'Ann Lee', 'female', 'annie', 'MIT'], 3)).toEqual({
      row: 3,
      user: { username: 'ann', password: 'secret1', email: 'Ann@Example.com', realname: 'Ann Lee', gender: 'female', nickname: 'annie', school: 'MIT' },
      problems: [],
    });
    expect(checkImportRow(['bob', 'secret1', '', ' ', ''], 1).user).toEqual({ username: 'bob', password: 'secret1', gender: 'secrecy' });
    expect(checkImportRow(['cat', 'secret1'], 1).user).toEqual({ username: 'cat', password: 'secret1', gender: 'secrecy' });
  });

  it.each([
    ['male', 'male'],
    ['MALE', 'male'],
    ['0', 'male'],
    ['female', 'female'],
    [' Female ', 'female'],
    ['1', 'female'],
    ['', 'secrecy'],
    ['2', 'secrecy'],
    ['man', 'secrecy'],
    [undefined, 'secrecy'],
  ])('gender %j is %s', (cell, gender) => {
    expect(importGender(cell)).toBe(gender);
  });

  it.each([
    [['', 'secret1'], [['username', 'Username_Check_Required']]],
    [['a'.repeat(21), 'secret1'], [['username', 'Username_Check_Max']]],
    [['a b', 'secret1'], [['username', 'The username may not contain spaces or the characters < > " \' & / \\']]],
    [['a\u200bb', 'secret1'], [['username', 'The username may not contain control, invisible or formatting characters']]],
    [['admin', 'secret1'], [['username', 'The username is reserved or looks like a reserved name']]],
    [['ann', ''], [['password', 'Password_Check_Required']]],
    [['ann', '12345'], [['password', 'Password_Check_Between']]],
    [['ann', 'x'.repeat(21)], [['password', 'Password_Check_Between']]],
    [['ann', 'secret1', 'not-an-email'], [['email', 'Email_Check_Format']]],
    [['ann', 'secret1', '', 'r'.repeat(51)], [['realname', 'The real name must be at most 50 characters']]],
    [['ann', 'secret1', '', '', '', 'n'.repeat(21)], [['nickname', 'The nickname must be at most 20 characters']]],
    [['ann', 'secret1', '', '', '', '', 's'.repeat(101)], [['school', 'The school must be at most 100 characters']]],
    [['ann', 'secret1', '', '', '', '', '', 'extra'], [['row', 'A row has at most seven columns']]],
    [
      ['', '1', 'x@'],
      [
        ['username', 'Username_Check_Required'],
        ['password', 'Password_Check_Between'],
        ['email', 'Email_Check_Format'],
      ],
    ],
  ])('%j is refused: %j', (cells, expected) => {
    expect(problemsOf(cells)).toEqual(expected);
    expect(checkImportRow(cells, 1).user).toBeUndefined();
  });

  it('accepts empty columns past the seventh (a spreadsheet that saved trailing commas)', () => {
    expect(problemsOf(['ann', 'secret1', '', '', '', '', '', '', ''])).toEqual([]);
  });

  it('normalises the username like registration does (NFKC, trimmed)', () => {
    expect(checkImportRow(['ｕｓｅｒ１', 'secret1'], 1).user?.username).toBe('user1');
  });
});

describe('a whole file', () => {
  it('reports usernames and emails given twice, case-insensitively, keeping the first row', () => {
    const rows = checkImportRows([
      ['ann', 'secret1', 'a@x.org'],
      ['bob', 'secret1', 'b@x.org'],
      ['ANN', 'secret1', 'c@x.org'],
      ['cat', 'secret1', 'B@X.org'],
      ['Ann', 'secret1', 'A@x.org'],
      ['dan', 'x'],
    ]);
    expect(rows.map((r) => Boolean(r.user))).toEqual([true, true, false, false, false, false]);
    expect(rows.flatMap((r) => r.problems)).toEqual([
      { row: 3, username: 'ANN', field: 'username', message: 'The username appears more than once in the file' },
      { row: 4, username: 'cat', field: 'email', message: 'The email appears more than once in the file' },
      { row: 5, username: 'Ann', field: 'username', message: 'The username appears more than once in the file' },
      { row: 5, username: 'Ann', field: 'email', message: 'The email appears more than once in the file' },
      { row: 6, username: 'dan', field: 'password', message: 'Password_Check_Between' },
    ]);
  });

  it('does not count a refused row as the first holder of a name', () => {
    const rows = checkImportRows([
      ['eve', '1'],
      ['eve', 'secret1'],
    ]);
    expect(rows[1]).toMatchObject({ user: { username: 'eve' }, problems: [] });
  });
});

describe('CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF, a BOM and skips blank lines', () => {
    const text = '\uFEFFann,"se,cret",a@x.org\r\n\r\n"b""ob",pw123456,,"line\nbreak"\ncat,pw123456\n   \n';
    expect(parseCsv(text)).toEqual([
      ['ann', 'se,cret', 'a@x.org'],
      ['b"ob', 'pw123456', '', 'line\nbreak'],
      ['cat', 'pw123456'],
    ]);
  });

  it('keeps a last row without a line break and an empty last cell', () => {
    expect(parseCsv('a,b\nc,')).toEqual([
      ['a', 'b'],
      ['c', ''],
    ]);
  });
});
