import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../problem-detail.module.css';

/** Spec 000 section 2.10: the problem keeps at least 420 px, the editor at least 580 px. */
export const MIN_LEFT = 420;
export const MIN_RIGHT = 580;

export function clampLeft(wanted: number, container: number) {
  return Math.max(MIN_LEFT, Math.min(wanted, container - MIN_RIGHT));
}

/** The problem and the editor side by side with a draggable divider; stacked where both minimums do not fit. */
export function SplitPane({ left, right, rightHidden }: { left: ReactNode; right: ReactNode; rightHidden: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [leftWidth, setLeftWidth] = useState<number | null>(null);
  const wide = useMediaQuery(`(min-width: ${MIN_LEFT + MIN_RIGHT + 60}px)`);
  if (!wide || rightHidden)
    return (
      <Stack gap="md">
        {left}
        {!rightHidden && right}
      </Stack>
    );
  const width = () => ref.current?.getBoundingClientRect().width ?? 0;
  const startDrag = (e: ReactPointerEvent) => {
    e.preventDefault();
    const left = ref.current?.getBoundingClientRect().left ?? 0;
    const move = (ev: PointerEvent) => setLeftWidth(clampLeft(ev.clientX - left, width()));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' ? -20 : e.key === 'ArrowRight' ? 20 : 0;
    if (step) setLeftWidth((w) => clampLeft((w ?? width() / 2) + step, width()));
  };
  return (
    <div ref={ref} className={classes.split}>
      <div className={classes.pane} style={{ width: leftWidth ?? '50%' }}>
        {left}
      </div>
      <div className={classes.divider} role="separator" aria-orientation="vertical" aria-label={t('problem.divider')} tabIndex={0} onPointerDown={startDrag} onKeyDown={onKey} data-testid="divider" />
      <div className={classes.pane} style={{ flex: 1, minWidth: MIN_RIGHT }}>
        {right}
      </div>
    </div>
  );
}
