import { z } from 'zod';
import type { RemoteOj } from '@oj/shared';
import { perDeps, type DataDeps } from '../deps.ts';
import type { Env } from '../env.ts';
import type { RemoteSite } from './site.ts';
import { SITE_ADAPTERS } from './sites.ts';

/** Finds the adapter of a remote judge; undefined for a site we cannot judge on (no adapter yet). */
export type SiteLookup = (key: RemoteOj) => RemoteSite | undefined;

const SiteUrls = z.record(z.string(), z.url());

/**
 * The adapters of SITE_ADAPTERS, each made once for the site's own address or the one REMOTE_SITE_URLS gives it
 * (a JSON object by key, `{"HDU":"http://localhost:9101"}`: the local fakes).
 */
export function siteLookupOf(env: Pick<Env, 'REMOTE_SITE_URLS'>): SiteLookup {
  const urls = env.REMOTE_SITE_URLS ? SiteUrls.parse(JSON.parse(env.REMOTE_SITE_URLS)) : {};
  const made = new Map<RemoteOj, RemoteSite>();
  return (key) => {
    const entry = SITE_ADAPTERS[key];
    if (!entry) return undefined;
    if (!made.has(key)) made.set(key, entry.create(urls[key] ?? entry.url));
    return made.get(key);
  };
}

const lookupOf = perDeps(({ env }) => siteLookupOf(env));

/** The adapter of a remote judge for these deps: their injected sites (tests), else the environment's. */
export function remoteSiteOf(deps: DataDeps & { remoteSites?: SiteLookup }, key: RemoteOj): RemoteSite | undefined {
  return (deps.remoteSites ?? lookupOf(deps))(key);
}
