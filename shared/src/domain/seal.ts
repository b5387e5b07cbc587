/**
 * Seal choices of the contest form (spec 002 "Contest seal time choices"): the last half hour, the last hour,
 * or the whole contest. The contest stores only sealRankTime; the form infers the choice back from it.
 */
import { SealChoice } from '../enums.ts';

const HALF_HOUR_MS = 30 * 60_000;
const HOUR_MS = 60 * 60_000;

export function sealTimeFor(choice: SealChoice, startTime: string, endTime: string): string {
  const end = Date.parse(endTime);
  if (choice === SealChoice.LAST_HALF_HOUR) return new Date(end - HALF_HOUR_MS).toISOString();
  if (choice === SealChoice.LAST_HOUR) return new Date(end - HOUR_MS).toISOString();
  return new Date(Date.parse(startTime)).toISOString();
}

/** The choice a stored seal time stands for (a time matching none reads as the whole contest). */
export function sealChoiceOf(sealRankTime: string, startTime: string, endTime: string): SealChoice {
  const at = Date.parse(sealRankTime);
  const end = Date.parse(endTime);
  if (at === end - HALF_HOUR_MS && at > Date.parse(startTime)) return SealChoice.LAST_HALF_HOUR;
  if (at === end - HOUR_MS && at > Date.parse(startTime)) return SealChoice.LAST_HOUR;
  return SealChoice.WHOLE_CONTEST;
}

/** Choices a contest of this length allows: half an hour needs 1800 s, an hour 3600 s. */
export function sealChoicesFor(durationSeconds: number): SealChoice[] {
  return [durationSeconds >= 1800 ? SealChoice.LAST_HALF_HOUR : undefined, durationSeconds >= 3600 ? SealChoice.LAST_HOUR : undefined, SealChoice.WHOLE_CONTEST].filter(
    (c): c is SealChoice => c !== undefined,
  );
}

/** The choice the form starts with when sealing is turned on: the whole contest for OI or short contests, else the last hour. */
export function defaultSealChoice(isOi: boolean, durationSeconds: number): SealChoice {
  return isOi || durationSeconds < 3600 ? SealChoice.WHOLE_CONTEST : SealChoice.LAST_HOUR;
}
