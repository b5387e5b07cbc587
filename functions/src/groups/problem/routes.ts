import { randomInt } from 'node:crypto';
import { problemCalls } from '@oj/shared/api/problem';
import {
  FullScreenProblemListQuery,
  JudgeStatus,
  LastAcCodeQuery,
  OjQuery,
  PidQuery,
  ProblemAuth,
  ProblemDetailQuery,
  ProblemListQuery,
  UserProblemStatusBody,
  languageByName,
  languageId,
  toPage,
} from '@oj/shared';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, route, type GroupDef } from '../../http/route.ts';
import type { ProblemSummary } from '../../data/problems.ts';
import { openOutsideContests } from '../../domain/problems.ts';
import { myStatusOf } from '../../domain/problems.ts';
import { canView } from '../../domain/problems.ts';
import { HIDDEN_CODE_NOTICE } from '../../domain/site-config.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { contestFullScreenList, contestProblemStatuses } from '../../services/contest/contest-problem-statuses.ts';
import { problemDetail } from '../../services/problem/problem-detail.ts';
import { problemRows } from '../../services/problem/problem-rows.ts';
import { enteredTrainingProblems, trainingProblemOr404 } from '../../services/training/training-problems.ts';
import { mayReadGroupProblem } from '../../services/problem/group-problem-access.ts';
import { tagView, tagsOf } from '../../services/problem/problem-views.ts';

/** `ME` (or nothing) is this site's own problems; a remote judge key selects problems imported from it. */
const matchesOj = (p: ProblemSummary, oj: string | undefined) => (!oj || oj === 'ALL' ? true : oj === 'ME' ? !p.isRemote : p.remoteOj === oj);

