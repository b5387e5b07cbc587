// Bundles one Lambda entry into OUTDIR/index.mjs: `node bundle-lambda.mjs ENTRY OUTDIR`. A script of its own
// because CDK's bundling runs esbuild's command line, which cannot take the plugins below.
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: bundle-lambda.mjs ENTRY OUTDIR');

/** zod's classic API imports every locale it has (about 260 KB); the API speaks English to it only. */
const englishZod = {
  name: 'english-zod',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes('/node_modules/zod/') ? { path: join(dirname(args.importer), '../locales/en.js'), namespace: 'zod-locales' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * svg-captcha loads its font from `../fonts` beside its own code when imported: the font is shipped as a
 * file beside the bundle and the path points there (only that font, not the package's folders).
 */
const captchaFont = {
  name: 'captcha-font',
  setup(build) {
    build.onLoad({ filter: /svg-captcha[/\\]lib[/\\]option-manager\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const fontPath = "path.join(__dirname, '../fonts/Comismsh.ttf')";
      if (!source.includes(fontPath)) throw new Error(`svg-captcha no longer loads its font as ${fontPath}: update ${import.meta.filename}`);
      copyFileSync(join(dirname(args.path), '../fonts/Comismsh.ttf'), join(outdir, 'Comismsh.ttf'));
      return { contents: source.replace(fontPath, "path.join(import.meta.dirname, 'Comismsh.ttf')"), loader: 'js' };
    });
  },
};

await esbuild.build({
  entryPoints: [entry],
  outfile: join(outdir, 'index.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  mainFields: ['module', 'main'],
  // The Lambda Node.js runtime ships the AWS SDK v3 clients: they stay out. The utility packages (lib-dynamodb,
  // lib-storage, s3-request-presigner, util-dynamodb...) are bundled at the lock file's version, so what runs is
  // what the tests ran, whatever the runtime happens to carry.
  external: ['@aws-sdk/client-*'],
  // bundled CommonJS dependencies may still call require() for Node built-ins
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [englishZod, captchaFont],
  logLevel: 'warning',
});
