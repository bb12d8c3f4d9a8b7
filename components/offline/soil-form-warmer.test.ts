// The stored soil form is fetched again only when it is older than the farmer's latest report
// (issue 28: the form kept for the field lists the saved fields).
import { describe, expect, it } from "vitest";
import { storedBefore } from "./soil-form-warmer";

const stored = (date: string | null) => new Response("", { headers: date ? { date } : {} });

describe("storedBefore", () => {
  it("is true for a form stored before the report, or in the same second (a Date counts whole seconds)", () => {
    expect(storedBefore(stored("Fri, 27 Nov 2026 10:00:04 GMT"), "2026-11-27T10:00:05.200Z")).toBe(true);
    expect(storedBefore(stored("Fri, 27 Nov 2026 10:00:05 GMT"), "2026-11-27T10:00:05.200Z")).toBe(true);
  });

  it("is false for a form stored in a later second, and without a report", () => {
    expect(storedBefore(stored("Fri, 27 Nov 2026 10:00:06 GMT"), "2026-11-27T10:00:05.200Z")).toBe(false);
    expect(storedBefore(stored("Fri, 27 Nov 2026 11:00:00 GMT"), "2026-11-27T10:00:05.200Z")).toBe(false);
    expect(storedBefore(stored("Fri, 27 Nov 2026 09:00:00 GMT"), undefined)).toBe(false);
  });

  it("is true when the stored form has no date to compare", () => {
    expect(storedBefore(stored(null), "2026-11-27T10:00:05.200Z")).toBe(true);
  });
});
