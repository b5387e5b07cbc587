import { CidQuery, ContestAuth, RegisterContestBody } from '@oj/shared';
import { contestCalls } from '@oj/shared/api/contest';
import { accountAllowed, canRegister } from '@oj/shared/domain/contest-access';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { contestInfo } from '../../services/contest/contest-info-view.ts';
import { loadContest } from '../../services/contest/load-contest.ts';

export const contestInfoRoutes = [
  route(contestCalls.getContestInfo, {
    access: LOGIN,
    query: CidQuery,
    handler: async ({ deps, query, user }) => contestInfo((await loadContest(deps, query.cid, user)).contest, deps.now()),
  }),
  route(contestCalls.toRegisterContest, {
    access: LOGIN,
    body: RegisterContestBody,
    // Private and protected contests take their password; a public one registers anyone allowed.
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const { contest, facts } = await loadContest(deps, body.cid, me);
      const refusal = canRegister(contest, me, facts, deps.now());
      if (refusal) throw badRequest(refusal);
      if (contest.auth !== ContestAuth.PUBLIC) {
        if (!body.password) throw badRequest('Enter the contest password');
        const gate = { kind: 'contest', id: contest.cid, password: contest.pwd, wrong: 'Wrong contest password, please enter it again' } as const;
        await deps.repos.setPasswordTries.checkSetPassword(gate, me.uid, body.password, deps.now());
      }
      const profile = await deps.repos.users.getUser(me.uid);
      if (!profile) throw notFound('The user does not exist');
      if (!(await deps.repos.contests.registerParticipant(contest.cid, profile, deps.now()))) throw badRequest('You have already registered for this contest');
      return null;
    },
  }),
  route(contestCalls.getContestAccess, {
    access: LOGIN,
    query: CidQuery,
    // Registered, and still within the contest's account rule (the rule may have changed since).
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const { contest, facts } = await loadContest(deps, query.cid, me);
      return { access: facts.registered && accountAllowed(contest, me) };
    },
  }),
];
