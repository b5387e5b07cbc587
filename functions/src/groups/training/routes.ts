import { toPage } from '@oj/shared';
import { trainingCalls } from '@oj/shared/api/training';
import { RegisterTrainingBody, TidQuery, TrainingListQuery, TrainingRankQuery } from '@oj/shared/schemas/training';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, route, type GroupDef } from '../../http/route.ts';
import { titleOrAuthorMatches } from '../../domain/problem-sets.ts';
import { problemRows } from '../../services/problem/problem-rows.ts';
import { enterTraining, loadTraining } from '../../services/training/load-training.ts';
import { trainingRankPage } from './rank.ts';
import { categoryView, trainingView } from '../../services/training/training-views.ts';

export const trainingRoutes = [
  route(trainingCalls.getTrainingCategory, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    sameForSignedIn: true,
    handler: async ({ deps }) => (await deps.repos.trainings.allTrainingCategories()).filter((c) => c.gid === null).map(categoryView),
  }),
  route(trainingCalls.getTrainingList, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    query: TrainingListQuery,
    // Shown trainings outside groups in rank order; acCount is the caller's progress (null for visitors).
    handler: async ({ deps, query, user }) => {
      const keyword = query.keyword?.toLowerCase();
      const shown = (await deps.repos.trainings.allTrainings())
        .filter((t) => t.status && t.gid === null)
        .filter((t) => (query.categoryId === undefined || t.categoryId === query.categoryId) && (!query.auth || t.auth === query.auth) && titleOrAuthorMatches(keyword)(t))
        .sort((a, b) => a.rank - b.rank || a.tid - b.tid);
      const page = toPage(shown, query);
      const [categories, progress] = await Promise.all([deps.repos.trainings.allTrainingCategories(), deps.repos.trainings.trainingProgress(page.records, user?.uid, deps.now())]);
      return { ...page, records: page.records.map((t) => trainingView(t, categories, progress.get(t.tid)!)) };
    },
  }),
  route(trainingCalls.getTraining, {
    access: LOGIN,
    query: TidQuery,
    // The progress counts for those who may open the training; 0 before a private one's password is accepted.
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const ctx = await loadTraining(deps, query.tid, me);
      const [categories, progress] = await Promise.all([deps.repos.trainings.allTrainingCategories(), deps.repos.trainings.trainingProgress([ctx.training], me.uid, deps.now())]);
      const mine = progress.get(query.tid)!;
      return trainingView(ctx.training, categories, { problemCount: mine.problemCount, acCount: ctx.enterRefusal ? 0 : mine.acCount });
    },
  }),
  route(trainingCalls.getTrainingProblemList, {
    access: LOGIN,
    query: TidQuery,
    handler: async ({ deps, query, user }) => {
      const { training } = await enterTraining(deps, query.tid, user);
      return problemRows(
        deps,
        (await deps.repos.trainings.openTrainingProblems(training, deps.now())).map((o) => o.problem),
        user,
      );
    },
  }),
  route(trainingCalls.toRegisterTraining, {
    access: LOGIN,
    body: RegisterTrainingBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const { training } = await loadTraining(deps, body.tid, me);
      if (training.auth !== 'Private') throw badRequest('This training is public: it needs no registration');
      if (!body.password) throw badRequest('Enter the training password');
      const gate = { kind: 'training', id: training.tid, password: training.privatePwd, wrong: 'Wrong training password, please enter it again' } as const;
      await deps.repos.setPasswordTries.checkSetPassword(gate, me.uid, body.password, deps.now());
      const profile = await deps.repos.users.getUser(me.uid);
      if (!profile) throw notFound('The user does not exist');
      if (!(await deps.repos.trainings.registerTrainee(training.tid, profile, deps.now()))) throw badRequest('You have already registered for this training');
      return null;
    },
  }),
  route(trainingCalls.getTrainingAccess, {
    access: LOGIN,
    query: TidQuery,
    // Whether the caller has passed the training's password (its admins need not).
    handler: async ({ deps, query, user }) => {
      const ctx = await loadTraining(deps, query.tid, requireUser(user));
      return { access: ctx.facts.registered || ctx.admin };
    },
  }),
  route(trainingCalls.getTrainingRank, {
    access: LOGIN,
    query: TrainingRankQuery,
    handler: async ({ deps, query, user }) => trainingRankPage(deps, await enterTraining(deps, query.tid, user), query),
  }),
];

/** Taking part in trainings (reference block oj/TrainingController, and the category list of oj/CommonController). */
export const trainingGroup: GroupDef = { name: 'training', routes: trainingRoutes, table: 'readwrite' };
