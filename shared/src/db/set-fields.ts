/**
 * An update's SET clause from a record of fields (undefined ones are left alone), with their names and values as
 * `#f<n>` and `:f<n>`; `also` adds the caller's own clauses to the SET, `values` the values those clauses name.
 */
export function setFields(fields: Record<string, unknown>, extra: { also?: readonly string[]; values?: Record<string, unknown> } = {}) {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    UpdateExpression: `SET ${[...entries.map((_, i) => `#f${i} = :f${i}`), ...(extra.also ?? [])].join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])), ...extra.values },
  };
}
