// The repository's own source files and their imports, read with the TypeScript compiler's
// parser (no type checking, so it is quick): what the structure tests walk.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = process.cwd();
const SKIP = new Set(["node_modules", ".next", ".git", ".data", "generated", "test-results", "playwright-report"]);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

/** Files under `dir` (relative to the root) whose names match `pattern`, as root-relative paths. */
export function filesUnder(dir: string, pattern: RegExp = SOURCE): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (pattern.test(entry.name)) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

export type ImportEdge = { from: string; to: string; typeOnly: boolean; line: number };

const CANDIDATES = ["", ".ts", ".tsx", ".mts", ".mjs", ".d.mts", "/index.ts", "/index.tsx"];

/** A specifier resolved to a root-relative file of ours, or null (a package, a missing file). */
export function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  // An .mjs file imported with its extension may have a .d.mts declaration beside it; both are ours.
  for (const suffix of CANDIDATES) if (exists(base + suffix)) return base + suffix;
  if (base.endsWith(".mjs") && exists(base)) return base;
  return null;
}

/**
 * Every import of `file`: import and export-from declarations, `import("...")` calls and
 * `require(...)`. `typeOnly`: erased at compile time (`import type`, `export type`, or an import
 * whose every name is marked `type`), so it cannot take part in a runtime cycle.
 */
export function importsOf(file: string, exists: (file: string) => boolean): ImportEdge[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: ImportEdge[] = [];
  const add = (node: ts.Node, specifier: string, typeOnly: boolean) => {
    const to = resolveSpecifier(file, specifier, exists);
    if (to && to !== file) edges.push({ from: file, to, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((element) => element.isTypeOnly)));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      add(node, node.moduleSpecifier.text, node.isTypeOnly || (!!named && named.length > 0 && named.every((element) => element.isTypeOnly)));
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require")) add(node, node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}
