import { describe, expect, it } from 'vitest';
import { SealChoice } from '../enums.ts';
import { defaultSealChoice, sealChoiceOf, sealChoicesFor, sealTimeFor } from './seal.ts';

const start = '2026-05-01T10:00:00.000Z';
const end = '2026-05-01T15:00:00.000Z';

describe('seal choices', () => {
  it.each([
    [SealChoice.LAST_HALF_HOUR, '2026-05-01T14:30:00.000Z'],
    [SealChoice.LAST_HOUR, '2026-05-01T14:00:00.000Z'],
    [SealChoice.WHOLE_CONTEST, start],
  ])('choice %i seals at %s and is read back', (choice, at) => {
    expect(sealTimeFor(choice, start, end)).toBe(at);
    expect(sealChoiceOf(at, start, end)).toBe(choice);
  });

  it('a stored time matching no choice reads as the whole contest', () => {
    expect(sealChoiceOf('2026-05-01T12:17:00.000Z', start, end)).toBe(SealChoice.WHOLE_CONTEST);
  });

  it('short contests lose the choices longer than themselves', () => {
    expect(sealChoicesFor(1799)).toEqual([SealChoice.WHOLE_CONTEST]);
    expect(sealChoicesFor(1800)).toEqual([SealChoice.LAST_HALF_HOUR, SealChoice.WHOLE_CONTEST]);
    expect(sealChoicesFor(3600)).toEqual([SealChoice.LAST_HALF_HOUR, SealChoice.LAST_HOUR, SealChoice.WHOLE_CONTEST]);
  });

  it('defaults to the whole contest for OI or under an hour, else the last hour', () => {
    expect(defaultSealChoice(true, 18000)).toBe(SealChoice.WHOLE_CONTEST);
    expect(defaultSealChoice(false, 3000)).toBe(SealChoice.WHOLE_CONTEST);
    expect(defaultSealChoice(false, 3600)).toBe(SealChoice.LAST_HOUR);
  });
});
