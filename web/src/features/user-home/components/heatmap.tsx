import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Heatmap as HeatmapData } from '../api/user-home-api.ts';
import { heatLevel, heatmapWeeks } from './heatmap-grid.ts';

const COLORS = ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'];
const CELL = 11;
const GAP = 3;

/** One year of submissions per day, drawn as SVG like a contribution calendar. */
export function Heatmap({ data }: { data: HeatmapData }) {
  const { t } = useTranslation();
  const weeks = heatmapWeeks(data.endDate, data.dataList);
  const total = data.dataList.reduce((a, c) => a + c.count, 0);
  return (
    <div>
      <Text size="sm" mb={6}>
        {t('userHome.heatmapTotal', { count: total })}
      </Text>
      <div style={{ overflowX: 'auto' }}>
        <svg width={weeks.length * (CELL + GAP)} height={7 * (CELL + GAP)} role="img" aria-label={t('userHome.heatmap')} data-testid="heatmap">
          {weeks.map((week, x) =>
            week.map((cell) => (
              <rect key={cell.date} x={x * (CELL + GAP)} y={new Date(`${cell.date}T00:00:00Z`).getUTCDay() * (CELL + GAP)} width={CELL} height={CELL} rx={2} fill={COLORS[heatLevel(cell.count)]}>
                <title>{t('userHome.heatmapCell', { date: cell.date, count: cell.count })}</title>
              </rect>
            )),
          )}
        </svg>
      </div>
      <Group gap={4} justify="flex-end" mt={4}>
        <Text size="xs" c="dimmed">
          {t('userHome.less')}
        </Text>
        {COLORS.map((c) => (
          <span key={c} style={{ width: CELL, height: CELL, background: c, borderRadius: 2, display: 'inline-block' }} />
        ))}
        <Text size="xs" c="dimmed">
          {t('userHome.more')}
        </Text>
      </Group>
    </div>
  );
}
