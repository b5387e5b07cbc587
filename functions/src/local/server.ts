import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { PUBLIC_FILES_PATH } from '@oj/shared';
import { SCOREBOARD_PUBLIC_PREFIX } from '@oj/shared/db/keys';
import { securityHeaders } from '@oj/shared/security-headers';
import type { Deps } from '../deps.ts';
import { createApp, type App } from '../http/create-app.ts';
import { replyError } from '../http/envelope.ts';
import { decodePathPart, MALFORMED_URL } from '../http/url.ts';
import { GROUPS } from '../groups/index.ts';
import { PUBLIC_BOARD_CACHE_CONTROL } from '../boards/board-store.ts';
import { publicFilesFor } from '../services/public-files.ts';

/**
 * The local server: every /api group in one process, the public-files bucket under /public/, and the built SPA with
 * its routing fallback (CloudFront and S3 do those in AWS). Presigned test data transfers go to the storage door, on
 * its own origin (S3_PUBLIC_ENDPOINT), which the pages' connect-src names.
 */
export function createLocalApp(deps: Deps, webDist?: string) {
  const storageOrigin = deps.env.S3_PUBLIC_ENDPOINT && new URL(deps.env.S3_PUBLIC_ENDPOINT).origin;
  const app = createApp(GROUPS, async () => deps, { responseHeaders: securityHeaders(storageOrigin) });
  app.get(`${PUBLIC_FILES_PATH}*`, async (c) => {
    const key = decodePathPart(c.req.path.slice(PUBLIC_FILES_PATH.length));
    if (key === undefined) return replyError(c, 400, MALFORMED_URL);
    if (!key) return replyError(c, 404, 'Query_error_unable_to_find_the_resource_to_request');
    // The object's own caching, as CloudFront passes it on; the emulator keeps none, so published boards get theirs here.
    const cacheControlOf = (stored: string | undefined) => stored ?? (key.startsWith(SCOREBOARD_PUBLIC_PREFIX) ? PUBLIC_BOARD_CACHE_CONTROL : 'public, max-age=300');
    const ifNoneMatch = c.req.header('if-none-match');
    try {
      const obj = await publicFilesFor(deps).get(key, ifNoneMatch);
      const body = await obj.Body?.transformToByteArray();
      return c.body(new Uint8Array(body ?? []), 200, {
        'Content-Type': obj.ContentType ?? 'application/octet-stream',
        'Cache-Control': cacheControlOf(obj.CacheControl),
        ...(obj.ETag ? { ETag: obj.ETag } : {}),
      });
    } catch (err) {
      // the copy the browser holds is current (S3 and CloudFront answer so to If-None-Match as well)
      if (ifNoneMatch && (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304) {
        return c.body(null, 304, { ETag: ifNoneMatch, 'Cache-Control': cacheControlOf(undefined) });
      }
      return replyError(c, 404, 'Query_error_unable_to_find_the_resource_to_request');
    }
  });
  if (webDist) {
    const isPage = (path: string) => !path.startsWith('/api/') && !path.startsWith(PUBLIC_FILES_PATH);
    // A path that does not decode names no file and no client route: 400, as under /public/.
    app.get('*', async (c, next) => (isPage(c.req.path) && decodePathPart(c.req.path) === undefined ? replyError(c, 400, MALFORMED_URL) : next()));
    app.get('*', async (c, next) => (isPage(c.req.path) ? serveStatic({ root: webDist })(c, next) : next()));
    // Client-side routes (/problem/1000...) are the SPA's: answer them with its page, as the CloudFront function does.
    app.get('*', async (c, next) => (isPage(c.req.path) ? serveStatic({ root: webDist, path: 'index.html' })(c, next) : next()));
  }
  return app;
}

export function listen(app: Pick<App, 'fetch'>, port: number) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(server));
    server.once('error', reject);
  });
}
