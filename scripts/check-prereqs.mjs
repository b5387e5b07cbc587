#!/usr/bin/env node
// Checks what `npm start` or `npm test` needs on this machine and says exactly what is missing and how to get it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const mode = process.argv[2] ?? 'start';
// Root (a fresh Debian has no sudo) runs apt itself; anyone else goes through sudo.
const asRoot = process.getuid?.() === 0 ? '' : 'sudo ';
const INSTALL_ALL = 'bash scripts/install-system-deps.sh   (installs every Debian package the project needs; uses sudo when not root)';

/** The command's output (stdout and stderr: `java -version` writes to stderr), or null when it is not installed. */
const runs = (cmd, args) => {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  return out.error ? null : `${out.stdout}${out.stderr}`;
};

const checks = [
  {
    what: 'Node.js 22 or newer',
    ok: () => Number(process.versions.node.split('.')[0]) >= 22,
    fix: 'run through npm (`npm start`, `npm test`): the project pins Node 24 as a dev dependency after `npm ci`',
  },
  { what: 'npm dependencies', ok: () => existsSync('node_modules/.bin/vitest'), fix: 'npm ci' },
  { what: 'Java 17+ (DynamoDB Local)', ok: () => /version "(1[7-9]|[2-9]\d)/.test(runs('java', ['-version']) ?? ''), fix: `${asRoot}apt-get install -y openjdk-17-jre-headless` },
  { what: 'a C compiler (gcc)', ok: () => runs('gcc', ['--version']) !== null, fix: `${asRoot}apt-get install -y gcc g++` },
  { what: 'a C++ compiler (g++)', ok: () => runs('g++', ['--version']) !== null, fix: `${asRoot}apt-get install -y g++` },
  { what: 'Python 3', ok: () => runs('python3', ['--version']) !== null, fix: `${asRoot}apt-get install -y python3` },
  ...(mode === 'test' ? [{ what: 'Chromium (browser tests)', ok: () => existsSync('/usr/bin/chromium'), fix: `${asRoot}apt-get install -y chromium` }] : []),
];

const missing = checks.filter((c) => !c.ok());
if (missing.length) {
  console.error(`\`npm ${mode}\` needs things this machine does not have:`);
  for (const m of missing) console.error(`  - ${m.what}: ${m.fix}`);
  console.error(`Or, for all system packages at once: ${INSTALL_ALL}`);
  process.exit(1);
}
