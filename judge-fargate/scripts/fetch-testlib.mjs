/**
 * Fetches testlib.h at a pinned commit and checks it against its SHA-256 before writing it, so the image's
 * copy is exactly the reviewed one: `node scripts/fetch-testlib.mjs <dir> <commit> <sha256>`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, commit, sha256] = process.argv.slice(2);
if (!dir || !/^[0-9a-f]{40}$/.test(commit ?? '') || !/^[0-9a-f]{64}$/.test(sha256 ?? '')) {
  throw new Error('usage: node scripts/fetch-testlib.mjs <dir> <40-hex commit> <64-hex sha256>');
}
const res = await fetch(`https://raw.githubusercontent.com/MikeMirzayanov/testlib/${commit}/testlib.h`);
if (!res.ok) throw new Error(`testlib.h at ${commit}: HTTP ${res.status}`);
const body = Buffer.from(await res.arrayBuffer());
const actual = createHash('sha256').update(body).digest('hex');
if (actual !== sha256) throw new Error(`testlib.h at ${commit} has SHA-256 ${actual}, expected ${sha256}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'testlib.h'), body, { mode: 0o644 });
console.log(`testlib.h ${commit} (${body.length} bytes) -> ${dir}`);
