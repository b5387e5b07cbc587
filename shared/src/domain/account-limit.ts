/**
 * A contest's account limit rule: accounts named prefix + number + suffix for numbers in [start, end], plus
 * extra accounts. Stored as the reference stores it:
 * `<prefix>p</prefix><suffix>s</suffix><start>1</start><end>50</end><extra>a b c</extra>`.
 */
export interface AccountRule {
  prefix: string;
  suffix: string;
  start: number;
  end: number;
  /** Extra usernames, separated by whitespace in the stored text. */
  extra: string[];
}

/** Numbers spanned by a rule are capped so a preview or a check stays small. */
export const ACCOUNT_RULE_MAX_SPAN = 100_000;

const part = (rule: string, tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(rule)?.[1] ?? '';

export function parseAccountRule(rule: string): AccountRule {
  const number = (tag: string) => {
    const text = part(rule, tag).trim();
    return /^\d+$/.test(text) ? Number(text) : 0;
  };
  return {
    prefix: part(rule, 'prefix'),
    suffix: part(rule, 'suffix'),
    start: number('start'),
    end: number('end'),
    extra: part(rule, 'extra').split(/\s+/).filter(Boolean),
  };
}

export function formatAccountRule(r: AccountRule): string {
  return `<prefix>${r.prefix}</prefix><suffix>${r.suffix}</suffix><start>${r.start}</start><end>${r.end}</end><extra>${r.extra.join(' ')}</extra>`;
}

/** Why a rule cannot be saved, or null. */
export function accountRuleProblem(r: AccountRule): string | null {
  if (r.start > r.end) return 'The account rule start number must not be greater than its end number';
  if (r.end - r.start >= ACCOUNT_RULE_MAX_SPAN) return `The account rule may span at most ${ACCOUNT_RULE_MAX_SPAN} numbers`;
  if (/[<>]/.test(r.prefix + r.suffix + r.extra.join(''))) return 'The account rule may not contain < or >';
  return null;
}

/** Whether a username is allowed: an extra account, or prefix + a number in range (no leading zeros) + suffix. */
export function matchesAccountRule(rule: string, username: string): boolean {
  const r = parseAccountRule(rule);
  if (r.extra.includes(username)) return true;
  if (!username.startsWith(r.prefix) || !username.endsWith(r.suffix) || username.length <= r.prefix.length + r.suffix.length) return false;
  const middle = username.slice(r.prefix.length, username.length - r.suffix.length);
  if (!/^(0|[1-9]\d*)$/.test(middle)) return false;
  const n = Number(middle);
  return n >= r.start && n <= r.end;
}

/** The first allowed accounts, for the contest form's preview. */
export function previewAccounts(r: AccountRule, max = 20): string[] {
  const out: string[] = [];
  for (let n = r.start; n <= r.end && out.length < max; n++) out.push(`${r.prefix}${n}${r.suffix}`);
  for (const name of r.extra) if (out.length < max) out.push(name);
  return out;
}
