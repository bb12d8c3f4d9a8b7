// Stopping the quick start stops the server it spawned. Runs a stand-in for the real chain
// (scripts/fixtures/supervised-chain.mjs: npm -> our supervisor -> a middle process that passes
// on no signal, like npx -> a process listening on a port, like Next's server worker) through a
// real `npm run`, stops the top npm process, and checks that the port is free and that none of
// the processes it started survives. The real quick start takes too long to boot for a unit test.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isPortFree } from "./free-port.mjs";

const fixture = path.resolve("scripts/fixtures/supervised-chain.mjs");
let started: number[] = [];

/** Every process as pid -> { parent, state }, from `ps` (Linux and macOS). */
function processTable(): Map<number, { parent: number; state: string }> {
  const table = new Map<number, { parent: number; state: string }>();
  for (const line of execFileSync("ps", ["-A", "-o", "pid=,ppid=,stat="], { encoding: "utf8" }).split("\n")) {
    const [pid, parent, state] = line.trim().split(/\s+/);
    if (pid) table.set(Number(pid), { parent: Number(parent), state });
  }
  return table;
}

/** Whether a process still runs (a zombie holds no port and counts as gone). */
function running(pid: number): boolean {
  const state = processTable().get(pid)?.state;
  return state !== undefined && !state.startsWith("Z");
}

/** Every live process below `root`. */
function descendants(root: number): number[] {
  const table = processTable();
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, { parent }] of table) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function freePort() {
  for (let port = 20000 + (process.pid % 1000) * 20; ; port++) if (await isPortFree(port)) return port;
}

async function startChain(port: number): Promise<{ npm: ChildProcess; pids: number[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), "supervise-"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts: { serve: `node ${fixture} top ${port}` } }));
  // Its own process group, as in a terminal, where Ctrl-C sends SIGINT to the whole group.
  const npm = spawn("npm", ["run", "--silent", "serve"], { cwd: dir, stdio: "ignore", detached: true });
  const listening = await until(async () => !(await isPortFree(port)), 20_000);
  expect(listening).toBe(true);
  const pids = descendants(npm.pid!);
  started = [npm.pid!, ...pids];
  // npm's shell or node, our supervisor, the middle process and the listener.
  expect(pids.length).toBeGreaterThanOrEqual(3);
  return { npm, pids };
}

afterEach(() => {
  // Leave nothing behind even when a check failed.
  for (const pid of started) if (running(pid)) process.kill(pid, "SIGKILL");
  started = [];
});

describe("the quick start's server supervision", () => {
  const cases = [
    { name: "SIGTERM to the top npm process", signal: "SIGTERM", group: false },
    { name: "SIGKILL to the top npm process", signal: "SIGKILL", group: false },
    { name: "Ctrl-C (SIGINT to the terminal's process group)", signal: "SIGINT", group: true },
  ] as const;
  for (const { name, signal, group } of cases) {
    it(`${name} frees the port and leaves no process behind`, async () => {
      const port = await freePort();
      const { npm, pids } = await startChain(port);
      const exited = new Promise((resolve) => npm.once("exit", resolve));
      process.kill(group ? -npm.pid! : npm.pid!, signal);
      await exited;
      expect(await until(async () => await isPortFree(port), 8_000)).toBe(true);
      expect(await until(() => pids.every((pid) => !running(pid)), 8_000)).toBe(true);
    });
  }
});
