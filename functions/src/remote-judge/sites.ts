import type { RemoteOj } from '@oj/shared';
import type { RemoteSite } from './site.ts';
import { createAtCoderSite } from './sites/atcoder.ts';
import { createCodeforcesSite, createGymSite } from './sites/codeforces.ts';
import { createHduSite } from './sites/hdu.ts';
import { createLibreSite } from './sites/libre.ts';
import { createPojSite } from './sites/poj.ts';
import { createSpojSite } from './sites/spoj.ts';

/**
 * Each remote judge's adapter, made for a base address: the site itself, or locally and in tests its fake
 * (functions/src/local/remote-sites/). A key without an entry is a site we cannot judge on yet.
 */
export const SITE_ADAPTERS: Partial<Record<RemoteOj, { url: string; create(baseUrl: string): RemoteSite }>> = {
  HDU: { url: 'https://acm.hdu.edu.cn', create: createHduSite },
  CF: { url: 'https://codeforces.com', create: createCodeforcesSite },
  POJ: { url: 'http://poj.org', create: createPojSite },
  GYM: { url: 'https://codeforces.com', create: createGymSite },
  AC: { url: 'https://atcoder.jp', create: createAtCoderSite },
  SPOJ: { url: 'https://www.spoj.com', create: createSpojSite },
  LIBRE: { url: 'https://api.loj.ac', create: createLibreSite },
};
