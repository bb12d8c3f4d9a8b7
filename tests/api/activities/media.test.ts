// GET/HEAD /api/client/activities/files/{fileId} through the route handler on the real database.
// The assets are inserted here (and removed afterwards) so every byte is known.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import * as filesRoute from "@/app/api/client/activities/files/[fileId]/route";
import { getDb } from "@/lib/db/client";
import { SVG_CSP } from "@/lib/http/media-response";

const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const audioBytes = randomBytes(5000);
const ids = { svg: "", audio: "" };

beforeAll(async () => {
  const db = await getDb();
  for (const [name, contentType, data] of [
    ["svg", "image/svg+xml", svgBytes],
    ["audio", "audio/mpeg", audioBytes],
  ] as const) {
    const row = await db.mediaAsset.create({
      data: {
        key: `test-${randomUUID()}`,
        contentType,
        sha256: createHash("sha256").update(data).digest("hex"),
        size: data.length,
        data: new Uint8Array(data),
      },
    });
    ids[name] = row.id;
  }
});

afterAll(async () => {
  await (await getDb()).mediaAsset.deleteMany({ where: { id: { in: Object.values(ids) } } });
});

async function fetchFile(fileId: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const method = init.method ?? "GET";
  const req = new NextRequest(`http://localhost/api/client/activities/files/${fileId}`, {
    method,
    headers: init.headers,
  });
  const handler = filesRoute[method as keyof typeof filesRoute];
  const res = await handler(req, { params: Promise.resolve({ fileId }) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const sha = (data: Buffer) => `"${createHash("sha256").update(data).digest("hex")}"`;

describe("GET /api/client/activities/files/{fileId}", () => {
  it("serves the stored bytes with caching and safety headers, without sign-in", async () => {
    const { res, bytes } = await fetchFile(ids.audio, { headers: { authorization: "Bearer garbage" } });
    expect(res.status).toBe(200);
    expect(bytes.equals(audioBytes)).toBe(true);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "audio/mpeg",
      "content-length": String(audioBytes.length),
      etag: sha(audioBytes),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    });
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("gives SVG a script-blocking Content-Security-Policy", async () => {
    const { res, bytes } = await fetchFile(ids.svg);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toBe(SVG_CSP);
    expect(SVG_CSP).toContain("default-src 'none'");
    expect(SVG_CSP).toContain("sandbox");
    expect(bytes.equals(svgBytes)).toBe(true);
  });

  it.each([sha(svgBytes), `W/${sha(svgBytes)}`, `"other", ${sha(svgBytes)}`, "*"])(
    "answers If-None-Match %s with 304 and no body",
    async (tag) => {
      const { res, bytes } = await fetchFile(ids.svg, { headers: { "if-none-match": tag } });
      expect(res.status).toBe(304);
      expect(bytes.length).toBe(0);
      expect(res.headers.get("etag")).toBe(sha(svgBytes));
      expect(res.headers.get("cache-control")).toContain("immutable");
    },
  );

  it("sends the file again for a stale ETag", async () => {
    const { res } = await fetchFile(ids.svg, { headers: { "if-none-match": '"stale"' } });
    expect(res.status).toBe(200);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const { res, bytes } = await fetchFile(ids.audio, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(0);
    expect(res.headers.get("content-length")).toBe(String(audioBytes.length));
    expect(res.headers.get("etag")).toBe(sha(audioBytes));
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    const svg = await fetchFile(ids.svg, { method: "HEAD" });
    expect(svg.res.headers.get("content-security-policy")).toBe(SVG_CSP);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=4000-", 4000, 4999],
    ["bytes=-500", 4500, 4999],
    ["bytes=4990-9999", 4990, 4999],
  ])("answers Range %s with 206 and the exact bytes", async (range, start, end) => {
    const { res, bytes } = await fetchFile(ids.audio, { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/5000`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable, no-transform");
    expect(bytes.equals(audioBytes.subarray(start, end + 1))).toBe(true);
  });

  it("answers a range on HEAD with the 206 headers only", async () => {
    const { res, bytes } = await fetchFile(ids.audio, { method: "HEAD", headers: { range: "bytes=0-9" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-length")).toBe("10");
    expect(bytes.length).toBe(0);
  });

  it("answers an unsatisfiable range with 416 and the size", async () => {
    const { res, bytes } = await fetchFile(ids.audio, { headers: { range: "bytes=5000-" } });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe("bytes */5000");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(JSON.parse(bytes.toString()).code).toBe("range_not_satisfiable");
  });

  it("ignores a range whose If-Range names another version", async () => {
    const { res, bytes } = await fetchFile(ids.audio, { headers: { range: "bytes=0-9", "if-range": '"old"' } });
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(5000);
    const current = await fetchFile(ids.audio, { headers: { range: "bytes=0-9", "if-range": sha(audioBytes) } });
    expect(current.res.status).toBe(206);
  });

  it.each([randomUUID(), "not-a-uuid", "..%2F..%2Fetc%2Fpasswd", "../../package.json"])(
    "answers 404 problem details for %s",
    async (fileId) => {
      for (const method of ["GET", "HEAD"]) {
        const { res, bytes } = await fetchFile(fileId, { method });
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        if (method === "GET") expect(JSON.parse(bytes.toString()).code).toBe("not_found");
      }
    },
  );

  it("refuses other methods with 405", async () => {
    const { res } = await fetchFile(ids.svg, { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it("serves the seeded catalogue assets", async () => {
    const db = await getDb();
    const select = { id: true, sha256: true, size: true };
    const seeded = [
      await db.mediaAsset.findFirstOrThrow({ where: { key: { endsWith: ".svg", not: { startsWith: "test-" } } }, select }),
      await db.mediaAsset.findFirstOrThrow({ where: { key: { endsWith: ".mp3" } }, select }),
    ];
    for (const asset of seeded) {
      const { res, bytes } = await fetchFile(asset.id);
      expect(res.status).toBe(200);
      expect(bytes.length).toBe(asset.size);
      expect(res.headers.get("etag")).toBe(`"${asset.sha256}"`);
    }
  });
});