/** The problems anyone may browse in the public list: not those of contests that have not ended (admins have the back office's). */
const listable = async (deps: Deps) => {
  const [problems, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
  return problems.filter((p) => !p.isGroup && p.auth !== ProblemAuth.PRIVATE && !locked.has(p.pid));
};

const NOT_VIEWABLE = 'The problem does not exist or you may not see it';

/**
 * A problem the caller may read: of the public bank (canView), or of a group whose members may read it; in either
 * case not one of a contest that has not ended (admins aside).
 */
const viewableProblem = async (deps: Deps, pid: number, user: SessionUser | undefined) => {
  const [problem, locked] = await Promise.all([deps.repos.problems.getProblem(pid), deps.repos.problems.contestLockedProblems(deps.now())]);
  if (!problem || !openOutsideContests(problem, user?.roleId, locked)) throw notFound(NOT_VIEWABLE);
  if (!(problem.gid === null ? canView(problem, user?.roleId) : await mayReadGroupProblem(deps, problem, user))) throw notFound(NOT_VIEWABLE);
  return problem;
};

/**
 * The problem a problem page names: inside a training, the training's problem (the training shows it to the caller);
 * with gid, the group's problem of that display id for the group's members (else the public bank's, as the reference
 * passes gid for a public problem in a group too); otherwise the public bank's.
 */
const problemOfPage = async (deps: Deps, query: { problemId: string; gid?: number | undefined; tid?: number | undefined }, user: SessionUser | undefined) => {
  if (query.tid) {
    const problem = await deps.repos.problems.getProblem((await trainingProblemOr404(deps, requireUser(user), query.tid, query.problemId)).pid);
    if (!problem) throw notFound(NOT_VIEWABLE);
    return problem;
  }
  if (query.gid) {
    await deps.repos.groups.requireGroup(query.gid, user, 'member');
    const inGroup = await deps.repos.problems.problemByDisplayId(query.problemId, query.gid);
    if (inGroup) return viewableProblem(deps, inGroup.pid, user);
  }
  const summary = await deps.repos.problems.problemByDisplayId(query.problemId, null);
  if (!summary) throw notFound(NOT_VIEWABLE);
  return viewableProblem(deps, summary.pid, user);
};

/** A training's problems in its order, once the caller may open them, with the caller's status on each. */
const trainingFullScreenList = async (deps: Deps, user: SessionUser, tid: number) => {
  const problems = await enteredTrainingProblems(deps, user, tid);
  const mine = await deps.repos.problems.userProblems(
    user.uid,
    problems.map((p) => p.pid),
  );
  return problems.map((p) => ({ pid: p.pid, problemId: p.problemId, title: p.title, status: myStatusOf(mine.get(p.pid)), score: mine.get(p.pid)?.bestScore ?? null }));
};

/** The focus mode's problem list of a contest (contest-problems.ts) or a training. */
const fullScreenList = (deps: Deps, user: SessionUser, q: { tid?: number | undefined; cid?: number | undefined }) => {
  if (q.cid) return contestFullScreenList(deps, user, q.cid);
  if (q.tid) return trainingFullScreenList(deps, user, q.tid);
  throw badRequest('Please give a contest (cid) or a training (tid)');
};

export const problemRoutes = [
  route(problemCalls.getAllProblemTagsList, {
    access: PUBLIC,
    publicCacheSeconds: 30,
    sameForSignedIn: true,
    query: OjQuery,
    handler: async ({ deps, query }) => (await deps.repos.problems.allTags()).filter((t) => t.gid === null && (!query.oj || query.oj === 'ALL' || t.oj === query.oj)).map(tagView),
  }),
  route(problemCalls.getProblemTagsAndClassification, {
    access: PUBLIC,
    publicCacheSeconds: 30,
    sameForSignedIn: true,
    query: OjQuery,
    // Tags grouped by classification; tags without one come last under a null classification ("Unclassified").
    handler: async ({ deps, query }) => {
      const oj = !query.oj || query.oj === 'ALL' ? undefined : query.oj;
      const tags = (await deps.repos.problems.allTags()).filter((t) => t.gid === null && (!oj || t.oj === oj));
      const classes = (await deps.repos.problems.allTagClassifications()).filter((c) => !oj || c.oj === oj);
      const groups = classes.map((c) => ({ classification: c, tagList: tags.filter((t) => t.classificationId === c.id).map(tagView) }));
      const loose = tags.filter((t) => !classes.some((c) => c.id === t.classificationId)).map(tagView);
      return loose.length ? [...groups, { classification: null, tagList: loose }] : groups;
    },
  }),
  route(problemCalls.getProblemList, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    query: ProblemListQuery,
    handler: async ({ deps, query, user }) => {
      const keyword = query.keyword?.toLowerCase();
      const matching = (await listable(deps)).filter(
        (p) =>
          matchesOj(p, query.oj?.toUpperCase()) &&
          (query.difficulty === undefined || p.difficulty === query.difficulty) &&
          (!keyword || p.problemId.toLowerCase().includes(keyword) || p.title.toLowerCase().includes(keyword)) &&
          query.tagId.every((id) => p.tagIds.includes(id)),
      );
      const page = toPage(matching, query);
      return { ...page, records: await problemRows(deps, page.records, user) };
    },
  }),
  route(problemCalls.getRandomProblem, {
    access: PUBLIC,
    handler: async ({ deps }) => {
      const open = (await listable(deps)).filter((p) => p.auth === ProblemAuth.PUBLIC && !p.isRemote);
      if (!open.length) throw notFound('There is no problem to pick from yet');
      return { problemId: open[randomInt(open.length)]!.problemId };
    },
  }),
  route(problemCalls.getProblemInfo, {
    access: PUBLIC,
    query: ProblemDetailQuery,
    // With tid: the problem inside a training, which the caller must be able to open (a private one's password);
    // with gid: a problem of the group, for its members only.
    handler: async ({ deps, query, user }) => {
      const problem = await problemOfPage(deps, query, user);
      const [counts, mine] = await Promise.all([deps.repos.problems.problemCounts([problem.pid], problem.gid), user ? deps.repos.problems.userProblems(user.uid, [problem.pid]) : undefined]);
      return problemDetail(deps.repos, problem, { counts: counts.get(problem.pid)!, myStatus: mine ? myStatusOf(mine.get(problem.pid)) : null });
    },
  }),
  route(problemCalls.getProblemCodeTemplate, {
    access: PUBLIC,
    query: PidQuery,
    // as the reference serves them: one row per template, its language by id (`lid`)
    handler: async ({ deps, query, user }) => {
      const problem = await viewableProblem(deps, query.pid, user);
      return Object.entries(problem.codeTemplates).flatMap(([name, code]) => {
        const lang = languageByName(name);
        return lang ? [{ id: problem.pid * 1000 + languageId(lang), pid: problem.pid, lid: languageId(lang), code, status: true }] : [];
      });
    },
  }),
  route(problemCalls.getProblemTags, {
    access: PUBLIC,
    query: PidQuery,
    // a problem's tags, as the reference client's problem form loads them
    handler: async ({ deps, query, user }) => {
      const problem = await viewableProblem(deps, query.pid, user);
      return tagsOf(problem.tagIds, await deps.repos.problems.allTags());
    },
  }),
  route(problemCalls.getProblemLanguages, {
    access: PUBLIC,
    query: PidQuery,
    handler: async ({ deps, query, user }) => {
      const problem = await viewableProblem(deps, query.pid, user);
      return (await deps.repos.languages.allLanguages()).filter((l) => problem.languages.includes(l.name));
    },
  }),
  route(problemCalls.getUserProblemStatus, {
    access: LOGIN,
    body: UserProblemStatusBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.isContestProblemList) {
        if (!body.cid) throw badRequest('Please give the contest (cid) of the problem list');
        return contestProblemStatuses(deps, me, body.cid, body.pidList, body.containsEnd ?? false);
      }
      const mine = await deps.repos.problems.userProblems(me.uid, body.pidList);
      return Object.fromEntries(body.pidList.map((pid) => [pid, { status: myStatusOf(mine.get(pid)), score: mine.get(pid)?.bestScore ?? null }]));
    },
  }),
  route(problemCalls.getUserLastAcceptedCode, {
    access: LOGIN,
    query: LastAcCodeQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      // in a contest, the caller's own status there as they may see it (an OI contest hides it behind the seal); the
      // site's solved set counts a contest's results only once they are released (result-effects.ts)
      const solved = query.cid
        ? (await contestProblemStatuses(deps, me, query.cid, [query.pid], true))[query.pid]?.status === JudgeStatus.ACCEPTED
        : (await deps.repos.problems.userProblems(me.uid, [query.pid])).get(query.pid)?.solved;
      const last = solved ? await deps.repos.submissions.lastAcceptedSubmission(me.uid, query.pid, query.cid ?? 0) : undefined;
      if (!last) throw badRequest("You haven't passed the problem so you cannot get the code passed recently");
      const hidden = !query.cid && (await deps.repos.siteConfig.hidesPracticeCode(me.roleId));
      return { code: hidden ? HIDDEN_CODE_NOTICE : last.code, language: last.language };
    },
  }),
  route(problemCalls.getFullScreenProblemList, {
    access: LOGIN,
    query: FullScreenProblemListQuery,
    handler: ({ deps, query, user }) => fullScreenList(deps, requireUser(user), query),
  }),
];

export const problemGroup: GroupDef = { name: 'problem', routes: problemRoutes, table: 'read' };
