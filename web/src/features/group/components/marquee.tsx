import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import classes from './marquee.module.css';

/** Spec 002 2.2: the marquee moves one pixel per step of 20 ms. */
export const MARQUEE_STEP_MS = 20;

/** The text scrolls sideways (after 1 s, a pixel each 20 ms) only when it does not fit its box. */
export function Marquee({ text, 'data-testid': testId }: { text: string; 'data-testid'?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setOverflow(Math.max(0, (inner.current?.scrollWidth ?? 0) - (box.current?.clientWidth ?? 0)));
    measure();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [text]);
  const style = overflow > 0 ? ({ '--marquee-distance': `${overflow}px`, '--marquee-duration': `${overflow * MARQUEE_STEP_MS}ms` } as CSSProperties) : undefined;
  return (
    <div ref={box} className={classes.box} title={text}>
      <span ref={inner} className={overflow > 0 ? `${classes.text} ${classes.moving}` : classes.text} style={style} data-testid={testId} data-moving={overflow > 0 || undefined}>
        {text}
      </span>
    </div>
  );
}
