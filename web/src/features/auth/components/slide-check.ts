export const SLIDE_TOLERANCE_PX = 3;

/**
 * The slider's verdict: the piece must land within 3 px of the gap, and a perfectly level drag (no vertical
 * jitter at all) is taken for a robot that moved too fast, as the spec's puzzle does.
 */
export function slideResult(offset: number, target: number, ys: readonly number[]): 'ok' | 'miss' | 'robot' {
  if (Math.abs(offset - target) > SLIDE_TOLERANCE_PX) return 'miss';
  const mean = ys.reduce((a, b) => a + b, 0) / Math.max(1, ys.length);
  const variance = ys.reduce((a, y) => a + (y - mean) ** 2, 0) / Math.max(1, ys.length);
  return variance === 0 ? 'robot' : 'ok';
}
