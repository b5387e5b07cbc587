import { ContestAuth, type AdminContestBody } from '@oj/shared';
import { contestIndex, contestKey, contestParticipantPrefix, idCounterKey } from '@oj/shared/db/keys';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { allContests } from '../../data/contests.ts';
import { isConditionFailure, setFields } from '../../data/db.ts';
import { boardChanged } from '../../data/effects.ts';
import { releaseContest, releasePending, UNRELEASED } from '../../boards/release-results.ts';
import { AdminContestItem } from './contest-store.ts';

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

const boardDiffers = (a: AdminContestItem, b: AdminContestItem) =>
  BOARD_FIELDS.some((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));

/** Writes a new contest (ids from the contest counter); the caller is its creator. */
export const createContest = async (deps: Deps, me: SessionUser, fields: Partial<Omit<AdminContestItem, 'cid' | 'uid' | 'author' | 'participantCount'>>): Promise<AdminContestItem> => {
  const cid = await deps.db.nextId(idCounterKey('contest'));
  const now = deps.now().toISOString();
  // a clone starts with its results unreleased, whatever its source's
  const item = AdminContestItem.parse({ gid: null, source: 0, ...fields, ...UNRELEASED, cid, uid: me.uid, author: me.username, participantCount: 0, gmtCreate: now, gmtModified: now });
  await deps.db.put({ ...contestKey(cid), ...contestIndex(item.startTime, cid), ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
  allContests.clear(deps.db);
  return item;
};

/** Creates a contest from the form, outside groups or in the group `gid` (checked by the caller). */
export const addContest = (deps: Deps, me: SessionUser, form: AdminContestBody, gid: number | null = null) => createContest(deps, me, { ...formFields(form), gid });

/**
 * Saves the form over a contest. Only the form's fields are set, so registrations counted meanwhile are kept; the
 * list index moves with the start time. A new password of a contest that needs one withdraws the registrations
 * made with the old one (as the reference does): everyone registers again.
 */
export const updateContest = async (deps: Deps, current: AdminContestItem, form: AdminContestBody): Promise<AdminContestItem> => {
  if (form.type !== current.type) throw badRequest('The contest rule type cannot change once the contest is created');
  const fields = { ...formFields(form), gmtModified: deps.now().toISOString(), ...contestIndex(form.startTime, current.cid) };
  let updated;
  try {
    updated = await deps.db.update(contestKey(current.cid), { ...setFields(fields), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_NEW' });
  } catch (err) {
    if (isConditionFailure(err)) throw notFound('The contest does not exist');
    throw err;
  }
  let contest = AdminContestItem.parse(updated);
  if (contest.auth !== ContestAuth.PUBLIC && contest.pwd !== current.pwd) contest = await withdrawRegistrations(deps, contest);
  allContests.clear(deps.db);
  if (boardDiffers(current, contest)) await boardChanged(deps, contest.cid);
  // opening the board of an ended contest releases its results to the site-wide figures at once; the clock finishes a
  // large one, and takes over from a release that failed here (the contest is saved either way)
  if (releasePending(contest, deps.now())) {
    await releaseContest(deps, contest, RELEASE_ON_SAVE).catch((err: unknown) => deps.log.warn('contest release left to the clock', { cid: contest.cid, error: String(err) }));
  }
  return contest;
};

const WITHDRAW_PARALLEL = 16;

/**
 * Marks every registration of the contest withdrawn and takes them off its participant count, a few at a time
 * (a large contest's registrations would outlast the request one by one); the count follows each batch.
 */
const withdrawRegistrations = async (deps: Deps, contest: AdminContestItem): Promise<AdminContestItem> => {
  const { pk, prefix } = contestParticipantPrefix(contest.cid);
  const registered = (await deps.db.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    FilterExpression: 'registered = :yes',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':pk': pk, ':p': prefix, ':yes': true },
    ConsistentRead: true,
  })) as { pk: string; sk: string }[];
  const withdraw = (key: { pk: string; sk: string }) =>
    deps.db.updateIf(key, { UpdateExpression: 'SET registered = :no', ConditionExpression: 'registered = :yes', ExpressionAttributeValues: { ':no': false, ':yes': true } });
  let latest = contest;
  for (let i = 0; i < registered.length; i += WITHDRAW_PARALLEL) {
    const withdrawn = (await Promise.all(registered.slice(i, i + WITHDRAW_PARALLEL).map(withdraw))).filter(Boolean).length;
    if (!withdrawn) continue;
    const out = await deps.db.update(contestKey(contest.cid), {
      UpdateExpression: 'ADD participantCount :minus',
      ExpressionAttributeValues: { ':minus': -withdrawn },
      ReturnValues: 'ALL_NEW',
    });
    latest = AdminContestItem.parse(out);
  }
  return latest;
};

export const changeVisible = async (deps: Deps, contest: AdminContestItem, visible: boolean) => {
  if (contest.visible === visible) return;
  const changed = await deps.db.updateIf(contestKey(contest.cid), {
    UpdateExpression: 'SET visible = :v, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':v': visible, ':now': deps.now().toISOString() },
  });
  if (!changed) throw notFound('The contest does not exist');
  allContests.clear(deps.db);
  // the open scoreboard is published only while the contest is visible
  await boardChanged(deps, contest.cid);
};
