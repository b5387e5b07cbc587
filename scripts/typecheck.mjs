// Type-checks the root and every workspace with a "typecheck" script, two at a time (tsc uses one core; the
// machine has two), and prints how long each took. Exits non-zero when any of them fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = root.workspaces.filter((ws) => JSON.parse(readFileSync(`${ws}/package.json`, 'utf8')).scripts?.typecheck);
// the biggest programs first, so that the last one to start is a short one
const ORDER = ['web', 'functions', 'infra', 'judge-fargate', 'shared'];
const rank = (ws) => (ORDER.includes(ws) ? ORDER.indexOf(ws) : ORDER.length);
const jobs = [
  ...workspaces.sort((a, b) => rank(a) - rank(b)).map((ws) => ({ name: ws, cmd: 'npm', args: ['run', '--silent', 'typecheck', '-w', ws] })),
  { name: '(root)', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
];

const run = (job) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(job.cmd, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`typecheck ${job.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });

const queue = [...jobs];
const lane = async () => {
  const results = [];
  for (let job = queue.shift(); job; job = queue.shift()) results.push(await run(job));
  return results;
};
const started = Date.now();
const results = (await Promise.all([lane(), lane()])).flat();
process.stdout.write(`typecheck: ${jobs.length} programs in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(results.every(Boolean) ? 0 : 1);
