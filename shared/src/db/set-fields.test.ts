import { describe, expect, it } from 'vitest';
import { setFields } from './set-fields.ts';

describe('setFields', () => {
  it('sets the given fields by placeholder, leaving undefined ones alone', () => {
    expect(setFields({ title: 'A', status: undefined, topPriority: false })).toEqual({
      UpdateExpression: 'SET #f0 = :f0, #f1 = :f1',
      ExpressionAttributeNames: { '#f0': 'title', '#f1': 'topPriority' },
      ExpressionAttributeValues: { ':f0': 'A', ':f1': false },
    });
  });

  it('adds the caller’s own clauses and values', () => {
    expect(setFields({ registered: true }, { also: ['gmtCreate = if_not_exists(gmtCreate, :now)'], values: { ':now': 'T' } })).toEqual({
      UpdateExpression: 'SET #f0 = :f0, gmtCreate = if_not_exists(gmtCreate, :now)',
      ExpressionAttributeNames: { '#f0': 'registered' },
      ExpressionAttributeValues: { ':f0': true, ':now': 'T' },
    });
  });
});
