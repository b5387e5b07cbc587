import { Box, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { slideResult } from './slide-check.ts';
import classes from './slide-verify.module.css';

const WIDTH = 310;
const HEIGHT = 150;
const PIECE = 42;

const randomGap = () => ({
  x: 90 + Math.floor(Math.random() * (WIDTH - PIECE - 100)),
  y: 10 + Math.floor(Math.random() * (HEIGHT - PIECE - 20)),
  hue: Math.floor(Math.random() * 360),
});

/** Drag the piece into the gap. Calls onSuccess once the piece lands within the tolerance. */
export function SlideVerify({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [gap, setGap] = useState(randomGap);
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const drag = useRef<{ startX: number; ys: number[] } | null>(null);

  const background = `radial-gradient(circle at 20% 30%, hsl(${gap.hue} 70% 70%), transparent 45%),
    radial-gradient(circle at 80% 70%, hsl(${(gap.hue + 120) % 360} 70% 60%), transparent 50%),
    linear-gradient(135deg, hsl(${(gap.hue + 240) % 360} 60% 45%), hsl(${gap.hue} 60% 35%))`;

  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX - offset, ys: [e.clientY] };
    setMessage(null);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.ys.push(e.clientY);
    setOffset(Math.min(WIDTH - PIECE, Math.max(0, e.clientX - drag.current.startX)));
  };
  const onUp = () => {
    if (!drag.current) return;
    const result = slideResult(offset, gap.x, drag.current.ys);
    drag.current = null;
    if (result === 'ok') return onSuccess();
    setMessage(t(result === 'robot' ? 'auth.slideRobot' : 'auth.slideMiss'));
    setGap(randomGap());
    setOffset(0);
  };

  return (
    <Box w={WIDTH} data-testid="slide-verify">
      <div className={classes.image} style={{ width: WIDTH, height: HEIGHT, background }}>
        <div className={classes.gap} style={{ left: gap.x, top: gap.y, width: PIECE, height: PIECE }} />
        <div
          className={classes.piece}
          style={{ left: offset, top: gap.y, width: PIECE, height: PIECE, background, backgroundSize: `${WIDTH}px ${HEIGHT}px`, backgroundPosition: `-${gap.x}px -${gap.y}px` }}
        />
      </div>
      <div className={classes.track}>
        <Text size="xs" c="dimmed" className={classes.hint}>
          {t('auth.slideHint')}
        </Text>
        <div
          className={classes.handle}
          style={{ left: offset }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          role="slider"
          aria-valuemin={0}
          aria-valuemax={WIDTH - PIECE}
          aria-valuenow={offset}
          aria-label={t('auth.slideHint')}
          tabIndex={0}
        >
          →
        </div>
      </div>
      {message && (
        <Text size="xs" c="red" mt={4}>
          {message}
        </Text>
      )}
    </Box>
  );
}
