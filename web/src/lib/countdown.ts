import { useEffect, useState } from 'react';

const storageKey = (name: string) => `countdown:${name}`;

const secondsLeft = (name: string) => {
  const until = Number(localStorage.getItem(storageKey(name)) ?? 0);
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
};

/**
 * A resend wait that survives closing and reopening its dialog (spec 000 section 4.5): the deadline is
 * stored, and every mount reads it back.
 */
export function useCountdown(name: string, seconds: number) {
  const [left, setLeft] = useState(() => secondsLeft(name));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft(secondsLeft(name)), 1000);
    return () => clearInterval(timer);
  }, [name, running]);
  const start = () => {
    localStorage.setItem(storageKey(name), String(Date.now() + seconds * 1000));
    setLeft(seconds);
  };
  return { left, start };
}
