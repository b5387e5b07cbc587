// Codemod (issue 24): an exported arrow function `export const f = async (a: A): R => { ... }` or `=> expr` becomes
// `export async function f(a: A): R { ... }`, so tracing and stack traces see a named declaration. Only where that is
// safe: one declarator, no type annotation on the const, an arrow directly as the value, and no `this`, `arguments`,
// `super` or `new.target` of its own. Generics and the return type are kept. Re-runnable: a second run finds nothing.
//   node scripts/lint/exported-function-declarations.mjs [files...]   (default: every tracked .ts/.tsx/.js/.mjs file)
// npm run format runs it before ESLint and Prettier, which lay the new declarations out.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Whether the arrow's body uses something an arrow takes from around it (a function declaration would rebind it). */
const usesEnclosingBinding = (node) => {
  let found = false;
  const visit = (child) => {
    if (found) return;
    if (ts.isFunctionDeclaration(child) || ts.isFunctionExpression(child) || ts.isClassLike(child) || ts.isMethodDeclaration(child) || ts.isAccessor(child)) {
      // Their own `this` and `arguments`; only computed property names and decorators could still see ours.
      return;
    }
    if (
      child.kind === ts.SyntaxKind.ThisKeyword ||
      child.kind === ts.SyntaxKind.SuperKeyword ||
      (ts.isMetaProperty(child) && child.keywordToken === ts.SyntaxKind.NewKeyword) ||
      (ts.isIdentifier(child) && child.text === 'arguments')
    ) {
      found = true;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
};

/** The declaration text for `export const name = <arrow>`, or undefined when it cannot be rewritten safely. */
const rewrite = (statement, source) => {
  const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const others = statement.modifiers?.some((m) => m.kind !== ts.SyntaxKind.ExportKeyword);
  const { declarationList } = statement;
  if (!exported || others || !(declarationList.flags & ts.NodeFlags.Const) || declarationList.declarations.length !== 1) return undefined;
  const [declarator] = declarationList.declarations;
  const arrow = declarator.initializer;
  if (!ts.isIdentifier(declarator.name) || declarator.type || declarator.exclamationToken || !arrow || !ts.isArrowFunction(arrow)) return undefined;
  if (usesEnclosingBinding(arrow.body) || arrow.parameters.some((p) => usesEnclosingBinding(p))) return undefined;
  const text = (node) => node.getText(source);
  const children = arrow.getChildren(source);
  const open = children.find((c) => c.kind === ts.SyntaxKind.OpenParenToken);
  const close = children.find((c) => c.kind === ts.SyntaxKind.CloseParenToken);
  const params = open && close ? source.text.slice(open.getStart(source) + 1, close.getStart(source)) : arrow.parameters.map(text).join(', ');
  const async = arrow.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ? 'async ' : '';
  const generics = arrow.typeParameters ? `<${arrow.typeParameters.map(text).join(', ')}>` : '';
  const returns = arrow.type ? `: ${text(arrow.type)}` : '';
  const body = ts.isBlock(arrow.body) ? text(arrow.body) : `{\n  return ${text(arrow.body)};\n}`;
  return `export ${async}function ${declarator.name.text}${generics}(${params})${returns} ${body}`;
};

/** A source's text with its exported arrow functions as declarations, and how many it converted. */
export function toDeclarations(original, fileName) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, original, ts.ScriptTarget.Latest, true, kind);
  const edits = source.statements
    .filter(ts.isVariableStatement)
    .map((statement) => ({ statement, replacement: rewrite(statement, source) }))
    .filter(({ replacement }) => replacement !== undefined);
  let text = original;
  for (const { statement, replacement } of edits.reverse()) text = text.slice(0, statement.getStart(source)) + replacement + text.slice(statement.end);
  return { text, count: edits.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], { cwd: ROOT, encoding: 'utf8' })
          .split('\n')
          .filter((f) => f && !f.endsWith('.d.ts'));
  let converted = 0;
  let touched = 0;
  for (const file of files) {
    const path = resolve(ROOT, file);
    const { text, count } = toDeclarations(readFileSync(path, 'utf8'), path);
    if (!count) continue;
    writeFileSync(path, text);
    converted += count;
    touched++;
  }
  console.log(`${converted} exported arrow functions became declarations in ${touched} of ${files.length} files`);
}
