/**
 * Writes to a group's problems that hold only while the problem is still in the group that was checked (it may
 * have joined the public bank meanwhile), and the move into the public bank itself.
 */
import { groupProblemDisplayIdKey, problemDisplayIdKey, problemKey } from '@oj/shared/db/keys';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { ApplyPublicProgress } from '@oj/shared/schemas/group-problem';
import { isConditionFailure, setFields, type Db } from './db.ts';
import { allProblems } from './problems.ts';

/** Changes fields of a group problem (and its gmtModified) if it is still in group `gid`: false, nothing written, otherwise. */
export async function changeGroupProblem(db: Db, problem: { pid: number; gid: number | null }, fields: Record<string, unknown>, now: Date) {
  const changed = await db.updateIf(problemKey(problem.pid), {
    ...setFields({ ...fields, gmtModified: now.toISOString() }, { values: { ':checkedGid': problem.gid } }),
    ConditionExpression: 'gid = :checkedGid',
  });
  if (changed) allProblems.clear(db);
  return changed;
}

/** The judge modes of some problems by pid (read in one batch; missing problems are left out). */
export async function problemJudgeModes(db: Db, pids: readonly number[]) {
  const items = await db.batchGet(
    pids.map((pid) => problemKey(pid)),
    ['pid', 'judgeMode'],
  );
  return new Map(items.map((i) => [Number(i.pid), String(i.judgeMode)]));
}

/**
 * Moves a group problem into the public bank under `publicId`: it leaves its group (gid null, no longer a group
 * problem), and the display id guards move from the group to the site in the same transaction, on the condition
 * that the problem is still the one reviewed (same group, same id). Answers 'taken' when another problem holds
 * the public id, 'changed' when the problem is no longer as reviewed.
 */
export async function moveProblemToPublicBank(db: Db, problem: Pick<ProblemItem, 'pid' | 'problemId'> & { gid: number }, publicId: string, now: Date): Promise<'moved' | 'taken' | 'changed'> {
  const update = setFields(
    { gid: null, isGroup: false, applyPublicProgress: ApplyPublicProgress.PUBLIC, problemId: publicId, gmtModified: now.toISOString() },
    { values: { ':checkedGid': problem.gid, ':checkedId': problem.problemId } },
  );
  try {
    await db.transact([
      { Put: { Item: { ...problemDisplayIdKey(publicId), pid: problem.pid }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Delete: { Key: groupProblemDisplayIdKey(problem.gid, problem.problemId) } },
      { Update: { Key: problemKey(problem.pid), ...update, ConditionExpression: 'gid = :checkedGid AND problemId = :checkedId' } },
    ]);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const taken = (await db.get(problemDisplayIdKey(publicId), true))?.pid;
    return taken !== undefined && taken !== problem.pid ? 'taken' : 'changed';
  }
  allProblems.clear(db);
  return 'moved';
}
