import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor";

const ID = "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80";
const plain = (text: string) => Buffer.from(text, "utf8").toString("base64url");

describe("the activity history cursor", () => {
  it("gives back the instant and the id it was made of, for any stored instant and id", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date("2999-12-31T00:00:00Z"), noInvalidDate: true }), fc.uuid(), (startedAt, id) => {
        const decoded = decodeHistoryCursor(encodeHistoryCursor({ startedAt, id }));
        expect(decoded).toEqual({ startedAt, id });
      }),
    );
  });

  it("is URL-safe text without padding, so it travels in a query string as is", () => {
    const cursor = encodeHistoryCursor({ startedAt: new Date("2026-03-03T09:15:00.123Z"), id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(cursor)).toBe(cursor);
  });

  it.each([
    ["empty", ""],
    ["not base64url", "a+b/c="],
    ["too long", "A".repeat(101)],
    ["no separator", plain(`1700000000000${ID}`)],
    ["a negative instant", plain(`-5:${ID}`)],
    ["a fractional instant", plain(`1.5:${ID}`)],
    ["not a uuid", plain("1700000000000:not-a-uuid")],
    ["an upper-case uuid (never issued)", plain(`1700000000000:${ID.toUpperCase()}`)],
    ["trailing text", plain(`1700000000000:${ID}x`)],
    ["a plain id", ID],
  ])("refuses %s", (_, text) => {
    expect(decodeHistoryCursor(text)).toBeNull();
  });
});
