import { describe, expect, test } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time.ts';

describe('the date-time picker values', () => {
  test('local minutes to ISO and back; unset or unreadable values are null', () => {
    const local = '2026-11-02T08:30';
    expect(fromLocalInput(local)).toBe(new Date(local).toISOString());
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('garbage')).toBe('');
  });
});
