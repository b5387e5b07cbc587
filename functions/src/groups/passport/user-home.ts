import { CalendarHeatmap, UserHomeInfo, addDays, calendarDay } from '@oj/shared';
import type { z } from 'zod';
import type { UserItem } from '@oj/shared/db/items/user';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { openOutsideContests } from '../../domain/problems.ts';
import { canView } from '../../domain/problems.ts';

export interface UserLookup {
  uid?: string | undefined;
  username?: string | undefined;
}

/** By uid, else by username, else the caller. */
const findUser = async (deps: Deps, q: UserLookup, caller: SessionUser | undefined): Promise<UserItem> => {
  const user = q.uid ? await deps.repos.users.getUser(q.uid) : q.username ? await deps.repos.users.getUserByUsername(q.username) : caller ? await deps.repos.users.getUser(caller.uid) : undefined;
  if (!q.uid && !q.username && !caller) throw badRequest('Please give a uid or a username');
  if (!user || user.status !== 0) throw notFound('The user does not exist');
  return user;
};

/** The problems whose display id the caller may read outside contests: a profile names no private, group or contest-held one. */
const readablePids = async (deps: Deps, caller: SessionUser | undefined) => {
  const [all, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
  return new Set(all.filter((p) => canView(p, caller?.roleId) && openOutsideContests(p, caller?.roleId, locked)).map((p) => p.pid));
};

export async function userHomeInfo(deps: Deps, q: UserLookup, caller: SessionUser | undefined): Promise<z.infer<typeof UserHomeInfo>> {
  const user = await findUser(deps, q, caller);
  const [problems, readable] = await Promise.all([deps.repos.userActivity.userProblemRecords(user.uid), readablePids(deps, caller)]);
  const solved = problems.filter((p) => p.solved && readable.has(p.pid)).sort((a, b) => a.pid - b.pid);
  const byDifficulty: Record<string, { pid: number; problemId: string; difficulty: number }[]> = { 0: [], 1: [], 2: [] };
  for (const p of solved) (byDifficulty[String(p.difficulty)] ??= []).push({ pid: p.pid, problemId: p.problemId, difficulty: p.difficulty });
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    gender: user.gender,
    school: user.school,
    signature: user.signature,
    github: user.github,
    blog: user.blog,
    titleName: user.titleName,
    titleColor: user.titleColor,
    total: user.total,
    rating: user.rating,
    scoreList: problems.filter((p) => p.bestOiRankScore > 0).map((p) => p.bestOiRankScore),
    solvedList: solved.map((p) => p.problemId),
    solvedGroupByDifficulty: byDifficulty,
    recentLoginTime: user.lastLoginTime,
  };
}

/** Submissions per day over the last year, in the site's time zone; days without submissions are left out. */
export async function calendarHeatmap(deps: Deps, q: UserLookup, caller: SessionUser | undefined): Promise<z.infer<typeof CalendarHeatmap>> {
  const user = await findUser(deps, q, caller);
  const endDate = calendarDay(deps.now(), deps.env.SITE_TIMEZONE);
  const dataList = (await deps.repos.userActivity.userDays(user.uid, addDays(endDate, -365), endDate)).map((d) => ({ date: d.day, count: d.count })).filter((d) => d.count > 0);
  return { dataList, endDate };
}
