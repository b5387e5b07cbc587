import { describe, expect, it } from 'vitest';
import { ChangePasswordBody, RegisterBody } from './account.ts';
import { pageQuery } from './common.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('account schemas', () => {
  const valid = { username: 'alice', password: 'secret1', email: 'alice@example.com', code: '123456' };

  it('accepts a valid registration and trims the text fields', () => {
    expect(RegisterBody.parse({ ...valid, username: '  alice ', email: ' alice@example.com ' })).toEqual(valid);
  });

  it.each([
    ['username', undefined, 'Username_Check_Required'],
    ['username', 'a b', 'The username may not contain spaces or the characters < > " \' & / \\'],
    ['username', '<script>', 'The username may not contain spaces or the characters < > " \' & / \\'],
    ['password', 'x'.repeat(5), 'Password_Check_Between'],
    ['email', 'a@', 'Email_Check_Format'],
    ['code', '1234567', 'Code_Check_Length'],
  ])('%s = %j gives %s', (field, value, msg) => {
    expect(firstMessage(RegisterBody.safeParse({ ...valid, [field]: value }))).toBe(msg);
  });

  it('wants a new password that differs from the current one', () => {
    expect(firstMessage(ChangePasswordBody.safeParse({ oldPassword: 'secret1', newPassword: 'secret1' }))).toBe('The new password must differ from the current one');
  });

  it('clamps pages: page at least 1, limit 1 to 100', () => {
    expect(pageQuery(15).parse({})).toEqual({ currentPage: 1, limit: 15 });
    expect(pageQuery(15).parse({ currentPage: '-3', limit: '5000' })).toEqual({ currentPage: 1, limit: 100 });
  });
});
