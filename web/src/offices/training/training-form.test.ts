import { TRAINING_RANK_MAX } from '@oj/shared/schemas/training';
import { describe, expect, test } from 'vitest';
import { checkTrainingForm, EMPTY_TRAINING_FORM, formOfTraining, trainingBody, type TrainingForm } from './training-form.ts';

const filled: TrainingForm = { ...EMPTY_TRAINING_FORM, title: 'Graphs', description: 'Walk them', rank: 5, categoryId: 2 };

describe('the training form', () => {
  test('each missing field reads "<field> is required"', () => {
    expect(checkTrainingForm({ ...EMPTY_TRAINING_FORM, rank: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      rank: 'Rank is required',
      categoryId: 'Category is required',
    });
    expect(checkTrainingForm(filled)).toEqual({});
  });

  test('rank 0 to 2147483647, whole numbers only', () => {
    expect(checkTrainingForm({ ...filled, rank: 0 })).toEqual({});
    expect(checkTrainingForm({ ...filled, rank: TRAINING_RANK_MAX })).toEqual({});
    expect(checkTrainingForm({ ...filled, rank: TRAINING_RANK_MAX + 1 }).rank).toBe('Rank must be between 0 and 2147483647');
    expect(checkTrainingForm({ ...filled, rank: -1 }).rank).toBe('Rank must be between 0 and 2147483647');
    expect(checkTrainingForm({ ...filled, rank: 1.5 }).rank).toBe('Rank must be a whole number');
  });

  test('a private training needs its password; a public one sends none', () => {
    expect(checkTrainingForm({ ...filled, auth: 'Private' })).toEqual({ privatePwd: 'Password is required' });
    expect(checkTrainingForm({ ...filled, auth: 'Private', privatePwd: 'pw' })).toEqual({});
    expect(trainingBody({ ...filled, privatePwd: 'left over' }).training.privatePwd).toBe('');
  });

  test('the body: the training and its category by id; editing keeps the id', () => {
    expect(trainingBody(filled)).toEqual({
      training: { title: 'Graphs', description: 'Walk them', rank: 5, auth: 'Public', privatePwd: '', status: true },
      trainingCategory: { id: 2 },
    });
    const edited = formOfTraining(
      { id: 9, title: 'T', description: 'D', author: 'root', auth: 'Private', privatePwd: 'pw', status: false, rank: 1, isGroup: false, gid: null, gmtCreate: '', gmtModified: '' },
      { id: 3, name: 'C', color: '#000', gid: null, gmtCreate: '', gmtModified: '' },
    );
    expect(trainingBody(edited)).toEqual({
      training: { id: 9, title: 'T', description: 'D', rank: 1, auth: 'Private', privatePwd: 'pw', status: false },
      trainingCategory: { id: 3 },
    });
  });
});
