/** Test fixtures: whole contests and their problems written straight to the table (the admin forms are another group's). */
import { contestIndex, contestKey, contestProblemKey } from '@oj/shared/db/keys';
import { ContestItem } from '@oj/shared/db/items/contest';
import type { Db } from '../../data/db.ts';

const MIN = 60_000;

/**
 * A contest that started an hour before `now` and runs four hours, public ACM by default, created by `nobody`;
 * `problems` maps display ids to problem ids (entry ids are cid * 100 + position).
 */
export async function putContest(db: Db, now: Date, cid: number, over: Partial<ContestItem> = {}, problems: Record<string, number> = { A: 1000 }) {
  const startTime = new Date(now.getTime() - 60 * MIN).toISOString();
  const contest = ContestItem.parse({
    cid,
    title: `Contest ${cid}`,
    type: 0,
    auth: 0,
    startTime,
    endTime: new Date(now.getTime() + 180 * MIN).toISOString(),
    duration: 240 * 60,
    visible: true,
    uid: 'nobody',
    author: 'nobody',
    gmtCreate: startTime,
    gmtModified: startTime,
    ...over,
  });
  await db.put({ ...contestKey(cid), ...contestIndex(contest.startTime, cid), ...contest });
  for (const [i, [displayId, pid]] of Object.entries(problems).entries()) {
    // entries have their own ids, as the back office gives them (here the contest id and the entry's position)
    await db.put({ ...contestProblemKey(cid, displayId), id: cid * 100 + i + 1, cid, pid, displayId, displayTitle: `Problem ${displayId}`, color: '#f00' });
  }
  return contest;
}
