import type { ExamItem, ExamParticipantItem } from '@oj/shared/db/items/exam';
import { canSeeSet, isSetAdmin } from '@oj/shared/domain/problem-set-access';
import { canEnterExam, type ClockExam, type ExamEntry, type GroupFacts } from '@oj/shared/domain/exam';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import type { SessionUser } from '../../http/session-user.ts';

/** An exam as a problem set with a clock (shared/domain/exam.ts). */
export function examSet(e: ExamItem): ClockExam {
  return { uid: e.uid, visible: e.visible, gid: e.gid, startTime: e.startTime, endTime: e.endTime, duration: e.duration, auth: e.auth };
}

/** An exam as one caller meets it: their row (start record, tally) and entries, and whether they administer it. */
export interface ExamContext {
  exam: ExamItem;
  set: ClockExam;
  me: SessionUser;
  row: ExamParticipantItem | undefined;
  entries: Map<number, ExamEntry>;
  /** For a group's exam, the caller's standing in its group (the exam rules of shared/domain/exam.ts take it). */
  group: GroupFacts;
  /** The creator and the super admin (and a group exam's group root): they need no start, see the rank at any time and are not ranked. */
  admin: boolean;
}

/**
 * The exam if the caller (signed in: exams need login) may see it at all: hidden ones are missing (404), and a
 * group's exam exists for the group's members only (403).
 */
export async function loadExam(deps: Deps, eid: number, user: SessionUser | undefined, consistent = false): Promise<ExamContext> {
  const me = requireUser(user);
  const [exam, mine] = await Promise.all([deps.repos.exams.getExam(eid, consistent), deps.repos.exams.getExamRow(eid, me.uid, consistent)]);
  if (!exam) throw notFound('The exam does not exist');
  const set = examSet(exam);
  const group = await deps.repos.groups.groupFactsFor(exam.gid, me);
  const refusal = canSeeSet('exam', set, me, { registered: mine?.row.startedAt != null, ...group });
  if (refusal) throw exam.visible ? forbidden(refusal) : notFound(refusal);
  return { exam, set, me, row: mine?.row, entries: mine?.entries ?? new Map(), group, admin: isSetAdmin(set, me, group) };
}

/** The exam if the caller may open its problems and their submissions (started, or an admin), else 403 with the reason. */
export async function enterExam(deps: Deps, eid: number, user: SessionUser | undefined) {
  const ctx = await loadExam(deps, eid, user);
  const refusal = canEnterExam(ctx.set, ctx.me, ctx.row, ctx.group);
  if (refusal) throw forbidden(refusal);
  return ctx;
}
