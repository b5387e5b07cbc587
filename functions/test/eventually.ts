/**
 * Retries an assertion until it passes or time runs out. Counters follow a verdict by milliseconds (they are
 * applied after the verdict is written, not in its transaction), so tests that read them wait this way.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
