const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a back-office form's local date-time picker value (minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The picker's local date-time as ISO, or null when unset or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
