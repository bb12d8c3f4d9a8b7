// Reads a ZIP archive with a reader that is not ours: Python's zipfile (python3), else Info-ZIP's
// unzip. Tests of the ZIP writer and of the account export check archives with it, so a mistake
// in the writer cannot hide behind a matching mistake in a reader of our own.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ReadEntry {
  name: string;
  data: Buffer;
  /** Python: 0 stored, 8 deflated; unzip: null. */
  method: number | null;
  /** [year, month, day, hours, minutes, seconds] as the archive states it (Python only). */
  dateTime: number[] | null;
}

// Which readers exist is asked once per test file, not once per archive: each question started a
// process (the export tests read dozens of archives).
const found = new Map<string, boolean>();
const has = (command: string) => {
  if (!found.has(command)) found.set(command, spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0 || spawnSync(command, ["-v"], { stdio: "ignore" }).status === 0);
  return found.get(command)!;
};

// Tests every member's CRC (testzip, what `python3 -m zipfile -t` runs), then prints each member
// as JSON: one Python process per archive.
const PYTHON = `
import base64, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    bad = archive.testzip()
    if bad is not None:
        sys.exit("bad CRC in " + bad)
    print(json.dumps([{"name": i.filename, "data": base64.b64encode(archive.read(i)).decode(), "method": i.compress_type,
                       "dateTime": list(i.date_time), "utf8": bool(i.flag_bits & 0x800)} for i in archive.infolist()]))
`;

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "zip-check-"));
  const file = path.join(dir, "archive.zip");
  try {
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Buffer {
  const result = spawnSync(command, args, { maxBuffer: 512 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Every entry of the archive, read and CRC-checked by python3 (or unzip). Throws on a broken archive. */
export function readZip(bytes: Uint8Array): ReadEntry[] {
  return withFile(bytes, (file) => {
    if (has("python3")) {
      const entries = JSON.parse(run("python3", ["-c", PYTHON, file]).toString("utf8")) as (Omit<ReadEntry, "data"> & { data: string; utf8: boolean })[];
      for (const entry of entries) if (!entry.utf8 && /[^\x20-\x7e]/.test(entry.name)) throw new Error(`${entry.name}: UTF-8 flag missing`);
      return entries.map((entry) => ({ ...entry, data: Buffer.from(entry.data, "base64") }));
    }
    if (has("unzip")) {
      run("unzip", ["-tq", file]);
      const names = run("unzip", ["-Z1", file]).toString("utf8").split("\n").filter(Boolean);
      return names.map((name) => ({ name, data: run("unzip", ["-p", file, name.replace(/([*?[\]])/g, "[$1]")]), method: null, dateTime: null }));
    }
    throw new Error("No ZIP reader to check the archive with: install python3 or unzip (apt-get install unzip).");
  });
}
