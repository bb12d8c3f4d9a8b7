// The cluster test's operational checks: the systemd units verify, and a backup restores
// (pg_dump in PostgreSQL's custom format, pg_restore into an empty database, the same rows),
// the restore drill of docs/deploy.md on the local server.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import pg from "pg";

/** `systemd-analyze verify` of the units in deploy/; null when systemd-analyze is missing. */
export function verifyUnits(): string | null {
  const probe = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
  if (probe.error) return null;
  const result = spawnSync("systemd-analyze", ["verify", "deploy/oila-dala@.service", "deploy/oila-dala-migrate.service"], { encoding: "utf8" });
  const said = `${result.stdout}${result.stderr}`.trim();
  assert.equal(result.status, 0, `systemd-analyze verify: ${said}`);
  assert.equal(said, "", `systemd-analyze verify has remarks: ${said}`);
  return "verified";
}

const TABLES = ["users", "sessions", "refresh_tokens", "children", "growth_records", "activity_attempts", "soil_reports", "idempotency_keys"];

async function counts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, number> = {};
    for (const table of TABLES) out[table] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    return out;
  } finally {
    await client.end();
  }
}

/** Dumps `source`, restores it into `target` (created empty here) and compares row counts. */
export async function backupAndRestore(source: URL, target: URL, dumpFile: string): Promise<Record<string, number>> {
  const dump = spawnSync("pg_dump", ["--format=custom", "--no-owner", `--file=${dumpFile}`, source.toString()], { encoding: "utf8" });
  assert.equal(dump.status, 0, `pg_dump: ${dump.stderr ?? dump.error}`);
  const restore = spawnSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${target.toString()}`, dumpFile], { encoding: "utf8" });
  assert.equal(restore.status, 0, `pg_restore: ${restore.stderr ?? restore.error}`);
  const [before, after] = await Promise.all([counts(source.toString()), counts(target.toString())]);
  assert.deepEqual(after, before, "the restored database has the same rows");
  assert.ok(before.users > 0 && before.soil_reports > 0, "the backup holds the test's data");
  return after;
}
