/**
 * Spec 000 section 2.10: limits as stated for C and C++, doubled for other languages; remote problems (ids
 * starting CF- or GYM-) show the plain limit. Time in ms, memory in MB.
 */
export type LimitDisplay = { kind: 'plain'; time: number; memory: number } | { kind: 'split'; time: [number, number]; memory: [number, number] };

export function limitDisplay(p: { problemId: string; timeLimit: number; memoryLimit: number }): LimitDisplay {
  return /^(CF|GYM)-/i.test(p.problemId) ? { kind: 'plain', time: p.timeLimit, memory: p.memoryLimit } : { kind: 'split', time: [p.timeLimit, p.timeLimit * 2], memory: [p.memoryLimit, p.memoryLimit * 2] };
}
