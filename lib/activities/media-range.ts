/**
 * Pure HTTP helpers of the media endpoint: byte ranges (RFC 9110 section 14) and entity-tag
 * matching (section 13.1). One range per request: audio and video players ask for one, and
 * multipart/byteranges answers are rarely understood; for several ranges we send the whole file,
 * which the RFC allows (a server may ignore Range).
 */

export type RangeResult =
  | { kind: "full" } // no Range, or one we ignore (syntax we do not serve)
  | { kind: "partial"; start: number; end: number } // inclusive bounds
  | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/** Interprets a Range header against a representation of `size` bytes. */
export function parseRange(header: string | null, size: number): RangeResult {
  if (header === null) return { kind: "full" };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: "full" }; // several ranges, another unit, or nonsense: ignored
  const [, first, last] = match;
  // Number() of a very long digit string is imprecise or Infinity; the comparisons with `size`
  // below stay correct for such values, so no length check is needed.
  if (first === "") {
    if (last === "") return { kind: "full" }; // "bytes=-" is not a range
    const suffix = Number(last); // bytes=-n: the last n bytes
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "full" }; // invalid, so ignored (RFC 9110 14.1.1)
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The entity tags listed in If-None-Match / If-Range, without W/ prefixes; "*" stays "*". */
function listTags(header: string): string[] {
  if (header.trim() === "*") return ["*"];
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).map((tag) => tag.replace(/^W\//, ""));
}

/** If-None-Match uses weak comparison: W/"x" matches "x". */
export function noneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const tags = listTags(header);
  return tags.includes("*") || tags.includes(etag);
}

/**
 * If-Range: serve the range only when the client's copy is the current one. Strong comparison,
 * so a weak tag (or a date, which we do not track) means "send everything".
 */
export function ifRangeAllows(header: string | null, etag: string): boolean {
  if (header === null) return true;
  return header.trim() === etag;
}

/** The strong entity tag of an asset: its SHA-256, quoted. */
export function etagOf(sha256: string): string {
  return `"${sha256}"`;
}
