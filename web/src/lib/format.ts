const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "3 days ago" in the UI language. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const fmt = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms || unit === 'second') return fmt.format(Math.round(diff / ms), unit);
  return '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Seconds as H:MM:SS, hours unbounded (a contest two days away shows 48:00:00; penalties, accepted times). */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Local time as MM-DD HH:mm (contest cards). */
export function shortDateTime(iso: string): string {
  return localDateTime(iso).slice(5, 16);
}

/** A contest length in seconds as "2h 30m" style parts, in the UI language. */
export function formatDuration(seconds: number, language: string): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [d, 'day'],
    [h, 'hour'],
    [m, 'minute'],
  ];
  const shown = parts.filter(([n]) => n > 0);
  const unit = (n: number, u: 'day' | 'hour' | 'minute') => new Intl.NumberFormat(language, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  return (shown.length ? shown : [[0, 'minute'] as const]).map(([n, u]) => unit(n, u)).join(' ');
}

/** AC rate as a percent with two decimals (spec 000 section 9). */
export function acRate(ac: number, total: number) {
  return `${total ? ((ac / total) * 100).toFixed(2) : '0.00'}%`;
}

const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Memory the judge reports in KB, in the largest unit that keeps the number at or above 1 (spec 000 section 9). */
export function formatMemory(kb: number): string {
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(2))} ${MEMORY_UNITS[unit]}`;
}
