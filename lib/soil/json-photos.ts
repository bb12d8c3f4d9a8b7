// Parsing a JSON analysis body without turning its base64 photos into JavaScript strings.
// A body with six photos is ~80 MB of base64; TextDecoder + JSON.parse would hold it three
// times over (bytes, text, parsed strings — twice again as UTF-16 when the farmer's text has
// an Uzbek ʻ). Instead, long base64-only string literals are cut out of the bytes before
// parsing, replaced by placeholders, and decoded straight from the bytes afterwards.
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/problems/error";
import { MAX_PHOTO_BYTES } from "./photos";

/** String literals at least this long, made only of base64 / data-URL characters, are cut out. */
export const MIN_CUT_LENGTH = 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
// Base64 (standard and URL-safe), padding, and what a data: URL prefix adds (":;,." letters).
const CUTTABLE = /^[A-Za-z0-9+/=\-_:;,.]*$/;
// Node's base64 decoder reads both alphabets but skips characters it does not know, so the
// range is checked first: an invalid photo must be a 400, not silently different bytes.
const BASE64 = /^[A-Za-z0-9+/\-_]*$/;

export type CutJson = {
  /** The JSON text with placeholders where long base64 strings were. */
  text: string;
  /** Placeholder (as parsed) -> byte range of the original string content. */
  cuts: Map<string, [number, number]>;
};

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array, start: number, end: number): string {
  try {
    return utf8.decode(bytes.subarray(start, end));
  } catch {
    throw new AppError("malformed_json", { detail: "not_utf8" });
  }
}

/** Cuts long base64-only string literals out of a JSON body (escapes make a string stay). */
export function cutBase64Strings(bytes: Uint8Array): CutJson {
  // The scanning is native (Buffer.indexOf, a regex on a one-byte string): a byte-by-byte
  // loop in JavaScript was far slower and blocked the event loop meanwhile (the figure:
  // docs/performance.md, "Figures quoted from code").
  const body = asBuffer(bytes);
  const nonce = randomUUID().slice(0, 8);
  const cuts = new Map<string, [number, number]>();
  const pieces: string[] = [];
  let copied = 0;
  // The next backslash at or after the current string, found once and reused until passed, so
  // that a body without escapes is not searched to its end once per string.
  let escape = -1;
  let i = body.indexOf(QUOTE);
  while (i >= 0) {
    const start = i + 1;
    if (escape < start) {
      const found = body.indexOf(BACKSLASH, start);
      escape = found < 0 ? Infinity : found;
    }
    let end = body.indexOf(QUOTE, start);
    const plain = end >= 0 && end < escape;
    if (!plain && end >= 0) end = closingQuote(body, escape);
    if (end < 0) break; // unterminated: JSON.parse reports it
    if (plain && end - start >= MIN_CUT_LENGTH && CUTTABLE.test(body.toString("latin1", start, end))) {
      const placeholder = `\u0000${nonce}:${cuts.size}`;
      pieces.push(decodeUtf8(bytes, copied, start), `\\u0000${nonce}:${cuts.size}`);
      cuts.set(placeholder, [start, end]);
      copied = end;
    }
    i = body.indexOf(QUOTE, end + 1);
  }
  pieces.push(decodeUtf8(bytes, copied, bytes.length));
  return { text: pieces.join(""), cuts };
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The closing quote of a string literal that has an escape at `escape`, or -1. */
function closingQuote(body: Buffer, escape: number): number {
  let j = escape;
  while (j < body.length) {
    if (body[j] === BACKSLASH) j += 2;
    else if (body[j] === QUOTE) return j;
    else j++;
  }
  return -1;
}

/** Deeper than any field of a submission; below it values are left alone (the schema strips them). */
const MAX_RESTORE_DEPTH = 16;

/** Puts cut strings back everywhere except where `keep` says (photo data stays a placeholder). */
export function restoreCuts(value: unknown, cut: CutJson, bytes: Uint8Array, keep: (path: string[]) => boolean, path: string[] = []): unknown {
  if (cut.cuts.size === 0 || path.length > MAX_RESTORE_DEPTH) return value;
  if (typeof value === "string") {
    const range = cut.cuts.get(value);
    return range && !keep(path) ? asBuffer(bytes).toString("latin1", range[0], range[1]) : value;
  }
  if (Array.isArray(value)) return value.map((item, i) => restoreCuts(item, cut, bytes, keep, [...path, String(i)]));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [restoreCuts(key, cut, bytes, () => false, path) as string, restoreCuts(item, cut, bytes, keep, [...path, key])]),
    );
  }
  return value;
}

/** Decodes base64 (standard or URL-safe, optional data: URL prefix) straight from body bytes. */
export function decodeBase64Range(bytes: Uint8Array, range: [number, number], path: string): Buffer {
  let [start, end] = range;
  if (end - start > 5 && asBuffer(bytes).toString("latin1", start, start + 5) === "data:") {
    const comma = bytes.subarray(start, Math.min(end, start + 200)).indexOf(0x2c);
    start = comma >= 0 ? start + comma + 1 : end;
  }
  while (end > start && bytes[end - 1] === 0x3d) end--; // padding
  const invalid = new AppError("validation_failed", { errors: [{ path, message: "Not valid base64." }] });
  if ((end - start) % 4 === 1) throw invalid;
  const size = Math.floor(((end - start) * 3) / 4);
  if (size > MAX_PHOTO_BYTES) {
    throw new AppError("payload_too_large", { detail: "photo", errors: [{ path, message: "At most 10 MB per photo." }] });
  }
  const text = asBuffer(bytes).toString("latin1", start, end);
  if (!BASE64.test(text)) throw invalid;
  return Buffer.from(text, "base64");
}
