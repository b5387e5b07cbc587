import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteHttp } from './site-http.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/login') {
      // sets the session cookie on the redirect itself, as login forms do
      res.writeHead(302, { location: '/home', 'set-cookie': 'sid=abc; Path=/; HttpOnly' });
      return res.end();
    }
    if (url.pathname === '/home') return res.end(`cookie=${req.headers.cookie ?? ''} method=${req.method}`);
    if (url.pathname === '/busy') return res.writeHead(429).end();
    if (url.pathname === '/broken') return res.writeHead(502).end();
    if (url.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    // 你好 in GBK, declared by the header or only by the page's meta tag
    if (url.pathname === '/gbk-header') return res.writeHead(200, { 'content-type': 'text/html; charset=gb2312' }).end(Buffer.from([0xc4, 0xe3, 0xba, 0xc3]));
    if (url.pathname === '/gbk-meta') return res.end(Buffer.concat([Buffer.from('<meta http-equiv="content-type" content="text/html; charset=gbk">'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3])]));
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 2_000);
    res.writeHead(404).end('no such page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const http = (session: string | null = null, timeoutMs?: number) => new SiteHttp({ site: 'HDU', baseUrl: base, session, timeoutMs });

describe('SiteHttp', () => {
  it('keeps cookies set on a redirect, follows a POST redirect with a GET, and carries them in the session', async () => {
    const first = http();
    first.values.token = 't1';
    const reply = await first.postForm('/login', { user: 'u' });
    expect(reply.text).toBe('cookie=sid=abc method=GET');
    expect(reply.url).toBe(`${base}/home`);
    const next = http(first.session());
    expect((await next.get('/home')).text).toBe('cookie=sid=abc method=GET');
    expect(next.values.token).toBe('t1');
    next.reset();
    expect((await next.get('/home')).text).toBe('cookie= method=GET');
  });

  it('hands other statuses to the adapter', async () => {
    expect(await http().get('/missing')).toMatchObject({ status: 404, text: 'no such page' });
  });

  it('reads a page in the charset it declares', async () => {
    expect((await http().get('/gbk-header')).text).toBe('你好');
    expect((await http().get('/gbk-meta')).text).toMatch(/>你好$/);
    expect((await http().get('/home')).text).toContain('method=GET');
  });

  it.each([
    ['/busy', 'rate-limited', true],
    ['/broken', 'down', true],
    ['/loop', 'garbage', true],
  ])('%s fails as %s', async (path, failure, retry) => {
    await expect(http().get(path)).rejects.toMatchObject({ failure, retry, site: 'HDU' });
  });

  it('gives up on a site that does not answer in time', async () => {
    await expect(http(null, 200).get('/slow')).rejects.toMatchObject({ failure: 'down', retry: true });
  });
});
