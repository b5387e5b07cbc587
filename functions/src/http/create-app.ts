import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { LIMITS } from '@oj/shared';
import { withCorrelationId } from '@oj/shared/correlation';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import { authorize, REFRESH_HEADER, TOKEN_HEADER } from './auth.ts';
import { clientAddress } from './client-ip.ts';
import { PublicCache, publicCacheControl } from './public-cache.ts';
import { replyError, replyOk } from './envelope.ts';
import type { GroupDef, RouteDef } from './route.ts';
import type { SessionUser } from './session-user.ts';
import { parseWith, readJson } from './validate.ts';

export type AppVariables = { deps: Deps; user: SessionUser | undefined; requestId: string; clientIp: string };
export type App = Hono<{ Variables: AppVariables }>;

const URL_TYPE_HEADER = 'Url-Type';
const SERVER_ERROR = 'Server error, please try again later';

const honoMethod = (m: RouteDef['method']) => (m === 'ANY' ? ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] : [m]);

const handlerFor = (def: RouteDef, cache: PublicCache) => async (c: Context) => {
  const query = def.query ? parseWith(def.query, c.req.query()) : undefined;
  const body = def.body ? parseWith(def.body, await readJson(c)) : undefined;
  const run = () => def.handler({ c, deps: c.get('deps'), user: c.get('user'), query, body, ip: c.get('clientIp') });
  const seconds = def.publicCacheSeconds;
  const key = PublicCache.keyOf(c, seconds, def.sameForSignedIn);
  const result = key && seconds ? await cache.read(key, seconds, c.get('deps').now().getTime(), run) : await run();
  if (result instanceof Response) return result;
  if (key && seconds && !c.req.header('authorization')) c.header('Cache-Control', publicCacheControl(seconds));
  return replyOk(c, result);
};

export interface AppOptions {
  /** Headers set on every reply (the local server sends what CloudFront adds in AWS). */
  responseHeaders?: Readonly<Record<string, string>>;
}

/**
 * Builds one Hono app serving the given groups: the Lambda of a group serves that group, the local server
 * serves them all. Every reply, errors included, is the `{status, msg, data}` envelope.
 */
export function createApp(groups: readonly GroupDef[], getDeps: () => Promise<Deps>, options: AppOptions = {}): App {
  const app: App = new Hono();
  const { responseHeaders } = options;
  if (responseHeaders) {
    app.use(async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(responseHeaders)) c.res.headers.set(name, value);
    });
  }
  app.use(
    requestId({
      generator: (c) => (c.env as { event?: { requestContext?: { requestId?: string } } } | undefined)?.event?.requestContext?.requestId ?? crypto.randomUUID(),
    }),
  );
  // the request id is the correlation id of every line logged and every message queued while serving it
  app.use((c, next) => withCorrelationId(c.get('requestId'), next));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', await getDeps());
    await next();
    const urlType = c.req.header(URL_TYPE_HEADER);
    if (urlType) c.header(URL_TYPE_HEADER, urlType);
    c.get('deps').log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      uid: c.get('user')?.uid,
    });
  });
  app.use(async (c, next) => {
    const address = clientAddress(c, c.get('deps').originSecret);
    if (address === 'refused') return replyError(c, 403, 'Requests must come through the site');
    c.set('clientIp', address.ip);
    await next();
  });
  app.use(async (c, next) =>
    cors({
      origin: c.get('deps').env.CORS_ORIGIN,
      allowHeaders: ['Authorization', 'Content-Type', URL_TYPE_HEADER],
      exposeHeaders: [TOKEN_HEADER, REFRESH_HEADER, URL_TYPE_HEADER, 'Content-Disposition'],
      maxAge: 600,
    })(c, next),
  );

  const cache = new PublicCache();
  // a write through this app drops what it cached (the local server's one app sees every write at once;
  // in AWS each group's Lambda sees its own, and the seconds bound the rest)
  app.use(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') cache.clear();
  });
  for (const group of groups) {
    for (const def of group.routes) {
      const limit = bodyLimit({
        maxSize: def.maxBodyBytes ?? (def.multipart ? LIMITS.uploadBodyMaxBytes : LIMITS.jsonBodyMaxBytes),
        onError: () => {
          throw new AppError(413, 'The request body is too large');
        },
      });
      app.on(honoMethod(def.method), def.path, limit, authorize(def.access), handlerFor(def, cache));
    }
  }

  // a known path called with another method is as unknown as any other path: the reference client reads 404
  app.notFound((c) => replyError(c, 404, 'Query_error_unable_to_find_the_resource_to_request'));
  app.onError((err, c) => {
    if (err instanceof AppError) return replyError(c, err.status, err.msg);
    if (err instanceof HTTPException) return replyError(c, err.status, err.message || 'Bad request');
    c.get('deps')?.log.error('unhandled error', { path: c.req.path, error: String(err), stack: (err as Error).stack });
    return replyError(c, 500, SERVER_ERROR);
  });
  return app;
}
