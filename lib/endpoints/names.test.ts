// Names that cannot be confused (docs/architecture.md, "Adding an endpoint"): every endpoint's
// definition is exported once, as `<operationId>Endpoint`, so it never shares a name with the
// service its route calls (`addGrowthRecordEndpoint` beside `addGrowthRecord`), and route
// files import both by name rather than through a namespace (`import * as api`).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "./index";

const DIR = "lib/endpoints";
const modules = readdirSync(DIR).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "index.ts");

function routeFiles(dir = "app/api"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === "route.ts" ? [full] : [];
  });
}

describe("endpoint definition names", () => {
  it("exports each definition once, named after its operationId with Endpoint at the end", async () => {
    const named = new Map<unknown, string[]>();
    for (const file of modules) {
      for (const [name, value] of Object.entries(await import(`./${file.replace(/\.ts$/, "")}`))) {
        if (OPERATIONS.includes(value as never)) named.set(value, [...(named.get(value) ?? []), name]);
      }
    }
    expect(OPERATIONS.length).toBeGreaterThan(40);
    const wrong = OPERATIONS.filter((operation) => (named.get(operation) ?? []).join() !== `${operation.operationId}Endpoint`);
    expect(wrong.map((operation) => `${operation.operationId}: ${(named.get(operation) ?? ["not exported"]).join(", ")}`)).toEqual([]);
  });

  it("leaves route files no namespace import of the definitions", () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const namespaced = files.filter((file) => /import \* as \w+ from "@\/lib\/endpoints/.test(readFileSync(file, "utf8")));
    expect(namespaced).toEqual([]);
  });
});
