/**
 * The back office's contest form as data (spec 002 2.6 "Contest form fields"): what the page edits, how it
 * comes from a saved contest, and the body it sends. The checks are the API's own schema, so the first
 * broken rule and its message are the ones the server would answer.
 */
import { AwardType, ContestAuth, ContestType, SealChoice, type OiRankScoreType, type RankShowName } from '@oj/shared/enums';
import type { AwardConfig } from '@oj/shared/db/items/contest';
import { formatAccountRule, parseAccountRule, type AccountRule } from '@oj/shared/domain/account-limit';
import { defaultSealChoice, sealChoiceOf, sealChoicesFor, sealTimeFor } from '@oj/shared/domain/seal';
import { AdminContestBody } from '@oj/shared/schemas/admin-contest';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { fromLocalInput, toLocalInput } from '../../components/local-time.ts';

/** One row of the award table; `key` only tells rows apart while editing. Numbers stay as typed until sent. */
export interface AwardRow {
  key: number;
  priority: number | string;
  name: string;
  background: string;
  color: string;
  num: number | string;
}

/** The account rule's fields; extra accounts stay as typed (whitespace separates them). */
export interface AccountRuleFields {
  prefix: string;
  suffix: string;
  start: number | string;
  end: number | string;
  extra: string;
}

export interface ContestForm {
  /** Set when editing. */
  id: number | null;
  title: string;
  description: string;
  /** Local date-times as the browser's picker gives them (YYYY-MM-DDTHH:mm), '' when unset. */
  startTime: string;
  endTime: string;
  type: ContestType;
  oiRankScoreType: OiRankScoreType;
  sealRank: boolean;
  sealChoice: SealChoice;
  autoRealRank: boolean;
  openRank: boolean;
  allowEndSubmit: boolean;
  openPrint: boolean;
  rankShowName: RankShowName;
  starAccount: string[];
  auth: ContestAuth;
  pwd: string;
  openAccountLimit: boolean;
  accountRule: AccountRuleFields;
  awardType: AwardType;
  awards: AwardRow[];
  /** Kept as the contest has it: the list's switch changes it. */
  visible: boolean;
}

let nextKey = 1;
const award = (a: Omit<AwardRow, 'key'>): AwardRow => ({ key: nextKey++, ...a });

/** Gold, silver and bronze for 10, 20 and 30 (% or places), in the UI language's names. */
export function defaultAwards(names: readonly [string, string, string]): AwardRow[] {
  return [
    award({ priority: 1, name: names[0], background: '#e6bf25', color: '#ffffff', num: 10 }),
    award({ priority: 2, name: names[1], background: '#b4c0c7', color: '#ffffff', num: 20 }),
    award({ priority: 3, name: names[2], background: '#cd7f32', color: '#ffffff', num: 30 }),
  ];
}

/** A row after the last: the next priority, no name yet. */
export function newAwardRow(rows: readonly AwardRow[]): AwardRow {
  return award({ priority: rows.reduce((max, r) => Math.max(max, Number(r.priority) || 0), 0) + 1, name: '', background: '#1e90ff', color: '#ffffff', num: 0 });
}

const EMPTY_RULE: AccountRuleFields = { prefix: '', suffix: '', start: 1, end: 10, extra: '' };

export function newContestForm(awardNames: readonly [string, string, string]): ContestForm {
  return {
    id: null,
    title: '',
    description: '',
    startTime: '',
    endTime: '',
    type: ContestType.ACM,
    oiRankScoreType: 'Recent',
    sealRank: false,
    sealChoice: SealChoice.WHOLE_CONTEST,
    autoRealRank: true,
    openRank: false,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    starAccount: [],
    auth: ContestAuth.PUBLIC,
    pwd: '',
    openAccountLimit: false,
    accountRule: EMPTY_RULE,
    awardType: AwardType.NONE,
    awards: defaultAwards(awardNames),
    visible: true,
  };
}

/** Seconds from start to end (negative when the end comes first), or null while a time is missing. */
export function durationOf(f: Pick<ContestForm, 'startTime' | 'endTime'>): number | null {
  const start = fromLocalInput(f.startTime);
  const end = fromLocalInput(f.endTime);
  return start && end ? (Date.parse(end) - Date.parse(start)) / 1000 : null;
}

/** The seal choice in force: the one picked when this contest's length allows it, else the default for it. */
export function effectiveSealChoice(f: ContestForm): SealChoice {
  const seconds = Math.max(0, durationOf(f) ?? 0);
  return sealChoicesFor(seconds).includes(f.sealChoice) ? f.sealChoice : defaultSealChoice(f.type === ContestType.OI, seconds);
}

