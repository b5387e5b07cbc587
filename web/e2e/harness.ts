import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { inject } from 'vitest';
import { freePort } from '../../functions/test/free-port.ts';
import { securityHeaders } from '@oj/shared/security-headers';
import { startLocalStack, type LocalStack } from '../../functions/src/local/stack.ts';

export const WEB_ROOT = resolve(import.meta.dirname, '..');
export const SCREENSHOTS = join(WEB_ROOT, 'e2e/screenshots');
export const ROOT_PASSWORD = 'root-e2e-123';

/** A full-page screenshot kept under e2e/screenshots/<name>.png. */
export async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true });
  return page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Debian's Chromium (`apt-get install chromium`); Playwright's own browser downloads are not used. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Harness {
  stack: LocalStack;
  baseUrl: string;
  newContext(options?: { viewport?: { width: number; height: number }; locale?: string }): Promise<BrowserContext>;
  /** Every URL any page asked for, to check that nothing left this machine. */
  requested: string[];
  stop(): Promise<void>;
}

/**
 * The local stack in memory (a table in the run's DynamoDB Local, the SQS/S3 emulator, the API, the judge worker) on free ports, the run's
 * production build of the SPA served by Vite's preview server with /api and /public proxied to it and the site's
 * security headers, and Chromium.
 * Test data goes from the pages to the storage door, on another origin, as to S3 in AWS: CSP and CORS are crossed for real.
 */
export async function startHarness(options: { remoteFakes?: boolean } = {}): Promise<Harness> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const sitePort = await freePort();
    const stack = await startLocalStack({
      ports: { api: await freePort(), aws: await freePort() },
      dynamoEndpoint: inject('dynamoEndpoint'),
      siteOrigins: [`http://127.0.0.1:${sitePort}`],
      rootPassword: ROOT_PASSWORD,
      logLevel: 'silent',
      // The judge worker runs too: the problem pages submit and wait for verdicts.
      judge: { concurrency: 2 },
      // the fake remote judges (functions/src/local/remote-sites/), each on a free port, with their demo account
      ...(options.remoteFakes ? { remoteFakes: { firstPort: 0 } } : {}),
    });
    stops.push(
      () => stack.stop(),
      () => rm(stack.mailDir, { recursive: true, force: true }),
    );

    // the run's one build of the SPA (e2e/global-setup.ts)
    const outDir = inject('webDist');
    const proxy = { '/api': stack.apiUrl, '/public': stack.apiUrl };
    const server: PreviewServer = await preview({
      root: WEB_ROOT,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: sitePort, strictPort: true, proxy, headers: securityHeaders(new URL(stack.env.S3_PUBLIC_ENDPOINT!).origin) },
    });
    stops.push(() => server.close());
    const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!baseUrl) throw new Error('The preview server has no local URL');

    const requested: string[] = [];
    // one browser for the file, started on first use; each context in it is a user of its own (cookies, storage)
    let browser: Promise<Browser> | undefined;
    const newContext = async (options: { viewport?: { width: number; height: number }; locale?: string } = {}) => {
      if (!browser) {
        browser = chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
        const launched = browser;
        stops.push(async () => (await launched).close());
      }
      // reduced motion: a sidebar section opens at once, so a click on its entry never lands mid-transition (a click on
      // an entry of an opening section sometimes did not navigate on a loaded machine)
      const context = await (await browser).newContext({ viewport: options.viewport ?? { width: 1366, height: 900 }, locale: options.locale ?? 'zh-CN', reducedMotion: 'reduce' });
      context.on('request', (r) => requested.push(r.url()));
      stops.push(() => context.close());
      return context;
    };
    return { stack, baseUrl, newContext, requested, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** The six-digit code of the newest register mail to `email` in the stack's mail folder. */
export async function registerCode(mailDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(mailDir).catch(() => [])).filter((f) => f.includes(email)).sort();
    const newest = files.at(-1);
    const code = newest && /registration code is (\d{6})/.exec(await readFile(join(mailDir, newest), 'utf8'))?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No register mail to ${email} in ${mailDir}`);
}

/** Requests that stayed on this machine: the app's own origin, or data and blob URLs it made itself. */
export function leftLocalhost(urls: readonly string[]) {
  return urls.filter((u) => {
    const { protocol, hostname } = new URL(u);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return !['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  });
}

/** Fills and sends the open login dialog. */
export async function login(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
}

/** Logs in at /admin/login as the seeded super admin and waits for the dashboard and its calls. */
export async function rootAdminLogin(h: Harness, page: Page) {
  await page.goto(`${h.baseUrl}/admin/login`);
  await page.locator('input[name="username"]').fill('root');
  await page.locator('input[name="password"]').fill(ROOT_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${h.baseUrl}/admin/dashboard`);
  // the sidebar's entries and guards follow the session and the site config: act once those calls are answered
  await page.waitForLoadState('networkidle');
}

