import { Group, Text } from '@mantine/core';

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

const W = 640;
const PAD = { top: 12, right: 12, bottom: 48, left: 40 };

/** A round axis maximum (1, 2, 5 x 10^n) at or above the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/**
 * A grouped bar chart drawn as SVG. The charts here are a handful of bars, so a chart library (tens of KB gzip)
 * would cost more than it gives.
 */
export function BarChart({ categories, series, height = 260, title }: { categories: string[]; series: BarSeries[]; height?: number; title: string }) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.min(28, (band * 0.7) / Math.max(1, series.length));
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * max * 100) / 100);
  return (
    <figure style={{ margin: 0 }}>
      <Group gap="md" justify="center" mb={4}>
        {series.map((s) => (
          <Group key={s.label} gap={4}>
            <span style={{ width: 12, height: 12, background: s.color, borderRadius: 2, display: 'inline-block' }} />
            <Text size="xs">{s.label}</Text>
          </Group>
        ))}
      </Group>
      <svg viewBox={`0 0 ${W} ${height}`} width="100%" role="img" aria-label={title}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e9ecef" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#868e96">
              {t}
            </text>
          </g>
        ))}
        {categories.map((c, i) => {
          const x0 = PAD.left + i * band + (band - barW * series.length) / 2;
          return (
            <g key={`${c}-${i}`}>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0;
                return (
                  <rect key={s.label} x={x0 + j * barW} y={y(v)} width={barW - 2} height={Math.max(0, y(0) - y(v))} fill={s.color} rx={2}>
                    <title>{`${c} · ${s.label}: ${v}`}</title>
                  </rect>
                );
              })}
              <text
                x={PAD.left + i * band + band / 2}
                y={height - PAD.bottom + 16}
                textAnchor={categories.length > 7 ? 'end' : 'middle'}
                transform={categories.length > 7 ? `rotate(-30 ${PAD.left + i * band + band / 2} ${height - PAD.bottom + 16})` : undefined}
                fontSize="11"
                fill="#495057"
              >
                {c.length > 12 ? `${c.slice(0, 11)}…` : c}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
