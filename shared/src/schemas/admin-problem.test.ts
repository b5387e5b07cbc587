import { describe, expect, it } from 'vitest';
import { CompileBody, UploadedCase } from './admin-problem.ts';

describe('file names of the problem form', () => {
  it.each(['.', '..', '...'])('refuses %s', (name) => {
    const parsed = UploadedCase.safeParse({ input: name, output: '1.out' });
    expect(parsed.success ? 'accepted' : parsed.error.issues[0]!.message).toBe('A file name cannot be only dots');
  });

  it.each(['1.in', '.hidden.in', 'a..b'])('takes %s', (name) => {
    expect(UploadedCase.safeParse({ input: name, output: '1.out' }).success).toBe(true);
  });
});

describe('special judge compile body', () => {
  const body = { code: 'int main(){}', language: 'C++' };
  it('takes extra files as the reference form sends them: null for none, or an object of name to text', () => {
    expect(CompileBody.parse({ ...body, extraFiles: null }).extraFiles).toEqual({});
    expect(CompileBody.parse({ ...body, extraFiles: { 'a.h': 'x' } }).extraFiles).toEqual({ 'a.h': 'x' });
    expect(CompileBody.parse(body).extraFiles).toEqual({});
  });

  it('refuses extra files that are not name to text', () => {
    expect(CompileBody.safeParse({ ...body, extraFiles: { 'a.h': 1 } }).success).toBe(false);
  });
});
