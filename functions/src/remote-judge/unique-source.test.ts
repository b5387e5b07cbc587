import { describe, expect, it } from 'vitest';
import { uniqueSource } from './unique-source.ts';

describe('uniqueSource', () => {
  it('ends the code with a comment in the language syntax', () => {
    expect(uniqueSource('int main(){}', 'C++', 'n1')).toBe('int main(){}\n// n1\n');
    expect(uniqueSource('print(1)\n', 'Python3', 'n1')).toBe('print(1)\n# n1\n');
    expect(uniqueSource('class Main {}\n', 'Java', 'n1')).toBe('class Main {}\n// n1\n');
  });

  it('differs between two calls', () => {
    expect(uniqueSource('x', 'C')).not.toBe(uniqueSource('x', 'C'));
  });
});
