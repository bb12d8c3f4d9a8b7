// The files that hold the text the product shows, for the text checks (lib/i18n/scripts.test.ts,
// lib/i18n/glossary.test.ts): the text bundles, the milestone, vaccine, problem and activity
// catalogues, the soil texts, the pages and components, and the seeds. Tests are left out (they
// hold hostile and old input on purpose), and so are generated code and SQL migrations.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const PRODUCT_ROOTS = ["lib", "app", "components", "prisma"];
const SKIP_DIRS = new Set(["node_modules", "generated", "migrations", ".next"]);
const TEXT_FILE = /\.(ts|tsx|json|md)$/;

function walk(entry: string): string[] {
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((child) => {
    const file = path.join(entry, child.name);
    if (child.isDirectory()) return SKIP_DIRS.has(child.name) ? [] : walk(file);
    return TEXT_FILE.test(child.name) && !child.name.includes(".test.") ? [file] : [];
  });
}

/** Product text files (relative paths), optionally with more roots such as "docs". */
export function productTextFiles(extraRoots: string[] = []): string[] {
  return [...new Set([...PRODUCT_ROOTS, ...extraRoots].flatMap(walk))].sort();
}
