// Reading request bodies with a size cap. The cap is enforced while streaming, so a huge or
// lying Content-Length never makes us buffer more than the limit.
import { HttpError, badRequest, payloadTooLarge, unsupportedMediaType } from "@/lib/http/problem";

export const JSON_BODY_LIMIT = 64 * 1024;

/** Reads at most `limit` bytes of the body; 413 past that. */
export async function readBodyBytes(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
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
      throw payloadTooLarge();
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
    throw unsupportedMediaType("Send the body as application/json.");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("malformed_json", "The body is not valid UTF-8.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("malformed_json", "The body is not valid JSON.");
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
