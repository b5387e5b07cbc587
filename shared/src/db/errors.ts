/**
 * How the table's writes fail, read from the SDK's error names (no SDK import needed here), so the API and
 * the judge classify them alike.
 */
export const isConditionFailure = (err: unknown): boolean =>
  err instanceof Error &&
  (err.name === 'ConditionalCheckFailedException' || (err.name === 'TransactionCanceledException' && /ConditionalCheckFailed/.test(err.message)));

/** A transaction that lost a race (a condition, or another transaction on the same item): read again and retry. */
export const isTransactionRace = (err: unknown): boolean =>
  isConditionFailure(err) || (err instanceof Error && (err.name === 'TransactionConflictException' || /TransactionConflict/.test(err.message)));
