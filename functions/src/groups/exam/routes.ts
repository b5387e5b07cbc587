/**
 * Timed exams as participants take them (issue 13; spec 001 2.9, sections 4, 5 and 7). Decisions:
 * - Paths: the reference call list has no exam block, so the calls of spec 001 section 7 are served under
 *   /api/homework/ exactly (get-timed-work-list, -info, -problem-list, -problem-detail, -submission-list, -rank,
 *   start-timed-work, end-timed-work); the back office's under /api/admin/homework/ (admin-exam group). All need login.
 * - Submissions go through the normal submit call with cid = exam id + 50000 and displayTid (the problem's display id
 *   in the exam); displayTid alone marks a submission as an exam's (judge/submit.ts), so contest and exam ids never
 *   mix. The submission is stored with cid 0 and eid, listed in its exam's own list (not the public one).
 * - The clock: a participant's exam ends at min(exam end, their start + duration) or when they hand in; after it
 *   submissions are refused ('The exam has ended, code cannot be submitted'). The exam's creator and the super
 *   admin need no start, may submit at any time and are not ranked.
 * - The rank: per problem the best score of the participant's judged submissions (a later attempt never lowers it),
 *   an accepted ACM problem scoring 100 and an OI problem its judged score; kept on write in the participant's row
 *   by the judge's result transaction (shared/db/result-effects.ts), read from the rows (bounded by participants).
 *   It opens to a participant once their exam is over (handed in or out of time); the exam's admins see it always.
 * - The problem list's type is the question type: 0 (programming) for every problem, this site's bank having no
 *   objective questions; the problem detail's problem.type is the judge type (0 ACM, 1 OI) as elsewhere.
 */
import { toPage } from '@oj/shared';
import { examCalls } from '@oj/shared/api/exam';
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { entryByDisplayId } from '@oj/shared/domain/display-id';
import { canEnterExam, canSeeExamRank, canStartExam, participantStatus } from '@oj/shared/domain/exam';
import { EndExamBody, ExamIdQuery, ExamListQuery, ExamProblemQuery, ExamSubmissionListQuery, StartExamBody } from '@oj/shared/schemas/exam';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { LOGIN, route, type GroupDef } from '../../http/route.ts';
import { titleOrAuthorMatches } from '../../domain/problem-sets.ts';
import { emptyTally } from '../../boards/problem-tallies.ts';
import { problemDetail } from '../../services/problem/problem-detail.ts';
import { enterExam, loadExam } from '../../services/exam/load-exam.ts';
import { examRank } from './rank.ts';
import { examView, extraFileText, recordView } from '../../services/exam/exam-views.ts';

/** This site's bank holds programming problems only: every exam question is of the programming type (0). */
const PROGRAMMING_QUESTION = 0;

