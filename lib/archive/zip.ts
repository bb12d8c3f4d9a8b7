// A small ZIP writer (PKWARE APPNOTE 6.3.10, the subset every unzip reads): stored or deflated
// entries, UTF-8 names, sizes and CRC-32 known before each entry is written, so no data
// descriptors, and the central directory at the end. No ZIP64: an archive past 4 GiB or 65,535
// entries is refused rather than written wrong. Built on node:zlib (deflateRawSync, crc32), so
// no package is needed for the account export (lib/account/export.ts).
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  /** A relative path with "/" separators: no leading "/", no "..", no backslash. */
  name: string;
  data: Uint8Array | string;
  /** The entry's time; default: when the writer was made. */
  modified?: Date;
  /** Deflate the data (default). Off for data that is compressed already (JPEG, PNG, WebP). */
  compress?: boolean;
}

export interface ZipOptions {
  /** ZIP times have no zone: they are written in this offset from UTC (Tashkent: 300). */
  utcOffsetMinutes?: number;
}

const LIMIT_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;
const UTF8_NAMES = 0x0800; // general purpose flag bit 11
const VERSION = 20; // 2.0: deflate and folders
const MADE_BY_UNIX = (3 << 8) | VERSION;
const FILE_MODE = (0o100644 << 16) >>> 0; // a regular file, rw-r--r--

/** The MS-DOS date and time fields of an instant (2-second resolution, years 1980-2107). */
export function dosDateTime(instant: Date, utcOffsetMinutes = 0): { date: number; time: number } {
  const local = new Date(instant.getTime() + utcOffsetMinutes * 60_000);
  const year = Math.min(Math.max(local.getUTCFullYear(), 1980), 2107);
  const date = ((year - 1980) << 9) | ((local.getUTCMonth() + 1) << 5) | local.getUTCDate();
  const time = (local.getUTCHours() << 11) | (local.getUTCMinutes() << 5) | Math.floor(local.getUTCSeconds() / 2);
  return { date, time };
}

function checkName(name: string): Buffer {
  const bytes = Buffer.from(name, "utf8");
  const unsafe = name.startsWith("/") || name.includes("\\") || name.split("/").some((part) => part === ".." || part === "");
  if (!name || unsafe || bytes.length > 0xffff) throw new Error(`zip: unsafe entry name ${JSON.stringify(name)}`);
  return bytes;
}

/**
 * Writes an archive piece by piece: `add()` returns the bytes of one entry, `finish()` those of
 * the central directory. Concatenated in order they are the archive.
 */
export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private readonly names = new Set<string>();
  private finished = false;
  private readonly now = new Date();

  constructor(private readonly options: ZipOptions = {}) {}

  add(entry: ZipEntry): Buffer {
    if (this.finished) throw new Error("zip: the archive is finished");
    if (this.central.length >= MAX_ENTRIES) throw new Error("zip: too many entries (no ZIP64)");
    if (this.names.has(entry.name)) throw new Error(`zip: duplicate entry ${entry.name}`);
    const name = checkName(entry.name);
    const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    const deflated = entry.compress === false || raw.length === 0 ? null : deflateRawSync(raw, { level: 9 });
    const useDeflate = deflated !== null && deflated.length < raw.length;
    const body = useDeflate ? deflated : raw;
    const crc = crc32(raw);
    const { date, time } = dosDateTime(entry.modified ?? this.now, this.options.utcOffsetMinutes);
    const headerOffset = this.offset;
    if (raw.length > LIMIT_32 || headerOffset + 30 + name.length + body.length > LIMIT_32) {
      throw new Error("zip: the archive would pass 4 GiB (no ZIP64)");
    }

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(useDeflate ? 8 : 0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(MADE_BY_UNIX, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(UTF8_NAMES, 8);
    record.writeUInt16LE(useDeflate ? 8 : 0, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(raw.length, 24);
    record.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal attributes: all 0
    record.writeUInt32LE(FILE_MODE, 38);
    record.writeUInt32LE(headerOffset, 42);
    this.central.push(record, name);
    this.names.add(entry.name);

    const bytes = Buffer.concat([local, name, body]);
    this.offset += bytes.length;
    return bytes;
  }

  finish(): Buffer {
    if (this.finished) throw new Error("zip: the archive is finished");
    this.finished = true;
    const directory = Buffer.concat(this.central);
    if (this.offset + directory.length + 22 > LIMIT_32) throw new Error("zip: the archive would pass 4 GiB (no ZIP64)");
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    // disk numbers 0
    end.writeUInt16LE(this.central.length / 2, 8);
    end.writeUInt16LE(this.central.length / 2, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.offset, 16);
    // no comment
    return Buffer.concat([directory, end]);
  }
}

/** A whole archive in memory (small archives and tests). */
export function zipBytes(entries: Iterable<ZipEntry>, options?: ZipOptions): Buffer {
  const writer = new ZipWriter(options);
  const parts = [...entries].map((entry) => writer.add(entry));
  return Buffer.concat([...parts, writer.finish()]);
}

/**
 * An archive as a stream, one entry at a time as the reader asks for it: only the entry being
 * written is in memory (and the central directory, a few dozen bytes per entry).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, options?: ZipOptions): ReadableStream<Uint8Array> {
  const writer = new ZipWriter(options);
  const iterator = entries[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(new Uint8Array(writer.finish()));
        controller.close();
      } else {
        controller.enqueue(new Uint8Array(writer.add(next.value)));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
