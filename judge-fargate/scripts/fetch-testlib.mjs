/**
 * Fetches testlib.h at a pinned commit and checks it against its SHA-256 before writing it, so the image's
 * copy is exactly the reviewed one: `node scripts/fetch-testlib.mjs <dir> <commit> <sha256>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchChecked } from './fetch-checked.mjs';

const [dir, commit, sha256] = process.argv.slice(2);
if (!dir || !/^[0-9a-f]{40}$/.test(commit ?? '') || !/^[0-9a-f]{64}$/.test(sha256 ?? '')) {
  throw new Error('usage: node scripts/fetch-testlib.mjs <dir> <40-hex commit> <64-hex sha256>');
}
const body = await fetchChecked(`https://raw.githubusercontent.com/MikeMirzayanov/testlib/${commit}/testlib.h`, sha256);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'testlib.h'), body, { mode: 0o644 });
console.log(`testlib.h ${commit} (${body.length} bytes) -> ${dir}`);
