import { JudgeStatus } from '../enums.ts';

/**
 * The verdicts a training or exam rank shows, as the reference's ranks read them: final judged verdicts only; in-progress,
 * cancelled, system errors and failed submissions leave a rank as it was.
 */
const RANKED: ReadonlySet<number> = new Set([
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
]);

export function isRankedVerdict(status: number): boolean {
  return RANKED.has(status);
}
