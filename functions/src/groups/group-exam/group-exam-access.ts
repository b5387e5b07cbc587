import type { ExamItem } from '@oj/shared/db/items/exam';
import { groupSetFacts, isGroupRoot } from '@oj/shared/domain/group-access';
import { isSetAdmin } from '@oj/shared/domain/problem-set-access';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { examSet } from '../../services/exam/load-exam.ts';

export const NOT_A_GROUP_EXAM = 'This exam does not belong to a group';
export const GROUP_EXAM_MANAGERS_ONLY = "Only the group's root or the exam's author may manage this exam";
export const GROUP_EXAM_DELETE_ROOT_ONLY = "Only the group's root may delete an exam";

/**
 * A group exam the caller manages (spec 002 section 6: edit, problems and visibility are for the group's root and the
 * exam's author; deleting for the root only; a super admin counts as root). The group is the one the stored exam
 * names: the caller must see the group and belong to it, a `gid` the client repeats must be that group, and an exam
 * outside groups is refused.
 */
export async function groupExamForAdmin(deps: Deps, user: SessionUser, eid: number, opts: { gid?: number | undefined; rootOnly?: boolean } = {}): Promise<ExamItem & { gid: number }> {
  const exam = await deps.repos.exams.getExam(eid, true);
  if (!exam) throw notFound('The exam does not exist');
  if (exam.gid === null) throw forbidden(NOT_A_GROUP_EXAM);
  if (opts.gid !== undefined && opts.gid !== exam.gid) throw badRequest('The exam belongs to another group');
  const { standing } = await deps.repos.groups.requireGroup(exam.gid, user, 'member');
  if (opts.rootOnly ? !isGroupRoot(standing) : !isSetAdmin(examSet(exam), user, groupSetFacts(standing))) {
    throw forbidden(opts.rootOnly ? GROUP_EXAM_DELETE_ROOT_ONLY : GROUP_EXAM_MANAGERS_ONLY);
  }
  return { ...exam, gid: exam.gid };
}