/** Turning the seal on (or changing the rule while sealed) starts from the default choice for the contest. */
export function withSealDefault(f: ContestForm): ContestForm {
  return {
    ...f,
    sealChoice: defaultSealChoice(f.type === ContestType.OI, Math.max(0, durationOf(f) ?? 0)),
  };
}

export function accountRuleOf(r: AccountRuleFields): AccountRule {
  return {
    prefix: r.prefix,
    suffix: r.suffix,
    start: Number(r.start) || 0,
    end: Number(r.end) || 0,
    extra: r.extra.split(/\s+/).filter(Boolean),
  };
}

/** A saved contest back in the form. */
export function contestFormFrom(c: AdminContestView, awardNames: readonly [string, string, string]): ContestForm {
  const rule = c.accountLimitRule ? parseAccountRule(c.accountLimitRule) : null;
  const form: ContestForm = {
    id: c.id,
    title: c.title,
    description: c.description,
    startTime: toLocalInput(c.startTime),
    endTime: toLocalInput(c.endTime),
    type: c.type === ContestType.OI ? ContestType.OI : ContestType.ACM,
    oiRankScoreType: c.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    sealRank: c.sealRank,
    sealChoice: SealChoice.WHOLE_CONTEST,
    autoRealRank: c.autoRealRank,
    openRank: c.openRank,
    allowEndSubmit: c.allowEndSubmit,
    openPrint: c.openPrint,
    rankShowName: c.rankShowName === 'nickname' || c.rankShowName === 'realname' ? c.rankShowName : 'username',
    starAccount: c.starAccount,
    auth: c.auth === ContestAuth.PRIVATE || c.auth === ContestAuth.PROTECTED ? c.auth : ContestAuth.PUBLIC,
    pwd: c.pwd,
    openAccountLimit: c.openAccountLimit,
    accountRule: rule ? { prefix: rule.prefix, suffix: rule.suffix, start: rule.start, end: rule.end, extra: rule.extra.join('\n') } : EMPTY_RULE,
    awardType: c.awardType === AwardType.PROPORTION || c.awardType === AwardType.COUNT ? c.awardType : AwardType.NONE,
    awards: c.awardConfigList.length ? c.awardConfigList.map((a: AwardConfig) => award(a)) : defaultAwards(awardNames),
    visible: c.visible,
  };
  return c.sealRank && c.sealRankTime ? { ...form, sealChoice: sealChoiceOf(c.sealRankTime, c.startTime, c.endTime) } : withSealDefault(form);
}

/** The body POST and PUT /api/admin/contest take. Settings hidden by the form's choices are sent switched off. */
export function contestBody(f: ContestForm): Record<string, unknown> {
  const startTime = fromLocalInput(f.startTime);
  const endTime = fromLocalInput(f.endTime);
  const limited = f.auth !== ContestAuth.PUBLIC && f.openAccountLimit;
  return {
    ...(f.id ? { id: f.id } : {}),
    title: f.title,
    description: f.description,
    startTime,
    endTime,
    type: f.type,
    oiRankScoreType: f.oiRankScoreType,
    sealRank: f.sealRank,
    sealRankTime: f.sealRank && startTime && endTime ? sealTimeFor(effectiveSealChoice(f), startTime, endTime) : null,
    autoRealRank: f.autoRealRank,
    openRank: f.openRank,
    allowEndSubmit: f.allowEndSubmit,
    openPrint: f.openPrint,
    rankShowName: f.rankShowName,
    starAccount: f.starAccount,
    auth: f.auth,
    pwd: f.auth === ContestAuth.PUBLIC ? '' : f.pwd,
    openAccountLimit: limited,
    accountLimitRule: limited ? formatAccountRule(accountRuleOf(f.accountRule)) : null,
    awardType: f.awardType,
    awardConfigList: f.awardType === AwardType.NONE ? [] : f.awards.map(({ key: _key, ...a }) => a),
    visible: f.visible,
  };
}

/** The first rule the body breaks, as the API words it, or null. */
export function contestBodyProblem(body: Record<string, unknown>): string | null {
  const result = AdminContestBody.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Star users after adding typed names: trimmed, empty ones ignored; `duplicate` when one was listed already. */
export function addStarUsers(current: readonly string[], typed: readonly string[]): { list: string[]; duplicate: boolean } {
  const list = [...current];
  let duplicate = false;
  for (const name of typed.map((n) => n.trim()).filter(Boolean)) {
    if (list.includes(name)) duplicate = true;
    else list.push(name);
  }
  return { list, duplicate };
}
