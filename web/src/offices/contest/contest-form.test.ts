import { AwardType, ContestAuth, ContestType, SealChoice } from '@oj/shared/enums';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { describe, expect, test } from 'vitest';
import zhCatalogue from '../../locales/zh-CN/catalogue.json';
import { addStarUsers, contestBody, contestBodyProblem, contestFormFrom, durationOf, effectiveSealChoice, newAwardRow, newContestForm, withSealDefault, type ContestForm } from './contest-form.ts';

const NAMES = ['Gold', 'Silver', 'Bronze'] as const;
const valid = (over: Partial<ContestForm> = {}): ContestForm => ({
  ...newContestForm(NAMES),
  title: 'Spring Cup',
  description: 'Solve **all**.',
  startTime: '2026-11-02T08:00',
  endTime: '2026-11-02T13:00',
  ...over,
});
const problemOf = (over: Partial<ContestForm>) => contestBodyProblem(contestBody(valid(over)));

describe('the contest form', () => {
  test('a new form has the reference defaults: ACM, public, real-time rank, username, no awards but gold/silver/bronze 10/20/30 ready', () => {
    const f = newContestForm(NAMES);
    expect(f).toMatchObject({
      type: ContestType.ACM,
      auth: ContestAuth.PUBLIC,
      sealRank: false,
      autoRealRank: true,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      awardType: AwardType.NONE,
      visible: true,
    });
    expect(f.awards.map(({ key: _k, ...a }) => a)).toEqual([
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#ffffff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 30 },
    ]);
    expect(newAwardRow(f.awards).priority).toBe(4);
  });

  test('the body carries the local times of the pickers as ISO', () => {
    expect(contestBody(valid()).startTime).toBe(new Date('2026-11-02T08:00').toISOString());
  });

  test('duration: null while a time is missing, negative when the end comes first', () => {
    expect(durationOf(valid({ endTime: '' }))).toBeNull();
    expect(durationOf(valid())).toBe(5 * 3600);
    expect(durationOf(valid({ endTime: '2026-11-02T07:00' }))).toBe(-3600);
  });

  test('client checks follow the spec order with the API messages', () => {
    expect(problemOf({ title: '  ' })).toBe('The contest title is required');
    expect(problemOf({ title: '', description: '' })).toBe('The contest title is required');
    expect(problemOf({ description: ' ' })).toBe('The contest description is required');
    expect(problemOf({ startTime: '' })).toBe('The contest start time is required');
    expect(problemOf({ endTime: '' })).toBe('The contest end time is required');
    expect(problemOf({ endTime: '2026-11-02T07:00' })).toBe('The contest must end after it starts');
    expect(problemOf({ endTime: '2026-11-02T08:00' })).toBe('The contest duration must be positive');
    expect(problemOf({ auth: ContestAuth.PRIVATE })).toBe('The contest password is required when the contest is not public');
    expect(problemOf({ auth: ContestAuth.PROTECTED, pwd: 'pw', openAccountLimit: true, accountRule: { prefix: 't', suffix: '', start: 9, end: 3, extra: '' } })).toBe(
      'The account rule start number must not be greater than its end number',
    );
    expect(problemOf({ awardType: AwardType.PROPORTION, awards: [] })).toBe('Add at least one award, or choose no awards');
    expect(problemOf({ awardType: AwardType.PROPORTION, awards: valid().awards.map((a) => ({ ...a, num: 40 })) })).toBe('The award proportions add up to more than 100%');
    expect(problemOf({ awardType: AwardType.COUNT, awards: valid().awards.map((a) => ({ ...a, priority: 1 })) })).toBe('Two awards have the same priority');
    expect(problemOf({ awardType: AwardType.COUNT, awards: [{ ...valid().awards[0]!, name: ' ' }] })).toBe('Each award needs a name');
    expect(problemOf({})).toBeNull();
  });

  test('every message the client check can give is in the catalogue', () => {
    const broken: Partial<ContestForm>[] = [
      { title: '' },
      { title: 'x'.repeat(501) },
      { description: '' },
      { startTime: '' },
      { endTime: '' },
      { endTime: '2026-11-02T07:00' },
      { endTime: '2026-11-02T08:00' },
      { auth: ContestAuth.PRIVATE },
      { auth: ContestAuth.PRIVATE, pwd: 'p'.repeat(65) },
      { auth: ContestAuth.PRIVATE, pwd: 'p', openAccountLimit: true, accountRule: { prefix: '<', suffix: '', start: 1, end: 2, extra: '' } },
      { auth: ContestAuth.PRIVATE, pwd: 'p', openAccountLimit: true, accountRule: { prefix: '', suffix: '', start: 0, end: 100_000, extra: '' } },
      { awardType: AwardType.COUNT, awards: [] },
      { awardType: AwardType.PROPORTION, awards: [{ ...valid().awards[0]!, num: 101 }] },
      { awardType: AwardType.COUNT, awards: [{ ...valid().awards[0]!, priority: 0 }] },
      { awardType: AwardType.COUNT, awards: [{ ...valid().awards[0]!, priority: 1.5 }] },
      { awardType: AwardType.COUNT, awards: [{ ...valid().awards[0]!, background: 'gold' }] },
      { awardType: AwardType.COUNT, awards: [{ ...valid().awards[0]!, num: -1 }] },
      { awardType: AwardType.COUNT, awards: [{ ...valid().awards[0]!, name: 'n'.repeat(33) }] },
    ];
    const translated: Record<string, string> = zhCatalogue;
    for (const over of broken) {
      const message = problemOf(over);
      expect(message, JSON.stringify(over)).not.toBeNull();
      expect(translated[message!], message!).toBeTruthy();
    }
  });

  test('the seal: the default choice when turned on, choices the length allows, the moment sent', () => {
    const sealed = withSealDefault(valid({ sealRank: true }));
    expect(sealed.sealChoice).toBe(SealChoice.LAST_HOUR);
    expect(withSealDefault(valid({ sealRank: true, type: ContestType.OI })).sealChoice).toBe(SealChoice.WHOLE_CONTEST);
    expect(contestBody(sealed).sealRankTime).toBe(new Date('2026-11-02T12:00').toISOString());
    // A 45-minute contest cannot seal its last hour: the form falls back to the whole contest.
    const short = { ...sealed, endTime: '2026-11-02T08:45' };
    expect(effectiveSealChoice(short)).toBe(SealChoice.WHOLE_CONTEST);
    expect(contestBody({ ...short, sealChoice: SealChoice.LAST_HALF_HOUR }).sealRankTime).toBe(new Date('2026-11-02T08:15').toISOString());
    expect(contestBody(valid()).sealRankTime).toBeNull();
    expect(contestBody(valid({ sealRank: true, startTime: '' })).sealRankTime).toBeNull();
  });

  test('hidden settings are sent switched off: no password or account rule for a public contest, no awards without an award type', () => {
    const body = contestBody(valid({ pwd: 'left over', openAccountLimit: true, awards: valid().awards }));
    expect(body).toMatchObject({ pwd: '', openAccountLimit: false, accountLimitRule: null, awardConfigList: [] });
    expect(body).not.toHaveProperty('id');
    const limited = contestBody(valid({ auth: ContestAuth.PRIVATE, pwd: 'pw', openAccountLimit: true, accountRule: { prefix: 'team', suffix: '', start: 1, end: 50, extra: 'judge1\n judge2 ' } }));
    expect(limited).toMatchObject({ pwd: 'pw', openAccountLimit: true, accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>judge1 judge2</extra>' });
    expect(contestBody(valid({ awardType: AwardType.COUNT })).awardConfigList).toEqual([
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#ffffff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 30 },
    ]);
  });

  test('a saved contest comes back into the form and is sent back unchanged in what it set', () => {
    const view: AdminContestView = {
      id: 12,
      uid: 'u1',
      author: 'setter',
      title: 'Autumn Cup',
      type: ContestType.OI,
      description: 'd',
      source: 0,
      auth: ContestAuth.PRIVATE,
      pwd: 'pw',
      startTime: '2026-11-02T08:00:00.000Z',
      endTime: '2026-11-02T13:00:00.000Z',
      duration: 18_000,
      sealRank: true,
      sealRankTime: '2026-11-02T12:30:00.000Z',
      autoRealRank: false,
      status: -1,
      visible: false,
      openPrint: true,
      openAccountLimit: true,
      accountLimitRule: '<prefix>team</prefix><suffix>x</suffix><start>1</start><end>50</end><extra>judge1 judge2</extra>',
      rankShowName: 'realname',
      starAccount: ['guest'],
      openRank: true,
      oiRankScoreType: 'Highest',
      gid: null,
      awardType: AwardType.COUNT,
      awardConfigList: [{ priority: 1, name: 'Top', background: '#ff0000', color: '#ffffff', num: 3 }],
      allowEndSubmit: true,
      count: 4,
      gmtCreate: '2026-11-01T08:00:00.000Z',
      gmtModified: '2026-11-01T08:00:00.000Z',
    };
    const form = contestFormFrom(view, NAMES);
    expect(form.sealChoice).toBe(SealChoice.LAST_HALF_HOUR);
    expect(form.accountRule).toEqual({ prefix: 'team', suffix: 'x', start: 1, end: 50, extra: 'judge1\njudge2' });
    const body = contestBody(form);
    // The body is the view's editable fields, no more (not its author, counts or dates).
    const fields = [
      'id',
      'title',
      'description',
      'type',
      'auth',
      'pwd',
      'startTime',
      'endTime',
      'sealRank',
      'sealRankTime',
      'autoRealRank',
      'visible',
      'openPrint',
      'openAccountLimit',
      'accountLimitRule',
      'rankShowName',
      'starAccount',
      'openRank',
      'oiRankScoreType',
      'awardType',
      'awardConfigList',
      'allowEndSubmit',
    ] as const;
    expect(body).toEqual(Object.fromEntries(fields.map((field) => [field, view[field]])));
    expect(contestBodyProblem(body)).toBeNull();
    // Without awards or a seal, the form offers the defaults again.
    const plain = contestFormFrom({ ...view, sealRank: false, sealRankTime: null, awardType: AwardType.NONE, awardConfigList: [] }, NAMES);
    expect(plain.awards).toHaveLength(3);
    expect(plain.sealChoice).toBe(SealChoice.WHOLE_CONTEST);
  });

  test('star users: trimmed, empty ones ignored, a repeat reported', () => {
    expect(addStarUsers(['ann'], [' bob ', '', 'cid'])).toEqual({ list: ['ann', 'bob', 'cid'], duplicate: false });
    expect(addStarUsers(['ann'], ['ann '])).toEqual({ list: ['ann'], duplicate: true });
    expect(addStarUsers([], ['x', ' x'])).toEqual({ list: ['x'], duplicate: true });
  });
});
