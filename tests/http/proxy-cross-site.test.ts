// proxy.ts answers a write to a page (a server action) from another origin with 403, before
// Next's own check turns it into a 500 with an error in the log. Over real HTTP:
// e2e/api/bad-input.spec.ts.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const request = (method: string, headers: Record<string, string>) =>
  new NextRequest("http://localhost:3000/login", { method, headers: { host: "localhost:3000", ...headers } });

describe("proxy: writes to pages from another origin", () => {
  it.each([
    ["a server action from another site", { origin: "http://evil.example", "next-action": "7f00aa" }],
    ["a no-JS form from another site (no Next-Action header)", { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" }],
    ["a sibling origin, by Fetch Metadata", { "sec-fetch-site": "same-site", origin: "http://localhost:3000" }],
    ["no Origin and no Fetch Metadata", { "next-action": "7f00aa" }],
  ])("%s: 403 cross_site_request", async (_, headers) => {
    const res = proxy(request("POST", { ...headers, "accept-language": "ru" }));
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ code: "cross_site_request", detail: "Этот запрос отправлен не со страницы приложения." });
  });

  it.each([
    ["the app's own form", "POST", { "sec-fetch-site": "same-origin", "next-action": "7f00aa" }],
    ["an older browser's own form (Origin = Host)", "POST", { origin: "http://localhost:3000" }],
    ["a page read from a link on another site", "GET", { "sec-fetch-site": "cross-site" }],
  ])("%s: goes on to Next", (_, method, headers) => {
    const res = proxy(request(method, headers));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});
