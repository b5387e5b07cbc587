import { describe, expect, it } from 'vitest';
import { UploadedCase } from './admin-problem.ts';

describe('file names of the problem form', () => {
  it.each(['.', '..', '...'])('refuses %s', (name) => {
    const parsed = UploadedCase.safeParse({ input: name, output: '1.out' });
    expect(parsed.success ? 'accepted' : parsed.error.issues[0]!.message).toBe('A file name cannot be only dots');
  });

  it.each(['1.in', '.hidden.in', 'a..b'])('takes %s', (name) => {
    expect(UploadedCase.safeParse({ input: name, output: '1.out' }).success).toBe(true);
  });
});
