import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newToken } from "@/lib/sharing/codes";
import { nextPath } from "./next-path";

describe("nextPath", () => {
  it("keeps an invitation page: the code form, or a link's token", () => {
    expect(nextPath("/invite")).toBe("/invite");
    for (let i = 0; i < 50; i++) {
      const path = `/invite/${newToken()}`;
      expect(nextPath(path)).toBe(path);
    }
  });

  it("sends anything else home: other sites, other pages, queries, tricks with slashes", () => {
    for (const bad of [
      undefined,
      null,
      42,
      "",
      "/",
      "/children",
      "//evil.example/invite",
      "https://evil.example/invite/abcdefghijklmnopqrstuvwxyz",
      "/invite/../account",
      "/invite/short",
      "/invite/abcdefghijklmnopqrstuvwxyz?x=1",
      "/invite/abcdefghijklmnopqrstuvwxyz/extra",
      "/invite\\evil.example",
      "/invite/abcdefghijklmnopqrstuvwxyz\n",
    ]) {
      expect(nextPath(bad), String(bad)).toBe("/");
    }
  });

  it("answers either the path it was given or home, and a kept path is a same-site invitation path", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((tail) => `/invite/${tail}`), fc.webUrl()), (value) => {
        const next = nextPath(value);
        expect([value, "/"]).toContain(next);
        if (next !== "/") {
          expect(next.startsWith("/invite")).toBe(true);
          expect(new URL(next, "https://app.example").origin).toBe("https://app.example");
          expect(next).not.toMatch(/[?#\\.\s]/);
        }
      }),
    );
  });
});
