/**
 * Bundles the judge worker (src/main.ts) and everything it imports, AWS SDK included, into one ESM file, so
 * the image needs no node_modules: `node scripts/bundle.mjs <outfile>`.
 */
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const outfile = process.argv[2];
if (!outfile) throw new Error('usage: node scripts/bundle.mjs <outfile>');
await esbuild.build({
  entryPoints: [fileURLToPath(new URL('../src/main.ts', import.meta.url))],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  // bundled CommonJS dependencies may still call require() for Node built-ins
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
