import { describe, expect, test } from 'vitest';
import { avatarProblem } from './avatar-check.ts';

describe('avatar checks before upload', () => {
  test('allows gif, jpg, jpeg, png, bmp and webp in any case', () => {
    for (const name of ['a.gif', 'a.JPG', 'a.jpeg', 'a.png', 'a.bmp', 'a.webp']) expect(avatarProblem({ name, size: 1000 })).toBeNull();
  });

  test('refuses other types and files over 2 MB', () => {
    expect(avatarProblem({ name: 'a.svg', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'png', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'a.png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ name: 'a.png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
