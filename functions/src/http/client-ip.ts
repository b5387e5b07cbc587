import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { ORIGIN_VERIFY_HEADER } from '@oj/shared/security-headers';

export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

type LambdaOrNodeEnv = { event?: { requestContext?: { http?: { sourceIp?: string } } }; incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/** The connection's own address: API Gateway's source IP in AWS, the socket's peer locally. */
const connectionIp = (c: Context): string => {
  const env = c.env as LambdaOrNodeEnv;
  return env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress ?? 'unknown';
};

/** Compares digests, so neither the content nor the length of the secret leaks through timing. */
const sameSecret = (given: string, secret: string) => timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

/** `198.51.100.10:46532` or `2001:db8::1:46532`: the port follows the last colon. */
const withoutPort = (viewer: string) => viewer.slice(0, viewer.lastIndexOf(':')) || viewer;

/**
 * The caller's address, or `refused` for a request that skipped CloudFront while an origin secret is set.
 * Anyone can send CloudFront-Viewer-Address (CloudFront overwrites it, but the execute-api endpoint can be
 * called directly), so it names the caller only on a request that carries CloudFront's origin secret.
 * Without a secret (locally) it is never trusted. X-Forwarded-For never is either.
 */
export function clientAddress(c: Context, originSecret: string | undefined): { ip: string } | 'refused' {
  if (!originSecret) return { ip: connectionIp(c) };
  const proof = c.req.header(ORIGIN_VERIFY_HEADER);
  if (!proof || !sameSecret(proof, originSecret)) return 'refused';
  const viewer = c.req.header(VIEWER_ADDRESS_HEADER);
  return { ip: viewer ? withoutPort(viewer) : connectionIp(c) };
}
