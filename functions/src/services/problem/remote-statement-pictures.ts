import { randomUUID } from 'node:crypto';
import type { RemoteOj } from '@oj/shared';
import { markdownImageObject } from '@oj/shared/db/keys';
import type { Deps } from '../../deps.ts';
import type { RemoteProblem } from '../../remote-judge/site.ts';
import { SiteHttp } from '../../remote-judge/site-http.ts';
import { publicFilesFor } from '../public-files.ts';
import { pictureType } from '../upload/picture-type.ts';

const STATEMENT_PARTS = ['description', 'input', 'output', 'hint'] as const;
/** Pictures copied per problem at most; any further ones stay links to the site. */
const MAX_PICTURES = 20;
const MAX_PICTURE_BYTES = 2 << 20;
/** The pictures a converted statement shows: Markdown `![alt](url)` and the HTML `<img src="url">` a site kept. */
const PICTURE_REFS = /!\[[^\]]*\]\((https?:\/\/[^)\s]+)\)|<img[^>]+src=["'](https?:\/\/[^"']+)["']/g;

const urlOf = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** A picture on the site itself: its page's host, or a host under the site's domain (a site's own picture server). */
const onSite = (picture: URL, page: URL) => {
  if (picture.hostname === page.hostname) return true;
  if (/^[\d.]+$|:/.test(page.hostname)) return false;
  const domain = page.hostname.split('.').slice(-2).join('.');
  return picture.hostname === domain || picture.hostname.endsWith(`.${domain}`);
};

const copyPicture = async (deps: Deps, http: SiteHttp, ref: string) => {
  const { status, data } = await http.file(ref);
  if (status !== 200) throw new Error(`answered ${status}`);
  if (data.length > MAX_PICTURE_BYTES) throw new Error(`is ${data.length} bytes, over ${MAX_PICTURE_BYTES}`);
  const type = await pictureType(data);
  if (!type) throw new Error('is not a PNG, JPEG, GIF or WebP image');
  return publicFilesFor(deps).put(markdownImageObject(randomUUID(), type.ext), data, type.mime);
};

/**
 * Copies a remote statement's pictures into our public files and points the statement at the copies, so they show
 * whatever the site does later, and an http site's pictures (which the CSP and mixed-content rules block) show at all.
 * Only pictures on the site's own domain are fetched; one that cannot be read or is not a raster image stays a link to
 * the site, and the log says why.
 */
export async function keepStatementPictures(deps: Deps, key: RemoteOj, problem: RemoteProblem): Promise<RemoteProblem> {
  const page = urlOf(problem.url);
  if (!page) return problem;
  const refs = [...new Set(STATEMENT_PARTS.flatMap((part) => [...problem[part].matchAll(PICTURE_REFS)].map((m) => (m[1] ?? m[2])!)))]
    .filter((ref) => {
      const picture = urlOf(ref);
      return picture !== null && onSite(picture, page);
    })
    .slice(0, MAX_PICTURES);
  const http = new SiteHttp({ site: key, baseUrl: page.origin, session: null });
  const kept = { ...problem };
  for (const ref of refs) {
    const copy = await copyPicture(deps, http, ref).catch((err: unknown) => {
      deps.log.warn('remote statement picture left as a link', { site: key, remoteId: problem.remoteId, picture: ref, error: err instanceof Error ? err.message : String(err) });
      return null;
    });
    if (copy) for (const part of STATEMENT_PARTS) kept[part] = kept[part].replaceAll(ref, copy);
  }
  return kept;
}
