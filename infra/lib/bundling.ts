import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Packages that read files shipped beside their code at import time (svg-captcha loads its font through
 * __dirname), so they cannot be inlined by esbuild: they stay external and are copied, with their
 * dependencies, into the bundle's node_modules of any function whose bundle imports them.
 */
const FILE_READING_PACKAGES = ['svg-captcha'];

const dependencyClosure = (repoRoot: string, names: string[]): string[] => {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep);
  };
  names.forEach(visit);
  return [...found];
};

/** ESM bundles for Node 24 built by the local esbuild, minified, with the AWS SDK clients each function imports. */
export const lambdaBundling = (repoRoot: string): BundlingOptions => {
  const copied = dependencyClosure(repoRoot, FILE_READING_PACKAGES);
  return {
    forceDockerBundling: false,
    format: OutputFormat.ESM,
    target: 'node24',
    minify: true,
    mainFields: ['module', 'main'],
    // Bundled CommonJS dependencies may still call require() for Node built-ins.
    banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    externalModules: FILE_READING_PACKAGES,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) =>
        FILE_READING_PACKAGES.map(
          (name) =>
            `if grep -q '"${name}"' "${outputDir}/index.mjs"; then ` +
            copied
              .map((dep) => `mkdir -p "$(dirname "${outputDir}/node_modules/${dep}")" && cp -R "${inputDir}/node_modules/${dep}" "${outputDir}/node_modules/${dep}"`)
              .join(' && ') +
            '; fi',
        ),
    },
  };
};
