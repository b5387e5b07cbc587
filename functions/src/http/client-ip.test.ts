import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '@oj/shared/security-headers';
import { clientAddress, VIEWER_ADDRESS_HEADER } from './client-ip.ts';

const SECRET = 'origin-secret-origin-secret-0123456789';

/** What clientAddress answers for a request with these headers, reaching a Lambda or the local socket. */
const addressOf = async (secret: string | undefined, headers: Record<string, string>, via: 'lambda' | 'socket' = 'lambda') => {
  const app = new Hono().get('/', (c) => c.json(clientAddress(c, secret)));
  const env = via === 'lambda' ? { event: { requestContext: { http: { sourceIp: '203.0.113.7' } } } } : { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  return (await app.request('/', { headers }, env)).json();
};

describe('clientAddress', () => {
  it.each([
    ['no origin secret set: the viewer header is ignored (Lambda)', undefined, { [VIEWER_ADDRESS_HEADER]: '198.51.100.1:5000' }, 'lambda', { ip: '203.0.113.7' }],
    ['no origin secret set: the viewer header is ignored (socket)', undefined, { [VIEWER_ADDRESS_HEADER]: '198.51.100.1:5000' }, 'socket', { ip: '127.0.0.1' }],
    ['X-Forwarded-For is never trusted', undefined, { 'X-Forwarded-For': '198.51.100.1' }, 'lambda', { ip: '203.0.113.7' }],
    ['the right secret: the viewer address names the caller', SECRET, { [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '198.51.100.1:5000' }, 'lambda', { ip: '198.51.100.1' }],
    ['the right secret, an IPv6 viewer', SECRET, { [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '2001:db8::1:5000' }, 'lambda', { ip: '2001:db8::1' }],
    ['the right secret, no viewer header: the source IP', SECRET, { [ORIGIN_VERIFY_HEADER]: SECRET }, 'lambda', { ip: '203.0.113.7' }],
    ['a wrong secret is refused', SECRET, { [ORIGIN_VERIFY_HEADER]: `${SECRET.slice(0, -1)}x`, [VIEWER_ADDRESS_HEADER]: '198.51.100.1:5000' }, 'lambda', 'refused'],
    ['a prefix of the secret is refused', SECRET, { [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, 10) }, 'lambda', 'refused'],
    ['no secret header is refused (a direct call to execute-api)', SECRET, { [VIEWER_ADDRESS_HEADER]: '198.51.100.1:5000' }, 'lambda', 'refused'],
  ] as const)('%s', async (_name, secret, headers, via, expected) => {
    expect(await addressOf(secret, headers, via)).toEqual(expected);
  });
});
