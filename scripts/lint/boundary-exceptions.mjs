// Lists the imports that cross an import boundary (eslint.config.js, import-x/no-restricted-paths without exceptions)
// and that the config's ALLOWED does not allow, compares them with its EXCEPTIONS and says which are new and which are gone.
//   node scripts/lint/boundary-exceptions.mjs           report only (exit 1 when an exception is stale)
//   node scripts/lint/boundary-exceptions.mjs --write   rewrite the list in eslint.config.js (at a merge, after
//                                                        the code moved; never to let a new crossing in)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG = join(ROOT, 'eslint.config.js');
const RULE = 'import-x/no-restricted-paths';
const START = '// boundary-exceptions:start';
const END = '// boundary-exceptions:end';

const { strictBoundaries, isAllowedCrossing } = await import(CONFIG);
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { [RULE]: strictBoundaries } }, ruleFilter: ({ ruleId }) => ruleId === RULE });
const results = await eslint.lintFiles(['.']);

/** The names an import or re-export declaration brings in, for the exception's comment. */
const importedNames = (declaration) => {
  const clause = declaration.importClause ?? declaration.exportClause;
  if (!clause) return ts.isExportDeclaration(declaration) ? ['*'] : ['(side effects)'];
  if (ts.isNamedExports(clause) || ts.isNamespaceExport(clause)) return ts.isNamedExports(clause) ? clause.elements.map((e) => e.name.text) : [`* as ${clause.name.text}`];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(`* as ${bindings.name.text}`);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
  return names;
};

const found = new Map();
let allowedCount = 0;
for (const { filePath, messages } of results) {
  const crossings = messages.filter((m) => m.ruleId === RULE);
  if (!crossings.length) continue;
  const source = ts.createSourceFile(filePath, readFileSync(filePath, 'utf8'), ts.ScriptTarget.Latest, true);
  const declarations = source.statements.filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier);
  for (const message of crossings) {
    const specifier = /"([^"]+)"/.exec(message.message)?.[1];
    if (!specifier?.startsWith('.')) throw new Error(`${filePath}:${message.line}: ${message.message} (not a relative import: add its exception by hand)`);
    const importer = relative(ROOT, filePath);
    const module = relative(ROOT, resolve(dirname(filePath), specifier));
    if (isAllowedCrossing(importer, module) && ++allowedCount) continue;
    const names = declarations.filter((d) => d.moduleSpecifier.text === specifier).flatMap(importedNames);
    found.set(`${importer} ${module}`, { importer, module, names: [...new Set(names)] });
  }
}

const config = readFileSync(CONFIG, 'utf8');
const [before, rest] = config.split(`${START}\n`);
const [, after] = rest.split(`${END}\n`);
const listed = new Set([...rest.split(END)[0].matchAll(/\['([^']+)', '([^']+)'\]/g)].map(([, importer, module]) => `${importer} ${module}`));
const fresh = [...found.keys()].filter((key) => !listed.has(key));
const gone = [...listed].filter((key) => !found.has(key));
console.log(`${found.size} boundary crossings in ${new Set([...found.values()].map((e) => e.importer)).size} files; ${listed.size} listed in eslint.config.js; ${allowedCount} imports allowed by ALLOWED`);
for (const key of fresh) console.log(`  not listed: ${key}`);
for (const key of gone) console.log(`  gone (delete its entry): ${key}`);

if (process.argv.includes('--write')) {
  const entries = [...found.values()]
    .sort((a, b) => a.importer.localeCompare(b.importer) || a.module.localeCompare(b.module))
    .map(({ importer, module, names }) => `  ['${importer}', '${module}'], // ${names.join(', ')}`);
  const list = entries.length ? `[\n${entries.join('\n')}\n]` : '[]';
  writeFileSync(CONFIG, `${before}${START}\nconst EXCEPTIONS = ${list};\n${END}\n${after}`);
  console.log(`wrote ${entries.length} exceptions to eslint.config.js`);
} else if (gone.length) {
  process.exitCode = 1;
}
