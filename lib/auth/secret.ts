// The secret that signs sessions and tokens. Production must set AUTH_SECRET; in development a
// random one is generated once and kept in .data/, so sessions survive restarts.
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, NODE_ENV } = env();
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  if (NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is required in production (at least 32 random characters).");
  }
  const file = path.join(process.cwd(), ".data", "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
