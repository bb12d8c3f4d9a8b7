// The ZIP writer against an independent reader (Python's zipfile, else unzip: tests/helpers/zip-reader.ts).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dosDateTime, zipBytes, zipStream, ZipWriter, type ZipEntry } from "@/lib/archive/zip";
import { readZip } from "@/tests/helpers/zip-reader";

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function* fromArray(entries: ZipEntry[]): AsyncIterable<ZipEntry> {
  for (const entry of entries) yield entry;
}

describe("zip writer", () => {
  it("writes stored and deflated entries, UTF-8 names and empty files that another reader accepts", () => {
    const text = "Salom, dunyo! Привет! ".repeat(200);
    const photo = randomBytes(50_000); // incompressible, like a JPEG
    const entries: ZipEntry[] = [
      { name: "README.txt", data: text },
      { name: "photos/dala-1.jpg", data: photo, compress: false },
      { name: "bo'sh.txt", data: "" },
      { name: "bolalar/Зарина.json", data: JSON.stringify({ name: "Зарина" }) },
    ];
    const read = readZip(zipBytes(entries));
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    expect(read[0].data.toString("utf8")).toBe(text);
    expect(read[1].data.equals(photo)).toBe(true);
    expect(read[2].data.length).toBe(0);
    expect(JSON.parse(read[3].data.toString("utf8"))).toEqual({ name: "Зарина" });
    // Long text is deflated; a photo, an empty file and a text too short to shrink are stored.
    expect(read.map((e) => e.method)).toEqual([8, 0, 0, 0]);
  });

  it("stores data that deflate would not make smaller", () => {
    const noise = randomBytes(4096);
    const [entry] = readZip(zipBytes([{ name: "noise.bin", data: noise }]));
    expect(entry.method).toBe(0);
    expect(entry.data.equals(noise)).toBe(true);
  });

  it("streams the same archive entry by entry", async () => {
    const modified = new Date("2026-03-01T10:20:30Z");
    const entries: ZipEntry[] = Array.from({ length: 30 }, (_, i) => ({ name: `f/${i}.txt`, data: `entry ${i}\n`.repeat(i), modified }));
    const streamed = await collect(zipStream(fromArray(entries)));
    expect(streamed.equals(zipBytes(entries))).toBe(true);
    const read = readZip(streamed);
    expect(read).toHaveLength(30);
    expect(read[29].data.toString()).toBe("entry 29\n".repeat(29));
  });

  it("writes times in the offset it is given (Tashkent: UTC+5)", () => {
    const modified = new Date("2026-03-01T22:20:31Z"); // 2 March 03:20:31 in Tashkent
    const [entry] = readZip(zipBytes([{ name: "a.txt", data: "a", modified }], { utcOffsetMinutes: 300 }));
    if (entry.dateTime) expect(entry.dateTime).toEqual([2026, 3, 2, 3, 20, 30]);
    expect(dosDateTime(modified, 300)).toEqual({ date: ((2026 - 1980) << 9) | (3 << 5) | 2, time: (3 << 11) | (20 << 5) | 15 });
  });

  it.each(["/etc/passwd", "../up.txt", "a/../../b", "a\\b", "", "dir/", "a//b"])("refuses the unsafe name %j", (name) => {
    expect(() => new ZipWriter().add({ name, data: "x" })).toThrow(/unsafe entry name/);
  });

  it("refuses a duplicate name and anything after finish()", () => {
    const writer = new ZipWriter();
    writer.add({ name: "a.txt", data: "1" });
    expect(() => writer.add({ name: "a.txt", data: "2" })).toThrow(/duplicate/);
    writer.finish();
    expect(() => writer.add({ name: "b.txt", data: "3" })).toThrow(/finished/);
  });

  it("an empty archive is valid", () => {
    expect(readZip(zipBytes([]))).toEqual([]);
  });
});
