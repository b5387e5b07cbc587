import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import { JUDGE_STATUS_SHORT } from '../../components/judge-status-badge.tsx';

/** A verdict's short code (the same in every language); one still on its way (pending, compiling, judging...) reads as a question mark. */
export function shortStatus(status: number) {
  return (isFinalStatus(status as JudgeStatus) && JUDGE_STATUS_SHORT[status as JudgeStatus]) || '?';
}

/** The submission list filtered as a rank cell's click opens it: the user's accepted ones, or their ones on a problem. */
export function rankSubmissionsPath(username: string, filter: { status: number } | { problemID: string }) {
  return `/status?${new URLSearchParams({ username, ...('status' in filter ? { status: String(filter.status) } : { problemID: filter.problemID }) }).toString()}`;
}
