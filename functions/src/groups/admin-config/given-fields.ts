/** The body's fields that were given (null and undefined both mean "keep"). */
export function givenFields<T extends Record<string, unknown>>(body: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]?: Exclude<T[K], null> };
}
