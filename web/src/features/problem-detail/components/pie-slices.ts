export interface Slice {
  label: string;
  value: number;
  color: string;
}

/** SVG arc paths of a pie centred at (r, r); a slice that is the whole pie is drawn as a circle by the caller. */
export function pieSlices(slices: Slice[], r: number) {
  const total = slices.reduce((s, x) => s + x.value, 0);
  let angle = -Math.PI / 2;
  return slices
    .filter((s) => s.value > 0)
    .map((s) => {
      const sweep = (s.value / total) * 2 * Math.PI;
      const [x1, y1] = [r + r * Math.cos(angle), r + r * Math.sin(angle)];
      angle += sweep;
      const [x2, y2] = [r + r * Math.cos(angle), r + r * Math.sin(angle)];
      const large = sweep > Math.PI ? 1 : 0;
      return { ...s, share: s.value / total, whole: s.value === total, d: `M${r},${r} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z` };
    });
}
