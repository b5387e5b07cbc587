/** Failed logins in this browser; from the fifth on, a slide puzzle comes before the next try (spec 000 section 4.5). */
const KEY = 'loginFailures';
export const SLIDE_AFTER_FAILURES = 5;

export const loginFailures = {
  count: () => Number(localStorage.getItem(KEY) ?? 0),
  add: () => localStorage.setItem(KEY, String(loginFailures.count() + 1)),
  reset: () => localStorage.removeItem(KEY),
};
