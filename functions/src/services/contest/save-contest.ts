import { ContestAuth, type AdminContestBody } from '@oj/shared';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { AdminContestItem } from '../../domain/contests.ts';
import { releaseContest, releasePending, UNRELEASED } from '../../boards/release-results.ts';

type Form = Omit<AdminContestBody, 'id'>;

/** Settings a scoreboard shows or depends on: changing one asks for a rebuild. */
const BOARD_FIELDS = [
  'type',
  'startTime',
  'endTime',
  'sealRank',
  'sealRankTime',
  'autoRealRank',
  'openRank',
  'visible',
  'allowEndSubmit',
  'rankShowName',
  'starAccount',
  'oiRankScoreType',
  'awardType',
  'awardConfigList',
] as const satisfies readonly (keyof Form & keyof AdminContestItem)[];

/** Submissions a contest save re-applies itself when it releases the contest's results; the clock does the rest. */
const RELEASE_ON_SAVE = 300;

const formFields = (form: AdminContestBody): Form => {
  const { id: _id, ...fields } = form;
  return fields;
};

const boardDiffers = (a: AdminContestItem, b: AdminContestItem) => BOARD_FIELDS.some((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));

/** Writes a new contest (ids from the contest counter); the caller is its creator. */
export async function createContest(deps: Deps, me: SessionUser, fields: Partial<Omit<AdminContestItem, 'cid' | 'uid' | 'author' | 'participantCount'>>): Promise<AdminContestItem> {
  const cid = await deps.repos.contests.nextContestId();
  const now = deps.now().toISOString();
  // a clone starts with its results unreleased, whatever its source's
  const item = AdminContestItem.parse({ gid: null, source: 0, ...fields, ...UNRELEASED, cid, uid: me.uid, author: me.username, participantCount: 0, gmtCreate: now, gmtModified: now });
  await deps.repos.contests.insertContest(item);
  deps.repos.contests.allContests.clear();
  return item;
}

/** Creates a contest from the form, outside groups or in the group `gid` (checked by the caller). */
export function addContest(deps: Deps, me: SessionUser, form: AdminContestBody, gid: number | null = null) {
  return createContest(deps, me, { ...formFields(form), gid });
}

/**
 * Saves the form over a contest. Only the form's fields are set, so registrations counted meanwhile are kept; the
 * list index moves with the start time. A new password of a contest that needs one withdraws the registrations
 * made with the old one (as the reference does): everyone registers again.
 */
export async function updateContest(deps: Deps, current: AdminContestItem, form: AdminContestBody): Promise<AdminContestItem> {
  if (form.type !== current.type) throw badRequest('The contest rule type cannot change once the contest is created');
  const updated = await deps.repos.contests.updateContestSettings(current.cid, { ...formFields(form), gmtModified: deps.now().toISOString() });
  if (!updated) throw notFound('The contest does not exist');
  let contest = updated;
  if (contest.auth !== ContestAuth.PUBLIC && contest.pwd !== current.pwd) contest = await deps.repos.contests.withdrawContestRegistrations(contest);
  deps.repos.contests.allContests.clear();
  if (boardDiffers(current, contest)) await deps.repos.effects.boardChanged(contest.cid);
  // opening the board of an ended contest releases its results to the site-wide figures at once; the clock finishes a
  // large one, and takes over from a release that failed here (the contest is saved either way)
  if (releasePending(contest, deps.now())) {
    await releaseContest(deps, contest, RELEASE_ON_SAVE).catch((err: unknown) => deps.log.warn('contest release left to the clock', { cid: contest.cid, error: String(err) }));
  }
  return contest;
}

export async function changeVisible(deps: Deps, contest: AdminContestItem, visible: boolean) {
  if (contest.visible === visible) return;
  if (!(await deps.repos.contests.setContestVisible(contest.cid, visible, deps.now()))) throw notFound('The contest does not exist');
  deps.repos.contests.allContests.clear();
  // the open scoreboard is published only while the contest is visible
  await deps.repos.effects.boardChanged(contest.cid);
}
