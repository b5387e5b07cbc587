import type { TrainingAuth } from '@oj/shared/db/items/training';
import { TrainingFormBody } from '@oj/shared/schemas/training';
import type { AdminTraining, Category, TrainingInput } from './api/admin-training-api.ts';

/** The training form's fields (spec 002 2.12 "Training (back office)"). */
export interface TrainingForm {
  id: number | null;
  title: string;
  description: string;
  /** Empty until typed. */
  rank: number | '';
  auth: TrainingAuth;
  privatePwd: string;
  status: boolean;
  categoryId: number | null;
}

/** The fields the API's rules name, by the form's own keys. */
export type TrainingField = 'title' | 'description' | 'rank' | 'auth' | 'privatePwd' | 'categoryId';

export const EMPTY_TRAINING_FORM: TrainingForm = { id: null, title: '', description: '', rank: 0, auth: 'Public', privatePwd: '', status: true, categoryId: null };

export function formOfTraining(training: AdminTraining, category: Category | null): TrainingForm {
  return {
    id: training.id,
    title: training.title,
    description: training.description,
    rank: training.rank,
    auth: training.auth,
    privatePwd: training.privatePwd ?? '',
    status: training.status,
    categoryId: category?.id ?? null,
  };
}

/** The body of POST/PUT /api/admin/training; a public training keeps no password. */
export function trainingBody(f: TrainingForm): TrainingInput {
  return {
    training: {
      ...(f.id ? { id: f.id } : {}),
      title: f.title,
      description: f.description,
      rank: f.rank === '' ? null : f.rank,
      auth: f.auth,
      privatePwd: f.auth === 'Public' ? '' : f.privatePwd,
      status: f.status,
    },
    trainingCategory: f.categoryId ? { id: f.categoryId } : null,
  };
}

const fieldOf = (path: readonly PropertyKey[]): TrainingField | undefined => {
  if (path[0] === 'trainingCategory') return 'categoryId';
  const name = path[1];
  return name === 'title' || name === 'description' || name === 'rank' || name === 'auth' || name === 'privatePwd' ? name : undefined;
};

/** The API's own rules (TrainingFormBody), checked before sending: the first message of each field, in English. */
export function checkTrainingForm(f: TrainingForm): Partial<Record<TrainingField, string>> {
  const checked = TrainingFormBody.safeParse(trainingBody(f));
  if (checked.success) return {};
  const errors: Partial<Record<TrainingField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
