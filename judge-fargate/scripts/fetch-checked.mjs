/**
 * Downloads a file and checks its SHA-256 before writing it, so the image holds exactly the reviewed bytes:
 * `node scripts/fetch-checked.mjs <url> <sha256> <file> [mode]`. Also imported by fetch-testlib.mjs.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function fetchChecked(url, sha256) {
  if (!/^[0-9a-f]{64}$/.test(sha256 ?? '')) throw new Error(`${url}: expected SHA-256 must be 64 lowercase hex digits, got ${JSON.stringify(sha256)}`);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const actual = createHash('sha256').update(body).digest('hex');
  if (actual !== sha256) throw new Error(`${url} has SHA-256 ${actual}, expected ${sha256}`);
  return body;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, sha256, file, mode = '644'] = process.argv.slice(2);
  if (!url || !file) throw new Error('usage: node scripts/fetch-checked.mjs <url> <sha256> <file> [octal mode]');
  const body = await fetchChecked(url, sha256);
  writeFileSync(file, body, { mode: Number.parseInt(mode, 8) });
  console.log(`${url} (${body.length} bytes, SHA-256 checked) -> ${file}`);
}
