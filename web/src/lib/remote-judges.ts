import type { RemoteOj } from '@oj/shared';

/** The remote judges by key: the name people know them by and their home page. */
export const REMOTE_JUDGE_SITES: Record<RemoteOj, { name: string; url: string }> = {
  HDU: { name: 'HDU', url: 'https://acm.hdu.edu.cn' },
  CF: { name: 'Codeforces', url: 'https://codeforces.com' },
  POJ: { name: 'POJ', url: 'http://poj.org' },
  GYM: { name: 'Codeforces Gym', url: 'https://codeforces.com/gyms' },
  AC: { name: 'AtCoder', url: 'https://atcoder.jp' },
  SPOJ: { name: 'SPOJ', url: 'https://www.spoj.com' },
  LIBRE: { name: 'LibreOJ', url: 'https://loj.ac' },
};