export const examRoutes = [
  route(examCalls.getTimedWorkList, {
    access: LOGIN,
    query: ExamListQuery,
    // Shown exams outside groups, the latest start first, by their own status and a keyword over title and author.
    handler: async ({ deps, query }) => {
      const now = deps.now();
      const keyword = query.keyword?.toLowerCase();
      const shown = (await deps.repos.exams.allExams())
        .filter((e) => e.visible && e.gid === null)
        .map((e) => examView(e, now))
        .filter((e) => (query.status === undefined || e.status === query.status) && titleOrAuthorMatches(keyword)(e))
        .sort((a, b) => b.startTime.localeCompare(a.startTime) || b.id - a.id);
      return toPage(shown, query);
    },
  }),
  route(examCalls.getTimedWorkInfo, {
    access: LOGIN,
    query: ExamIdQuery,
    // The exam, the caller's start record and status, and whether they may open its problems.
    handler: async ({ deps, query, user }) => {
      const ctx = await loadExam(deps, query.tid, user);
      const now = deps.now();
      const access = canEnterExam(ctx.set, ctx.me, ctx.row, ctx.group) === null;
      return {
        ...examView(ctx.exam, now),
        userStatus: participantStatus(ctx.set, ctx.row, now),
        record: recordView(ctx.exam, ctx.row),
        access,
        extraFile: access ? extraFileText(ctx.exam.extraFiles) : null,
      };
    },
  }),
  route(examCalls.addStartTimedWork, {
    access: LOGIN,
    body: StartExamBody,
    // Registers the caller and starts their clock: a private exam needs its password.
    handler: async ({ deps, body, user }) => {
      const ctx = await loadExam(deps, body.tid, user, true);
      const refusal = canStartExam(ctx.set, ctx.me, ctx.row, deps.now(), ctx.group);
      if (refusal) throw badRequest(refusal);
      if (ctx.exam.auth === EXAM_AUTHS.PRIVATE) {
        if (!body.password) throw badRequest('please enter the exam password');
        const gate = { kind: 'exam', id: ctx.exam.eid, password: ctx.exam.pwd, wrong: 'Wrong exam password, please enter it again' } as const;
        await deps.repos.setPasswordTries.checkSetPassword(gate, ctx.me.uid, body.password, deps.now());
      }
      const profile = await deps.repos.users.getUser(ctx.me.uid);
      if (!profile) throw notFound('The user does not exist');
      if (!(await deps.repos.exams.startExamFor(ctx.exam.eid, profile, deps.now()))) throw badRequest('You have already started this exam');
      return null;
    },
  }),
  route(examCalls.addEndTimedWork, {
    access: LOGIN,
    body: EndExamBody,
    // Hands the exam in (also after the caller's time ran out): no more submissions, and the rank opens to the caller.
    handler: async ({ deps, body, user }) => {
      const ctx = await loadExam(deps, body.tid, user, true);
      if (!ctx.row?.startedAt) throw badRequest('Please start the exam first');
      if (!(await deps.repos.exams.handIn(ctx.exam.eid, ctx.me.uid, deps.now()))) throw badRequest('You have already handed in this exam');
      return null;
    },
  }),
  route(examCalls.getTimedWorkProblemList, {
    access: LOGIN,
    query: ExamIdQuery,
    handler: async ({ deps, query, user }) => {
      const ctx = await enterExam(deps, query.tid, user);
      const submitted = new Set([...ctx.entries.values()].map((e) => e.p));
      return (await deps.repos.exams.examProblems(ctx.exam.eid)).map((p) => ({
        id: p.id,
        problemId: p.pid,
        displayId: p.displayId,
        title: p.displayTitle,
        type: PROGRAMMING_QUESTION,
        isSubmitted: submitted.has(p.pid),
      }));
    },
  }),
  route(examCalls.getTimedWorkProblemDetail, {
    access: LOGIN,
    query: ExamProblemQuery,
    // The problem under the exam's display id and title, without its origin or the site's verdict counts.
    handler: async ({ deps, query, user }) => {
      const ctx = await enterExam(deps, query.tid, user);
      const entry = entryByDisplayId(await deps.repos.exams.examProblems(ctx.exam.eid), query.displayId);
      const problem = entry && (await deps.repos.problems.getProblem(entry.pid));
      if (!entry || !problem) throw notFound('The problem is not part of this exam');
      // The rank's mark once a verdict counts, else the status of the caller's latest submission of it (entries come unordered).
      const latest = [...ctx.entries].filter(([, e]) => e.p === entry.pid).sort(([a], [b]) => b - a)[0];
      const best = ctx.row?.marks[String(entry.pid)];
      return problemDetail(deps.repos, problem, {
        counts: emptyTally(),
        myStatus: best ? best.status : (latest?.[1].st ?? null),
        shownAs: { problemId: entry.displayId, title: entry.displayTitle, hideOrigin: true },
      });
    },
  }),
  route(examCalls.getTimedWorkSubmissionList, {
    access: LOGIN,
    query: ExamSubmissionListQuery,
    // The caller's own submissions in the exam, newest first: the ids come from their row's entries.
    handler: async ({ deps, query, user }) => {
      const ctx = await enterExam(deps, query.tid, user);
      const problems = await deps.repos.exams.examProblems(ctx.exam.eid);
      const wanted = query.displayId === undefined ? undefined : entryByDisplayId(problems, query.displayId);
      if (query.displayId !== undefined && !wanted) throw notFound('The problem is not part of this exam');
      const ids = [...ctx.entries]
        .filter(([, e]) => !wanted || e.p === wanted.pid)
        .map(([id]) => id)
        .sort((a, b) => b - a);
      const page = toPage(ids, query);
      const items = await deps.repos.submissions.submissionsByIds(page.records);
      const byId = new Map(items.filter((s) => s.uid === ctx.me.uid && s.eid === ctx.exam.eid).map((s) => [s.submitId, s]));
      const displayIds = new Map(problems.map((p) => [p.pid, p.displayId]));
      return {
        ...page,
        records: page.records.flatMap((id) => {
          const s = byId.get(id);
          return s ? [{ submitId: s.submitId, displayId: displayIds.get(s.pid) ?? s.displayPid, status: s.status, score: s.score, language: s.language, submitTime: s.submitTime }] : [];
        }),
      };
    },
  }),
  route(examCalls.getTimedWorkRank, {
    access: LOGIN,
    query: ExamIdQuery,
    // Opens to a participant once their exam is over (handed in or out of time); its admins see it at any time.
    handler: async ({ deps, query, user }) => {
      const ctx = await loadExam(deps, query.tid, user);
      const refusal = canSeeExamRank(ctx.set, ctx.me, ctx.row, deps.now(), ctx.group);
      if (refusal) throw forbidden(refusal);
      const [rows, problems] = await Promise.all([deps.repos.exams.examRows(ctx.exam.eid), deps.repos.exams.examProblems(ctx.exam.eid)]);
      return examRank(rows, problems);
    },
  }),
];

/** Timed exams as participants take them (spec 001 section 7 "Timed exams (homework)"). */
export const examGroup: GroupDef = { name: 'exam', routes: examRoutes, table: 'readwrite' };
