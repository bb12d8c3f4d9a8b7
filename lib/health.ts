import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { errorFields, log } from "@/lib/log";

export interface DatabaseHealth {
  ok: boolean;
  kind: "postgresql" | "embedded";
  latencyMs: number | null;
}

/** A round trip to the database, bounded so a hung server still answers quickly. */
export async function checkDatabase(timeoutMs = 3_000): Promise<DatabaseHealth> {
  const kind = env().DATABASE_URL ? "postgresql" : "embedded";
  const started = performance.now();
  try {
    const db = await getDb();
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("health check timed out")), timeoutMs).unref()),
    ]);
    return { ok: true, kind, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    log("warn", "health check failed", errorFields(error));
    return { ok: false, kind, latencyMs: null };
  }
}
