// The document covers exactly the API that exists: every route file under app/api has its
// path documented, every documented path has a route file, and the documented methods of a
// path are exactly those its route answers (the others answer 405). Each of those handlers is
// bound to its own definition (route(definition, ...)): one of lib/endpoints', of the file's path and
// of the method it is exported as. A new route, or a new method on an old one, fails here until
// it has a definition in lib/endpoints.
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";
import type { Operation } from "./operation";
import { OPERATIONS } from "@/lib/endpoints";
import type { RouteHandler } from "@/lib/http/route";

// Browser-only: next-auth's sign-in form, callback, session and CSRF endpoints (the document's
// introduction says so). Mobile clients use /api/auth/token and /api/auth/refresh.
const UNDOCUMENTED = new Set(["/api/auth/{...nextauth}"]);

const API_DIR = path.resolve("app/api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** app/api/client/children/[id]/route.ts -> /api/client/children/{id} */
function templateOf(file: string): string {
  const relative = path.relative(path.resolve("app"), path.dirname(file)).split(path.sep);
  return `/${relative.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
}

const documented = openApiDocument().paths as Record<string, Record<string, unknown>>;
const files = routeFiles().map((file) => ({ file, template: templateOf(file) }));

/** The methods a route really serves: those that do not answer 405 to a signed-out call. */
async function servedMethods(file: string, template: string): Promise<string[]> {
  const handlers = (await import(file)) as Record<string, unknown>;
  const params = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, randomUUID()]));
  const served: string[] = [];
  for (const method of METHODS) {
    const handler = handlers[method];
    if (typeof handler !== "function") continue;
    const url = `http://localhost${template.replace(/\{(\w+)\}/g, (_, name) => params[name])}`;
    const response: Response = await handler(new NextRequest(url, { method }), { params: Promise.resolve(params) });
    if (response.status !== 405) served.push(method.toLowerCase());
  }
  return served;
}

describe("document coverage of app/api", () => {
  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("documents every route file's path", () => {
    const missing = files.filter(({ template }) => !UNDOCUMENTED.has(template) && !documented[template]);
    expect(missing.map(({ file, template }) => `${template} (${path.relative(process.cwd(), file)})`)).toEqual([]);
  });

  it("documents no path without a route file", () => {
    const templates = new Set(files.map(({ template }) => template));
    expect(Object.keys(documented).filter((template) => !templates.has(template))).toEqual([]);
  });

  it.each(files.filter(({ template }) => !UNDOCUMENTED.has(template)))("documents exactly the methods of $template", async ({ file, template }) => {
    const served = await servedMethods(file, template);
    expect(Object.keys(documented[template] ?? {}).sort()).toEqual(served.sort());
  });

  it.each(files.filter(({ template }) => !UNDOCUMENTED.has(template)))("binds the handlers of $template to their own definitions", async ({ file, template }) => {
    const handlers = (await import(file)) as Record<string, RouteHandler | undefined>;
    const bound = METHODS.flatMap((method) => {
      const definition = handlers[method]?.definition;
      return definition ? [{ method, definition: definition as Operation }] : [];
    });
    for (const { method, definition } of bound) {
      expect(OPERATIONS, `${method} ${template}`).toContain(definition);
      expect(`${definition.method.toUpperCase()} ${definition.path}`).toBe(`${method} ${template}`);
    }
    // The methods without a definition are the 405 answers of methods().
    expect(bound.map(({ method }) => method.toLowerCase()).sort()).toEqual(Object.keys(documented[template] ?? {}).sort());
  });
});
