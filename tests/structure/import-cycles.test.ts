// No module of ours imports itself through others: a cycle makes the load order decide which
// module sees the other half-initialised, and it couples layers that should stand apart (issue
// "the tree tells the truth": the database client once imported the seed, which reached the
// database client again). The graph holds every runtime import among app/, components/, lib/,
// prisma/, scripts/, tests/ and e2e/, dynamic `import()` included, since it runs the same module code.
// Type-only imports (`import type`, `export type`, names all marked `type`, `import("...")` in a
// type) are left out on purpose: the compiler erases them, so they cannot form a runtime cycle.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, filesUnder, importsOf, type ImportEdge } from "./source-files";

const FOLDERS = ["app", "components", "lib", "prisma", "scripts", "tests", "e2e"];
const TOP_FILES = ["instrumentation.ts", "proxy.ts", "next.config.ts", "vitest.config.mts", "playwright.config.ts", "serwist.config.mjs", "prisma.config.ts"];
const isFile = (file: string) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile();

/** Strongly connected components with more than one module, or a module importing itself (Tarjan). */
export function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (next.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return found;
}

describe("import cycles", () => {
  const files = [...FOLDERS.flatMap((folder) => filesUnder(folder)), ...TOP_FILES.filter(isFile)];
  const edges = files.flatMap((file) => importsOf(file, isFile));

  it("reads the imports of the whole tree", () => {
    expect(files.length).toBeGreaterThan(300);
    // The parser sees the kinds of import the test depends on: dynamic, type-only and re-exports.
    expect(edges.some((edge) => edge.from === "scripts/seed.mts" && edge.to === "prisma/seed.ts")).toBe(true);
    expect(edges.some((edge) => edge.typeOnly)).toBe(true);
    expect(edges.some((edge) => edge.from === "lib/soil/index.ts" && edge.to === "lib/soil/analyze.ts" && !edge.typeOnly)).toBe(true);
  });

  it("finds no cycle among runtime imports", () => {
    const cycles = cyclesOf(edges.filter((edge) => !edge.typeOnly));
    expect(cycles.map((cycle) => cycle.join(" <-> "))).toEqual([]);
  });

  it("would find the cycle the database client once had through the seed", () => {
    const seeded: ImportEdge[] = [
      { from: "lib/db/client.ts", to: "lib/db/embedded.ts", typeOnly: false, line: 1 },
      { from: "lib/db/embedded.ts", to: "prisma/seed.ts", typeOnly: false, line: 1 },
      { from: "prisma/seed.ts", to: "lib/soil/analyze.ts", typeOnly: false, line: 1 },
      { from: "lib/soil/analyze.ts", to: "lib/db/client.ts", typeOnly: false, line: 1 },
      { from: "lib/soil/analyze.ts", to: "lib/soil/pipeline.ts", typeOnly: false, line: 1 },
    ];
    expect(cyclesOf(seeded)).toEqual([["lib/db/client.ts", "lib/db/embedded.ts", "lib/soil/analyze.ts", "prisma/seed.ts"]]);
  });
});
