/**
 * How the table's writes fail, read from the SDK's error names (no SDK import needed here), so the API and
 * the judge classify them alike.
 */
export function isConditionFailure(err: unknown): boolean {
  return err instanceof Error && (err.name === 'ConditionalCheckFailedException' || (err.name === 'TransactionCanceledException' && /ConditionalCheckFailed/.test(err.message)));
}

/** The reason code of each operation of a cancelled transaction, in order; undefined for any other error. */
export function cancellationCodes(err: unknown): (string | undefined)[] | undefined {
  return err instanceof Error && err.name === 'TransactionCanceledException' ? ((err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code) : undefined;
}

/** Which operations of a cancelled transaction failed their condition (true at their positions). */
export function failedConditions(err: unknown): boolean[] {
  return (cancellationCodes(err) ?? []).map((code) => code === 'ConditionalCheckFailed');
}

/**
 * A write that met another transaction on one of its items while every condition held: nothing was written, so
 * the same write may simply run again.
 */
export function isTransactionConflict(err: unknown): boolean {
  return (
    err instanceof Error &&
    !isConditionFailure(err) &&
    (err.name === 'TransactionConflictException' || /TransactionConflict/.test(err.message) || (cancellationCodes(err) ?? []).includes('TransactionConflict'))
  );
}

/** A transaction that lost a race (a condition, or another transaction on the same item): read again and retry. */
export function isTransactionRace(err: unknown): boolean {
  return isConditionFailure(err) || isTransactionConflict(err);
}
