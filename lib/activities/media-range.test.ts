import { describe, expect, it } from "vitest";
import { etagOf, ifRangeAllows, noneMatchHits, parseRange } from "./media-range";

describe("parseRange", () => {
  it.each([
    [null, 100, { kind: "full" }],
    ["bytes=0-9", 100, { kind: "partial", start: 0, end: 9 }],
    ["bytes=10-", 100, { kind: "partial", start: 10, end: 99 }],
    ["bytes=-10", 100, { kind: "partial", start: 90, end: 99 }],
    ["bytes=-500", 100, { kind: "partial", start: 0, end: 99 }],
    ["bytes=90-500", 100, { kind: "partial", start: 90, end: 99 }],
    ["bytes=99-99", 100, { kind: "partial", start: 99, end: 99 }],
    ["BYTES = 1 - 2", 100, { kind: "partial", start: 1, end: 2 }],
    ["bytes=0-99999999999999999999999", 100, { kind: "partial", start: 0, end: 99 }],
    ["bytes=100-", 100, { kind: "unsatisfiable" }],
    ["bytes=100-200", 100, { kind: "unsatisfiable" }],
    ["bytes=99999999999999999999999-", 100, { kind: "unsatisfiable" }],
    ["bytes=-0", 100, { kind: "unsatisfiable" }],
    ["bytes=0-", 0, { kind: "unsatisfiable" }],
    ["bytes=-5", 0, { kind: "unsatisfiable" }],
    // Ignored (served in full), as RFC 9110 allows: invalid, several ranges, other units.
    ["bytes=5-1", 100, { kind: "full" }],
    ["bytes=0-1,5-6", 100, { kind: "full" }],
    ["items=0-1", 100, { kind: "full" }],
    ["bytes=-", 100, { kind: "full" }],
    ["bytes=a-b", 100, { kind: "full" }],
    ["", 100, { kind: "full" }],
  ] as const)("%s of %i bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe("entity tags", () => {
  const etag = etagOf("abc");

  it("quotes the hash", () => expect(etag).toBe('"abc"'));

  it.each([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
  ])("If-None-Match %s -> %s", (header, hit) => {
    expect(noneMatchHits(header, etag)).toBe(hit);
  });

  it.each([
    [null, true],
    ['"abc"', true],
    ['W/"abc"', false],
    ['"other"', false],
    ["Wed, 21 Oct 2015 07:28:00 GMT", false],
  ])("If-Range %s -> %s", (header, allows) => {
    expect(ifRangeAllows(header, etag)).toBe(allows);
  });
});
