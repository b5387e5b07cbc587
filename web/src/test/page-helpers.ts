// Support for the back-office community page tests: pages of rows, the calls' queries and bodies, Mantine's select.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { mockApi } from './page-app.tsx';

export function page<T>(records: T[]) {
  return { records, total: records.length, current: 1, size: 10, pages: 1 };
}
export function queries(calls: ReturnType<typeof mockApi>, key: string) {
  return calls.filter((c) => c.key === key).map((c) => Object.fromEntries(c.query));
}
export function bodies(calls: ReturnType<typeof mockApi>, key: string) {
  return calls.filter((c) => c.key === key).map((c) => c.body);
}
export const T0 = '2026-03-01T08:00:00.000Z';
/** The first rows of a page take more than the default second on a busy machine (the discussion page renders two cards). */
export const slow = { timeout: 8000 };

/** Opens a Mantine select and picks the option of that name from its own list. */
export async function pick(input: HTMLElement, name: string) {
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  fireEvent.click(within(document.getElementById(input.getAttribute('aria-controls')!)!).getByRole('option', { name, hidden: true }));
}
