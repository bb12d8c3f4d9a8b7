// Reading request bodies with a size cap. The cap is enforced while streaming, so a huge or
// lying Content-Length never makes us buffer more than the limit.
import { AppError } from "@/lib/problems/error";

export const JSON_BODY_LIMIT = 64 * 1024;

/** Reads at most `limit` bytes of the body; 413 past that. */
export async function readBodyBytes(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new AppError("payload_too_large");
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("payload_too_large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function mediaTypeOf(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Parses a JSON body. An empty body gives `undefined` (handlers with optional bodies accept it);
 * a body with another content type is 415, broken JSON is 400.
 */
export async function readJson(req: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const bytes = await readBodyBytes(req, limit);
  if (bytes.byteLength === 0) return undefined;
  const type = mediaTypeOf(req);
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new AppError("unsupported_media_type");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("malformed_json", { detail: "not_utf8" });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("malformed_json");
  }
  assertSaneJson(value);
  return value;
}

export const MAX_JSON_DEPTH = 32;

/**
 * No legitimate body nests deeper than a few levels, and a string with a lone surrogate (a
 * `\ud800` escape) is not text: it would be stored as garbage. Walks without recursion, so a
 * hostile body cannot exhaust the stack.
 */
export function assertSaneJson(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (!value.isWellFormed()) throw new AppError("malformed_json", { detail: "bad_unicode" });
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) throw new AppError("malformed_json", { detail: "too_deep", params: { depth: MAX_JSON_DEPTH } });
      for (const [key, child] of Object.entries(value)) {
        stack.push([key, depth + 1], [child, depth + 1]);
      }
    }
  }
}
