import { useState } from 'react';

const key = (cid: number) => `contestContainsEnd:${cid}`;

/** The include-after-contest setting of one contest, kept in the browser. */
export function useContainsEnd(cid: number): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(key(cid)) === 'true');
  return [
    on,
    (next: boolean) => {
      localStorage.setItem(key(cid), String(next));
      setOn(next);
    },
  ];
}
