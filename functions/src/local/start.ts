import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startLocalStack } from './stack.ts';

/**
 * `npm start`: the whole system on this machine with demo data. `npm start -- --fresh` wipes .data first;
 * `npm start -- --rebuild-web` builds the SPA again; `npm start -- --remote-fakes` (or OJ_REMOTE_FAKES=1) starts the
 * fake remote judges and judges remote problems on them.
 */
const DATA_DIR = resolve(process.env.OJ_DATA_DIR ?? '.data');
const ROOT_PASSWORD = process.env.OJ_ROOT_PASSWORD ?? 'root-admin-123';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

if (process.argv.includes('--fresh')) {
  await rm(DATA_DIR, { recursive: true, force: true });
  console.log(`Removed ${DATA_DIR}: starting fresh.`);
}

// The SPA is served from its production build, made on the first start (`--rebuild-web` makes it again;
// `npm run dev -w @oj/web` serves it with hot reload instead).
const WEB_DIST = resolve('web/dist');
if (!existsSync(join(WEB_DIST, 'index.html')) || process.argv.includes('--rebuild-web')) {
  console.log('Building the web app (first start)...');
  // A production build whatever the caller's NODE_ENV (test runners set it to "test").
  execFileSync('npm', ['run', 'build', '-w', '@oj/web'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

const site = `http://localhost:${port('PORT', 8080)}`;
const stack = await startLocalStack({
  webDist: WEB_DIST,
  // the pages of `npm run dev -w @oj/web` (Vite's dev server) send test data to storage too
  siteOrigins: [site, 'http://localhost:5173'],
  dataDir: DATA_DIR,
  ports: { api: port('PORT', 8080), dynamo: port('DYNAMODB_PORT', 8000), aws: port('AWS_EMULATOR_PORT', 4566), storage: port('STORAGE_PORT', 4567) },
  rootPassword: ROOT_PASSWORD,
  logLevel: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'info',
  judge: { onLine: (line) => console.log(`[judge] ${line}`) },
  ...(process.argv.includes('--remote-fakes') || process.env.OJ_REMOTE_FAKES === '1' ? { remoteFakes: { firstPort: port('REMOTE_FAKES_PORT', 9101) } } : {}),
}).catch((err: unknown) => {
  console.error(`\nThe local stack did not start: ${err instanceof Error ? err.message : String(err)}`);
  if (/EADDRINUSE|in use/i.test(String(err))) console.error('A port is taken (another `npm start`?). Stop it, or set PORT, DYNAMODB_PORT, AWS_EMULATOR_PORT, STORAGE_PORT or REMOTE_FAKES_PORT.');
  process.exit(1);
});

const line = '─'.repeat(72);
console.log(`
${line}
 Online judge, local stack
${line}
 Site           ${stack.apiUrl}   (the web app; its API under ${stack.apiUrl}/api)
 Admin login    root / ${ROOT_PASSWORD}   (set OJ_ROOT_PASSWORD before the first start to choose another)
 Local mail     ${resolve(stack.mailDir)}   (register codes, reset links, email-change codes)
 DynamoDB Local ${stack.env.DYNAMODB_ENDPOINT}   data in ${DATA_DIR}/dynamodb
 SQS + S3       ${stack.env.AWS_ENDPOINT}   (fauxqs; bucket contents saved to ${DATA_DIR}/s3 on stop)
 S3 for pages   ${stack.env.S3_PUBLIC_ENDPOINT}   (presigned test data transfers, checked as S3 checks them)
 Seeded now     ${stack.seeded.length ? stack.seeded.join(', ') : 'nothing (already seeded; `npm start -- --fresh` starts over)'}
 Judge worker   running (pid ${stack.judge?.child.pid}), its log lines prefixed [judge]
 Remote judges  ${
   stack.remoteFakes
     ? `fakes: ${Object.entries(stack.remoteFakes)
         .map(([key, url]) => `${key} ${url}`)
         .join(', ')}`
     : 'the real sites (`npm start -- --remote-fakes` starts fakes of them)'
 }
${line}
 Ctrl-C stops everything.
`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping (saving bucket contents, stopping DynamoDB Local)...`);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
