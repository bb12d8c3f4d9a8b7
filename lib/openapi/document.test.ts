// The generated document is valid OpenAPI 3.1 (Redocly's linter with ./redocly.yaml, the same
// rules as the CLI step of `npm test`), its examples fit their own schemas, and it keeps the
// promises of docs/api-guide.md (sections 2, 3 and 7) that clients rely on (security, problem
// details, headers).
import path from "node:path";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiDocument, openApiJson } from "./document";
import { createValidator } from "./validate";

type Json = Record<string, any>;
const doc = openApiDocument() as unknown as Json;
const validator = createValidator(doc);

function* operations(): Generator<[string, string, Json]> {
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) yield [template, method, operation as Json];
  }
}

describe("the OpenAPI document", () => {
  it("passes the linter without errors or warnings", async () => {
    const config = await loadConfig({ configPath: path.resolve("redocly.yaml") });
    const problems = await lintFromString({ source: openApiJson().text, absoluteRef: path.resolve("openapi.json"), config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("is OpenAPI 3.1 with the Bearer scheme", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("has every example fit its schema", () => {
    const failures: string[] = [];
    const escape = validator.escape;
    for (const [template, method, op] of operations()) {
      const contents: [string, Json][] = [];
      if (op.requestBody) contents.push([`/paths/${escape(template)}/${method}/requestBody`, op.requestBody]);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        contents.push([`/paths/${escape(template)}/${method}/responses/${status}`, response as Json]);
      }
      for (const [pointer, holder] of contents) {
        for (const [type, media] of Object.entries((holder.content ?? {}) as Json)) {
          if (!media.schema || !type.includes("json")) continue;
          const schemaPointer = `${pointer}/content/${escape(type)}/schema`;
          const values = [media.example, ...Object.values((media.examples ?? {}) as Json).map((e) => e.value)].filter((v) => v !== undefined);
          for (const value of values) {
            for (const problem of validator.check(schemaPointer, value)) failures.push(`${method} ${template} ${pointer} ${type}: ${problem}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("has examples in Uzbek", () => {
    const text = openApiJson().text;
    for (const phrase of ["2 yosh 3 oy", "Madina", "Burning qani? Ko'zing qani?", "tipik bo'z tuproq", "Nutq va muloqot"]) {
      expect(text).toContain(phrase);
    }
  });

  it("marks only the auth, media, calendar feed and probe endpoints as public", () => {
    const publicOnes = [...operations()].filter(([, , op]) => op.security.length === 0).map(([t, m]) => `${m.toUpperCase()} ${t}`);
    expect(publicOnes.sort()).toEqual(
      [
        "POST /api/auth/register",
        "POST /api/auth/token",
        "POST /api/auth/refresh",
        "POST /api/auth/logout",
        // The browser sign-out: it works without a live session (it then only clears the cookie).
        "POST /api/auth/signout",
        "GET /api/client/activities/files/{fileId}",
        "HEAD /api/client/activities/files/{fileId}",
        "GET /api/health",
        "GET /api/ping",
        "GET /api/openapi.json",
        // The token in the path is the secret: calendar apps cannot sign in.
        "GET /api/calendar/{token}",
      ].sort(),
    );
    for (const [, , op] of operations()) if (op.security.length) expect(op.responses["401"]).toBeDefined();
  });

  it("documents problem details, 405 with Allow and 429 with Retry-After", () => {
    for (const [template, method, op] of operations()) {
      expect(op.responses["405"]?.headers?.Allow, `${method} ${template}`).toBeDefined();
      expect(op.responses.default, `${method} ${template}`).toBeDefined();
      const rateLimited = op.responses["429"];
      if (rateLimited) expect(rateLimited.headers["Retry-After"].required).toBe(true);
    }
    const conflict = doc.paths["/api/client/activities/complete/{activityId}"].post.responses["409"];
    expect(conflict.content["application/problem+json"].schema.allOf[1].properties.code.enum).toEqual(["child_required", "activity_not_started"]);
    const analyze = doc.paths["/api/soil/analyze"].post;
    expect(Object.keys(analyze.requestBody.content)).toEqual(["application/json", "multipart/form-data"]);
    expect(Object.keys(analyze.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "413", "415", "429", "503"]));
  });

  it("is built once per process", () => {
    expect(openApiJson()).toBe(openApiJson());
  });
});