/**
 * Makes an admin call with the page's token, as the SPA does: a GET, or a POST of `body` when one is given; its
 * data, or an error unless it answered 200.
 */
export async function adminCall(h: Harness, page: Page, path: string, body?: unknown): Promise<unknown> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const headers = { Authorization: token, 'Url-Type': 'admin' };
  const init = body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(`${h.stack.apiUrl}${path}`, init);
  const reply = (await res.json()) as { status: number; msg: string; data: unknown };
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${reply.msg}`);
  return reply.data;
}

/**
 * Makes a call of the site's API with the page's token, as the SPA's own pages do (no admin header): its data, or an
 * error unless it answered 200. For a test's set-up steps that are not what it checks (a group made by its root).
 */
export async function apiCall(h: Harness, page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const init = { method, headers: { Authorization: token, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const reply = (await (await fetch(`${h.stack.apiUrl}${path}`, init)).json()) as { status: number; msg: string; data: unknown };
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${reply.msg}`);
  return reply.data;
}

let registered = 0;

/** Registers a fresh user through the dialog (code from the stack's mail folder) and logs in; returns the name. */
export async function registerAndLogin(page: Page, mailDir: string, whenFilled?: () => Promise<unknown>) {
  const username = `e2e${Date.now() % 1_000_000}${registered++}`;
  const email = `${username}@example.test`;
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill('secret-123');
  await dialog.locator('input[name="passwordAgain"]').fill('secret-123');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.getByTestId('send-code').click();
  await dialog.getByText('秒后重发').waitFor();
  await dialog.locator('input[name="code"]').fill(await registerCode(mailDir, email));
  await whenFilled?.();
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('toast').getByText('注册成功').waitFor();
  await login(page, username, 'secret-123');
  await page.getByTestId('user-menu').getByText(username).waitFor();
  return username;
}

/**
 * Types into a Monaco editor as a user would. Monaco closes brackets and quotes as they are typed and types over
 * the closing ones, so each line is typed whole; Escape closes the suggestion list before a line break.
 */
export async function typeIntoEditor(page: Page, editor: Locator, lines: string[]) {
  const monaco = editor.locator('.monaco-editor');
  await monaco.waitFor();
  await monaco.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  for (const [i, line] of lines.entries()) {
    if (i > 0) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type(line);
  }
  await page.keyboard.press('Escape');
}

/**
 * Types the page's code (typeIntoEditor). The editor keeps its code in localStorage under `storageKey`
 * (`problemCode:<pid>`, `contestCode:<cid>:<pid>`): what it saved must be what was typed.
 */
export async function typeCode(page: Page, storageKey: string, lines: string[]) {
  await typeIntoEditor(page, page.getByTestId('code-editor'), lines);
  await page.waitForFunction(([key, want]) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { code?: string }).code === want, [storageKey, lines.join('\n')] as const);
}
