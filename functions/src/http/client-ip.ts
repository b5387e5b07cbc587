import type { Context } from 'hono';

/**
 * The caller's address. Behind CloudFront the viewer address comes in `CloudFront-Viewer-Address`
 * (ip:port), which CloudFront sets itself; then the HTTP API's source IP; locally the socket's peer.
 * X-Forwarded-For is not trusted: a client can put anything in it.
 */
export const clientIp = (c: Context): string => {
  const viewer = c.req.header('cloudfront-viewer-address');
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  const env = c.env as { event?: { requestContext?: { http?: { sourceIp?: string } } }; incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress ?? 'unknown';
};
