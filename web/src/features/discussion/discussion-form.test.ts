import { describe, expect, test } from 'vitest';
import { emptyDiscussionForm, formProblem, mayDelete, mayEdit, titleToSend } from './discussion-form.ts';
import { reportProblem } from './report-rules.ts';

const valid = { ...emptyDiscussionForm(), title: 'Two pointers', description: 'A note', categoryId: 1, content: '# Hi' };

describe('the discussion form (spec 001 section 5)', () => {
  test('each field is required, in the form order', () => {
    expect(formProblem(emptyDiscussionForm(), '')).toEqual({ field: 'title', kind: 'required' });
    expect(formProblem({ ...valid, description: '  ' }, valid.title)).toEqual({ field: 'description', kind: 'required' });
    expect(formProblem({ ...valid, categoryId: null }, valid.title)).toEqual({ field: 'category', kind: 'required' });
    expect(formProblem({ ...valid, content: '\n' }, valid.title)).toEqual({ field: 'content', kind: 'required' });
    expect(formProblem(valid, valid.title)).toBeNull();
  });

  test('title and description at most 255 characters, content at most 65535', () => {
    expect(formProblem(valid, 'x'.repeat(256))).toEqual({ field: 'title', kind: 'tooLong', max: 255 });
    expect(formProblem(valid, 'x'.repeat(255))).toBeNull();
    expect(formProblem({ ...valid, description: 'x'.repeat(256) }, valid.title)).toEqual({ field: 'description', kind: 'tooLong', max: 255 });
    expect(formProblem({ ...valid, content: 'x'.repeat(65_536) }, valid.title)).toEqual({ field: 'content', kind: 'tooLong', max: 65_535 });
  });

  test('a new problem discussion is titled with the problem id in brackets; an edit keeps its title', () => {
    expect(titleToSend(' Hint ', '1001', true)).toBe('[1001] Hint');
    expect(titleToSend('[1001] Hint', '1001', false)).toBe('[1001] Hint');
    expect(titleToSend('General', null, true)).toBe('General');
  });

  test('the author and the super admin edit; the author and admins delete; nobody else', () => {
    const user = (uid: string, roleList: string[]) => ({ uid, roleList }) as never;
    const cases = [user('a', ['default_user']), user('b', ['default_user']), user('b', ['admin']), user('b', ['root']), null];
    expect(cases.map((u) => mayEdit({ uid: 'a' }, u))).toEqual([true, false, false, true, false]);
    expect(cases.map((u) => mayDelete({ uid: 'a' }, u))).toEqual([true, false, true, true, false]);
  });
});

describe('reports', () => {
  test('a tag or a reason is needed; the reason holds 200 characters at most', () => {
    expect(reportProblem([], ' ')).toBe('empty');
    expect(reportProblem(['Plagiarism'], '')).toBeNull();
    expect(reportProblem([], 'rude')).toBeNull();
    expect(reportProblem([], 'x'.repeat(201))).toBe('tooLong');
  });
});
