import { JudgeStatus } from '@oj/shared/enums';

/** The short verdict codes the rank shows per problem (the same in every language). */
const SHORT: Partial<Record<number, string>> = {
  [JudgeStatus.ACCEPTED]: 'AC',
  [JudgeStatus.WRONG_ANSWER]: 'WA',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'TLE',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'MLE',
  [JudgeStatus.RUNTIME_ERROR]: 'RE',
  [JudgeStatus.SYSTEM_ERROR]: 'SE',
  [JudgeStatus.PRESENTATION_ERROR]: 'PE',
  [JudgeStatus.COMPILE_ERROR]: 'CE',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'PAC',
  [JudgeStatus.CANCELLED]: 'CA',
  [JudgeStatus.SUBMITTED_FAILED]: 'SF',
};

/** A verdict still on its way (pending, compiling, judging...) reads as a question mark. */
export const shortStatus = (status: number) => SHORT[status] ?? '?';

/** The submission list filtered as a rank cell's click opens it: the user's accepted ones, or their ones on a problem. */
export const rankSubmissionsPath = (username: string, filter: { status: number } | { problemID: string }) =>
  `/status?${new URLSearchParams({ username, ...('status' in filter ? { status: String(filter.status) } : { problemID: filter.problemID }) }).toString()}`;
