import type { RemoteOj } from '@oj/shared';
import { parse, type HTMLElement } from 'node-html-parser';
import { RemoteSiteError } from './site.ts';

/** A site's HTML as a tree; `<pre>` is parsed too, since sites put markup inside their sample blocks. */
export function parsePage(html: string): HTMLElement {
  return parse(html, { blockTextElements: { script: true, style: true } });
}

/** The value a page must have; without it the page is not the shape we know: 'garbage', never a TypeError. */
export function need<T>(site: RemoteOj, value: T | null | undefined, what: string): T {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) {
    throw new RemoteSiteError(site, 'garbage', `the page has no ${what}`);
  }
  return value;
}

/** The first number in a text (`15MS`, `1024K`, `0.01`), or NaN. */
export function numberIn(text: string | undefined): number {
  const m = /\d+(?:\.\d+)?/.exec(text ?? '');
  return m ? Number(m[0]) : NaN;
}
