/**
 * How the table's writes fail, read from the SDK's error names (no SDK import needed here), so the API and
 * the judge classify them alike.
 */
export const isConditionFailure = (err: unknown): boolean =>
  err instanceof Error &&
  (err.name === 'ConditionalCheckFailedException' || (err.name === 'TransactionCanceledException' && /ConditionalCheckFailed/.test(err.message)));

/** The reason code of each operation of a cancelled transaction, in order; undefined for any other error. */
export const cancellationCodes = (err: unknown): (string | undefined)[] | undefined =>
  err instanceof Error && err.name === 'TransactionCanceledException'
    ? ((err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code)
    : undefined;

/** Which operations of a cancelled transaction failed their condition (true at their positions). */
export const failedConditions = (err: unknown): boolean[] => (cancellationCodes(err) ?? []).map((code) => code === 'ConditionalCheckFailed');

/**
 * A write that met another transaction on one of its items while every condition held: nothing was written, so
 * the same write may simply run again.
 */
export const isTransactionConflict = (err: unknown): boolean =>
  err instanceof Error &&
  !isConditionFailure(err) &&
  (err.name === 'TransactionConflictException' || /TransactionConflict/.test(err.message) || (cancellationCodes(err) ?? []).includes('TransactionConflict'));

/** A transaction that lost a race (a condition, or another transaction on the same item): read again and retry. */
export const isTransactionRace = (err: unknown): boolean => isConditionFailure(err) || isTransactionConflict(err);
