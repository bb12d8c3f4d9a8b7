// A small multipart/form-data reader (RFC 7578) over a body already read with a size cap.
// Parts are views into the one body buffer, never copies: the soil form carries up to 60 MB
// of photos, and Request.formData() would copy every byte into Blobs and again into buffers.

export type MultipartPart = {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
};

export class MultipartError extends Error {}

/** The boundary of a multipart/form-data Content-Type header, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = contentType.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i);
  return match ? (match[1] ?? match[2]) : null;
}

/** name="x"; filename="y" parameters of a Content-Disposition value (quoted or bare). */
function dispositionParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of value.matchAll(/;\s*([a-zA-Z*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    params[match[1].toLowerCase()] = (match[2] ?? match[3] ?? "").replace(/\\(.)/g, "$1").trim();
  }
  return params;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Splits the body into parts. Throws MultipartError for a body that is not well-formed
 * (no opening or closing boundary, a part without headers or without a name), or with more
 * than `maxParts` parts.
 */
export function parseMultipart(body: Uint8Array, boundary: string, maxParts = 50): MultipartPart[] {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let position = buffer.indexOf(delimiter);
  if (position < 0) throw new MultipartError("no boundary");
  position += delimiter.length;
  const parts: MultipartPart[] = [];
  for (;;) {
    // After a delimiter: "--" closes the body, CRLF opens a part.
    if (buffer[position] === 0x2d && buffer[position + 1] === 0x2d) return parts;
    while (buffer[position] === 0x20 || buffer[position] === 0x09) position++; // transport padding
    if (buffer[position] !== 0x0d || buffer[position + 1] !== 0x0a) throw new MultipartError("bad delimiter line");
    position += 2;
    const headerEnd = buffer.indexOf("\r\n\r\n", position);
    if (headerEnd < 0) throw new MultipartError("part without headers");
    const headers = parseHeaders(buffer.toString("utf8", position, headerEnd));
    const end = buffer.indexOf(next, headerEnd + 4);
    if (end < 0) throw new MultipartError("no closing boundary");
    const params = dispositionParams(headers.get("content-disposition") ?? "");
    if (!params.name) throw new MultipartError("part without a name");
    if (parts.length >= maxParts) throw new MultipartError("too many parts");
    parts.push({
      name: params.name,
      filename: params.filename ?? null,
      contentType: headers.get("content-type") ?? null,
      data: buffer.subarray(headerEnd + 4, end),
    });
    position = end + next.length;
  }
}
