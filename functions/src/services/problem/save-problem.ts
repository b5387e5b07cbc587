import { ProblemType, type AdminProblemBody } from '@oj/shared';
import { ProblemItem } from '@oj/shared/db/items/problem';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { testDataFor } from '../test-data.ts';

/**
 * An OI problem's full score: the sum of its case scores, or in the subtask modes the sum of its groups'
 * scores (every case of a group carries the group's score). ACM problems count 100.
 */
const fullScore = (body: AdminProblemBody, cases: readonly { score: number; groupNum: number | null }[]) => {
  if (body.problem.type !== ProblemType.OI) return 100;
  const { judgeCaseMode } = body.problem;
  if (judgeCaseMode !== 'subtask_lowest' && judgeCaseMode !== 'subtask_average') return cases.reduce((sum, c) => sum + c.score, 0);
  const groups = new Map<number, number>();
  for (const c of cases) groups.set(c.groupNum ?? 0, Math.max(groups.get(c.groupNum ?? 0) ?? 0, c.score));
  return [...groups.values()].reduce((a, b) => a + b, 0);
};

/**
 * Tag ids for the form's tags, in the problem's scope: the site's tags, and a group problem's own group's tags; new
 * names become tags of that scope (a group's tags stay out of the public tag lists). A tag of another group is refused,
 * unless the problem already carries it (a group problem that joined the public bank keeps its tags).
 */
const resolveTags = async (deps: Deps, tags: AdminProblemBody['tags'], gid: number | null, carried: readonly number[]): Promise<number[]> => {
  const all = await deps.repos.problems.allTags();
  const usable = (k: (typeof all)[number]) => k.gid === null || k.gid === gid || carried.includes(k.id);
  const ids: number[] = [];
  for (const t of tags) {
    const byId = t.id === undefined ? undefined : all.find((k) => k.id === t.id);
    if (byId && !usable(byId)) throw forbidden('A tag of another group cannot be used');
    const found = byId ?? all.find((k) => usable(k) && k.name.toLowerCase() === t.name.toLowerCase());
    if (found) {
      ids.push(found.id);
      continue;
    }
    const id = await deps.repos.problemTags.nextTagId();
    await deps.repos.problemTags.saveTag({ id, name: t.name, color: null, oj: 'ME', classificationId: null, gid });
    ids.push(id);
  }
  deps.repos.problems.allTags.clear();
  return ids;
};

/** Writes the cases the form brings into a new data version, or keeps the current one (scores may change). */
const testDataOf = async (deps: Deps, pid: number, body: AdminProblemBody, current: ProblemItem | undefined) => {
  // a remote problem is judged on its site: it has no test data, whatever the form sends
  if (current?.isRemote) return { version: current.testDataVersion, cases: [] };
  const store = testDataFor(deps);
  if (!body.isUploadTestCase) {
    const version = await store.writeCases(pid, body.samples);
    return { version, cases: body.samples.map((s, i) => ({ index: i + 1, score: s.score, groupNum: s.groupNum })) };
  }
  if (!body.fileList.length) throw badRequest('Upload the test cases first');
  const cases = body.fileList.map((f, i) => ({ index: i + 1, score: f.score, groupNum: f.groupNum }));
  if (body.uploadTestcaseDir) return { version: await store.copyStaged(pid, body.uploadTestcaseDir, body.fileList), cases };
  if (!current || current.cases.length !== body.fileList.length) throw badRequest('Upload the test cases first');
  return { version: current.testDataVersion, cases };
};

/**
 * Creates a problem (no `problem.id`) or updates one. Test data is written before the problem points at
 * it; the display id is unique through a guard item written in the same transaction as the problem. A new problem
 * takes `newPid` when the caller has drawn it already (an import naming it `P<pid>`), else the next id, and belongs
 * to the group `gid` (checked by the caller) or to none; a saved problem stays in the group it is in, and a group's
 * change (`gid` given) is refused when the problem is no longer in that group (it joined the public bank meanwhile).
 */
export async function saveProblem(deps: Deps, me: SessionUser, body: AdminProblemBody, newPid?: number, gid: number | null = null) {
  const current = body.problem.id ? await deps.repos.problems.getProblem(body.problem.id, true) : undefined;
  if (body.problem.id && !current) throw notFound('The problem does not exist');
  if (current && gid !== null && current.gid !== gid) throw new AppError(409, 'The problem changed meanwhile; reload it and save again');
  const pid = current?.pid ?? newPid ?? (await deps.repos.problems.nextProblemId());
  const { version, cases } = await testDataOf(deps, pid, body, current);
  const now = deps.now().toISOString();
  const { id: _id, ...form } = body.problem;
  const scope = current ? current.gid : gid;
  const item = ProblemItem.parse({
    ...form,
    pid,
    gid: scope,
    isGroup: scope !== null,
    // an edit keeps a remote problem remote (it is judged on its site)
    isRemote: current?.isRemote ?? false,
    remoteOj: current?.remoteOj ?? null,
    tagIds: await resolveTags(deps, body.tags, scope, current?.tagIds ?? []),
    // an edit withdraws a group problem's application to the public bank (it is no longer what was reviewed)
    applyPublicProgress: scope === null ? (current?.applyPublicProgress ?? null) : null,
    languages: body.languages,
    codeTemplates: Object.fromEntries(body.codeTemplates.filter((t) => t.status).map((t) => [t.language, t.code])),
    examples: form.examples.map((e) => ({ ...e, isOpen: true })),
    ioScore: fullScore(body, cases),
    author: current?.author ?? me.username,
    modifiedUser: me.username,
    testDataVersion: version,
    cases,
    gmtCreate: current?.gmtCreate ?? now,
    gmtModified: now,
  });
  const written = await deps.repos.problems.writeProblem(item, current);
  if (written === 'problem-id-taken') throw badRequest(`The problem id ${item.problemId} is taken`);
  if (written === 'changed') throw new AppError(409, 'The problem changed meanwhile; reload it and save again');
  deps.repos.problems.allProblems.clear();
  return item;
}
