// Runs wrk (Debian's package) against one URL and reads requests/s and latency percentiles.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * How long each connection holds its first request, so that all of them are open before the
 * load starts. wrk opens its connections at once, and this Node (20.20) accepts one new
 * connection per event-loop turn: against a server already busy with the first ones, the last
 * connections' first requests waited long enough to dominate p99 in every 5-second run, even for
 * a plain `net` server (the figures: docs/performance.md, "The connection ramp"). The benchmark
 * measures a server with its clients connected, as behind a proxy that keeps its upstream
 * connections; the hold is left out of the run's duration for requests/s.
 */
const HOLD_MS = 1000;

// wrk's Lua hooks: delay() is asked before every request; the first `connections` calls (one
// per connection, all at the start) get the hold, later ones none. done() prints the figures as
// JSON: latency is in microseconds, the duration too.
const script = (connections: number, method: string) => `
wrk.method = "${method}"
local held = 0
function delay()
  if held < ${connections} then held = held + 1; return ${HOLD_MS} end
  return 0
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

// One wrk thread: it drives 32 connections at these rates easily, and on a 2-CPU machine a second
// thread takes CPU from the server and PostgreSQL; its preemption also shows up as latency.
export function load(url: string, options: { method?: string; headers?: Record<string, string>; seconds?: number; connections?: number }): LoadResult {
  const connections = options.connections ?? 32;
  const seconds = options.seconds ?? 10;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "wrk-")), "bench.lua");
  writeFileSync(file, script(connections, options.method ?? "GET"));
  const args = ["-t1", `-c${connections}`, `-d${seconds + HOLD_MS / 1000}s` /* whole seconds only */, "-s", file];
  for (const [key, value] of Object.entries(options.headers ?? {})) args.push("-H", `${key}: ${value}`);
  const run = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (run.error) throw new Error("wrk is not installed: apt-get install -y wrk");
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const line = run.stdout.trim().split("\n").at(-1)!;
  const figures = JSON.parse(line) as { requests: number; durationUs: number; p50Us: number; p99Us: number; errors: number };
  return {
    rps: figures.requests / (figures.durationUs / 1e6 - HOLD_MS / 1000),
    p50: figures.p50Us / 1000,
    p99: figures.p99Us / 1000,
    errors: figures.errors,
  };
}
