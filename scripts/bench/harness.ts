// Shared steps of the benchmarks (`npm run bench`, `bench:soil`, `bench:pages`): the production
// build, a benchmark database of its own beside DATABASE_URL (or the local server's), a
// production server run the way scripts/start.mjs runs it (scripts/server.mjs), its process to
// measure, and the sign-ins the benchmarks need.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { applyMigrations, pgRunner } from "../../lib/db/migrations";

/** The server (and its database) every benchmark database is created beside. */
export const BASE_DATABASE_URL = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test");
export const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-01";

export function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

/** `npm run build` unless the command line says --no-build (the build in .next is used). */
export function buildUnlessSkipped(): void {
  if (!process.argv.includes("--no-build")) sh("npm", ["run", "build"]);
}

export function databaseUrl(name: string): URL {
  const url = new URL(BASE_DATABASE_URL.toString());
  url.pathname = `/${name}`;
  return url;
}

/**
 * Drops and recreates database `name`, applies the migrations and seeds the catalogue
 * (scripts/seed.mts). Returns a connected client; the caller ends it.
 */
export async function prepareDatabase(name: string): Promise<{ client: pg.Client; url: URL }> {
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = databaseUrl(name);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await applyMigrations(pgRunner(client));
  sh("npx", ["tsx", "scripts/seed.mts"], { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: "production" });
  return { client, url };
}

export interface BenchServer {
  base: string;
  /** The process spawned (npx); its process group is the whole server. */
  process: ChildProcess;
  /** The server process that answers requests (a descendant of `process`). */
  serverPid: number;
  stop(): Promise<void>;
}

/**
 * The production server (scripts/server.mjs) on 127.0.0.1:`port` on `database`, with MALLOC_ARENA_MAX=2
 * as scripts/start.mjs sets it; `env` adds or overrides variables (undefined removes one).
 */
export async function startServer(options: { port: number; database: URL; env?: Record<string, string | undefined> }): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.database.toString(),
    NODE_ENV: "production",
    AUTH_SECRET,
    LOG_LEVEL: "warn",
    MALLOC_ARENA_MAX: "2",
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const base = `http://127.0.0.1:${options.port}`;
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${options.port} is already in use`);
  const child = spawn("node", ["scripts/server.mjs", "start", String(options.port), "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) {
      return { base, process: child, serverPid: findNextServer(child.pid!), stop };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("server did not start");
}

/** Process ids below `root` (children, grandchildren, ...), read from /proc. */
export function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may contain spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const frontier = [root];
  while (frontier.length) {
    const pid = frontier.pop()!;
    for (const [child, ppid] of parent) {
      if (ppid !== pid) continue;
      found.push(child);
      frontier.push(child);
    }
  }
  return found;
}

/** The descendant of `root` titled oila-server (scripts/server.mjs: the process that answers requests). */
export function findNextServer(root: number): number {
  const candidates = [root, ...descendants(root)];
  const named = candidates.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("oila-server");
    } catch {
      return false;
    }
  });
  if (named) return named;
  // Fallback: the largest node process of the tree.
  return candidates.map((pid) => ({ pid, rss: memoryOf(pid).rssKb })).sort((a, b) => b.rss - a.rss)[0].pid;
}

/** Resident set size now and its peak since start (or since resetPeak), in KiB. */
export function memoryOf(pid: number): { rssKb: number; hwmKb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
    return { rssKb: field("VmRSS"), hwmKb: field("VmHWM") };
  } catch {
    return { rssKb: 0, hwmKb: 0 };
  }
}

/** Resets VmHWM of `pid` to its current RSS (Linux: writing 5 to clear_refs); false if refused. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS every `everyMs` until stopped; returns the largest sample and the kernel's VmHWM. */
export function sampleMemory(pid: number, everyMs = 25): { stop(): { maxRssKb: number; hwmKb: number; samples: number } } {
  let maxRssKb = 0;
  let samples = 0;
  const timer = setInterval(() => {
    maxRssKb = Math.max(maxRssKb, memoryOf(pid).rssKb);
    samples++;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const now = memoryOf(pid);
      return { maxRssKb: Math.max(maxRssKb, now.rssKb), hwmKb: now.hwmKb, samples };
    },
  };
}

export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Registers a user through the API (201) and returns a Bearer access token for it. */
export async function registerAndToken(base: string, user: { email: string; password: string; name: string }): Promise<string> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  if (registered.status !== 201) throw new Error(`register ${user.email}: ${registered.status} ${await registered.text()}`);
  return accessToken(base, user);
}

export async function accessToken(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`token ${user.email}: ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}

const cookiePairs = (res: Response) => res.headers.getSetCookie().map((line) => line.split(";")[0]);

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const unescapeHtml = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);

/**
 * Signs in the browser way, as a browser without JavaScript does: reads the sign-in page's form
 * (a server action: React writes the action's id into hidden fields), posts it with the e-mail
 * and password, and returns the Cookie header value carrying the session
 * (`__Secure-next-auth.session-token` in production).
 */
export async function sessionCookie(base: string, user: { email: string; password: string }): Promise<string> {
  const html = await (await fetch(`${base}/login`)).text();
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([text]) => text).find((text) => text.includes('name="password"'));
  if (!form) throw new Error("no sign-in form on /login");
  const body = new FormData();
  for (const [, attributes] of form.matchAll(/<input\b([^>]*)>/g)) {
    const name = attributes.match(/\bname="([^"]*)"/)?.[1];
    if (name && /\btype="hidden"/.test(attributes)) body.append(unescapeHtml(name), unescapeHtml(attributes.match(/\bvalue="([^"]*)"/)?.[1] ?? ""));
  }
  body.append("email", user.email);
  body.append("password", user.password);
  const res = await fetch(`${base}/login`, { method: "POST", body, headers: { origin: base }, redirect: "manual" });
  const session = cookiePairs(res).find((pair) => /^(__Secure-)?next-auth\.session-token=/.test(pair));
  if (!session) throw new Error(`sign-in ${user.email} failed: ${res.status}`);
  return session;
}

/** Nearest-rank percentile of `values` (ms). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The machine the figures come from, for the printed header and docs/performance.md. */
export function machine(): string {
  const mem = readFileSync("/proc/meminfo", "utf8").match(/MemTotal:\s+(\d+)/)?.[1];
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const cpus = spawnSync("nproc", { encoding: "utf8" }).stdout.trim();
  return `${cpus} CPUs, ${(Number(mem) / 1024 / 1024).toFixed(1)} GiB RAM, Node ${process.version}, load average ${load}, ${new Date().toISOString()}`;
}
