import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition.ts';

describe('attachmentHeader', () => {
  it('names a plain ASCII download as it is', () => {
    expect(attachmentHeader('notes v2.html')).toBe('attachment; filename="notes v2.html"');
    expect(attachmentHeader('problem_1001_testcase.zip')).toBe('attachment; filename="problem_1001_testcase.zip"');
  });

  it('names any other download exactly for browsers that read RFC 5987 and in ASCII for the others', () => {
    expect(attachmentHeader('题解.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('题解.pdf')}`);
    expect(attachmentHeader('a "b"\\c.txt')).toBe(`attachment; filename="a _b__c.txt"; filename*=UTF-8''${encodeURIComponent('a "b"\\c.txt')}`);
    expect(attachmentHeader('tab\there.txt')).toBe(`attachment; filename="tab_here.txt"; filename*=UTF-8''tab%09here.txt`);
  });
});
