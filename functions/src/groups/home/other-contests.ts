import type { z } from 'zod';
import type { OtherContest } from '@oj/shared';

type Upcoming = z.infer<typeof OtherContest>;

interface CodeforcesContest {
  id: number;
  name: string;
  phase: string;
  startTimeSeconds?: number;
  durationSeconds: number;
}

/** Upcoming Codeforces rounds from its public contest.list answer, soonest first. */
export function codeforcesUpcoming(answer: unknown, limit = 10): Upcoming[] {
  const result = (answer as { status?: string; result?: CodeforcesContest[] }).result;
  if ((answer as { status?: string }).status !== 'OK' || !Array.isArray(result)) return [];
  return result
    .filter((c) => c.phase === 'BEFORE' && typeof c.startTimeSeconds === 'number')
    .sort((a, b) => (a.startTimeSeconds ?? 0) - (b.startTimeSeconds ?? 0))
    .slice(0, limit)
    .map((c) => ({
      oj: 'CF',
      title: c.name,
      beginTime: new Date((c.startTimeSeconds ?? 0) * 1000).toISOString(),
      endTime: new Date(((c.startTimeSeconds ?? 0) + c.durationSeconds) * 1000).toISOString(),
      url: `https://codeforces.com/contests/${c.id}`,
    }));
}

const CACHE_MS = 60 * 60 * 1000;
let cached: { at: number; value: Upcoming[] } | undefined;

/**
 * Other judges' upcoming contests for the home page. Fetched at most hourly per instance, with a short
 * timeout; a failure shows an empty list rather than slowing the home page.
 */
export async function otherContests(enabled: boolean, warn: (msg: string, f: Record<string, unknown>) => void): Promise<Upcoming[]> {
  if (!enabled) return [];
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  try {
    const res = await fetch('https://codeforces.com/api/contest.list?gym=false', { signal: AbortSignal.timeout(3000) });
    cached = { at: Date.now(), value: codeforcesUpcoming(await res.json()) };
  } catch (err) {
    warn('other contests unavailable', { error: String(err) });
    cached = { at: Date.now(), value: [] };
  }
  return cached.value;
}
