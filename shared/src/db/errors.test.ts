import { describe, expect, it } from 'vitest';
import { cancellationCodes, failedConditions, isConditionFailure, isTransactionConflict, isTransactionRace } from './errors.ts';

const named = (name: string, message = '', extra: object = {}) => Object.assign(new Error(message), { name }, extra);
const cancelled = (...codes: string[]) =>
  named('TransactionCanceledException', `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`, {
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('table write errors', () => {
  it('tells a failed condition, of a write or of a transaction', () => {
    expect(isConditionFailure(named('ConditionalCheckFailedException'))).toBe(true);
    expect(isConditionFailure(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
    expect(isConditionFailure(cancelled('None', 'TransactionConflict'))).toBe(false);
    expect(isConditionFailure(named('ValidationException', 'ConditionalCheckFailed'))).toBe(false);
  });

  it('retries a conflict only when every condition held', () => {
    expect(isTransactionConflict(named('TransactionConflictException'))).toBe(true);
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(named('TransactionCanceledException', 'cancelled', { CancellationReasons: [{ Code: 'TransactionConflict' }] }))).toBe(true);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isTransactionConflict(named('ProvisionedThroughputExceededException'))).toBe(false);
    expect(isTransactionConflict('TransactionConflict')).toBe(false);
  });

  it('counts either as a lost race', () => {
    expect(isTransactionRace(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(true);
    expect(isTransactionRace(named('TransactionConflictException'))).toBe(true);
    expect(isTransactionRace(named('InternalServerError'))).toBe(false);
  });

  it('reads which operations of a cancelled transaction failed', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual(['None', 'ConditionalCheckFailed']);
    expect(cancellationCodes(named('ConditionalCheckFailedException'))).toBeUndefined();
    expect(failedConditions(cancelled('ConditionalCheckFailed', 'None', 'TransactionConflict'))).toEqual([true, false, false]);
    expect(failedConditions(named('ConditionalCheckFailedException'))).toEqual([]);
  });
});
