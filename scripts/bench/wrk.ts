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

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit];

// One wrk thread: it drives 32 connections at these rates easily, and on a 2-CPU machine a second
// thread takes CPU from the server and PostgreSQL; its preemption also shows up as latency.
export function load(url: string, options: { method?: string; headers?: Record<string, string>; seconds?: number; connections?: number }): LoadResult {
  const args = ["-t1", `-c${options.connections ?? 32}`, `-d${options.seconds ?? 10}s`, "--latency"];
  for (const [key, value] of Object.entries(options.headers ?? {})) args.push("-H", `${key}: ${value}`);
  if (options.method && options.method !== "GET") {
    const script = path.join(mkdtempSync(path.join(tmpdir(), "wrk-")), "method.lua");
    writeFileSync(script, `wrk.method = "${options.method}"\n`);
    args.push("-s", script);
  }
  const run = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (run.error) throw new Error("wrk is not installed: apt-get install -y wrk");
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const out = run.stdout;
  const percentile = (p: string) => {
    const match = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`));
    return match ? toMs(match[1], match[2]) : NaN;
  };
  const errors = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(out.match(/Socket errors: .*?timeout (\d+)/)?.[1] ?? 0);
  return { rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]), p50: percentile("50"), p99: percentile("99"), errors };
}
