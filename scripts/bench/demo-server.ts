// The production build on a fresh database with the demo account (demo@example.com, its
// children and its soil field, prisma/seed-demo.ts), for scripts that drive a real browser:
// scripts/bench/transfer.mts and scripts/capture-screenshots.mts.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { prepareDatabase, sh, startServer, type BenchServer } from "./harness";

export const DEMO = { email: "demo@example.com", password: "demo12345" };

export async function startDemoServer(name: string, port: number): Promise<BenchServer> {
  const { client, url } = await prepareDatabase(name);
  await client.end();
  sh("npx", ["tsx", "scripts/seed.mts"], { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: "production", SEED_DEMO: "1" });
  return startServer({ port, database: url });
}

/** Debian's Chromium when installed (as the browser tests use it), else Playwright's own. */
export function launchBrowser(): Promise<Browser> {
  const system = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => existsSync(file));
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? system,
    args: ["--disable-gpu", "--disable-quic", "--disable-sync", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}
