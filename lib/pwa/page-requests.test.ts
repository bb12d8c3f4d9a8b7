import { describe, expect, it } from "vitest";
import { isPageRequest } from "./page-requests";

const ask = (path: string, init: RequestInit = {}) => {
  const url = new URL(path, "http://localhost");
  return isPageRequest(new Request(url, init), url);
};

describe("isPageRequest", () => {
  it("takes HTML page requests", () => {
    expect(ask("/today", { headers: { accept: "text/html,application/xhtml+xml" } })).toBe(true);
    expect(ask("/soil/reports/1", { headers: { accept: "text/html" } })).toBe(true);
  });

  it.each([
    ["Next's RSC request (header)", "/today", { headers: { accept: "*/*", rsc: "1" } }],
    ["Next's RSC request (query)", "/today?_rsc=abc", { headers: { accept: "text/html" } }],
    ["an API call, even asking for HTML", "/api/client/children", { headers: { accept: "text/html" } }],
    ["a build file", "/_next/static/chunks/a.js", { headers: { accept: "text/html" } }],
    ["a JSON fetch", "/today", { headers: { accept: "application/json" } }],
  ])("leaves %s alone", (_, path, init) => {
    expect(ask(path, init)).toBe(false);
  });
});
