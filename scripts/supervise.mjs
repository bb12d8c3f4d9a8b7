// Runs a server (`npx next ...`) so that stopping us stops all of it. `npx next dev` is a chain of
// processes (npx, next, Next's server worker); a signal sent to the first does not reach the
// last, which then keeps the port. So the server gets a process group of its own, and:
//   - SIGINT/SIGTERM/SIGHUP to us (Ctrl-C, or npm passing on a SIGTERM) go to that whole group;
//   - when our parent dies without telling us (npm killed with SIGKILL, a closed terminal), we
//     notice and stop the group ourselves. npm runs scripts through `sh -c`, which outlives a
//     killed npm, so we also watch the processes up to the npm that ran us (read with `ps`);
//   - when the server stops on its own, we exit with its code.
// A server that ignores SIGTERM gets SIGKILL after `graceMs`.
import { execFileSync, spawn } from "node:child_process";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Parent, state and command line of a process, from `ps` (Linux and macOS); null when gone. */
function processInfo(pid) {
  try {
    const line = execFileSync("ps", ["-o", "ppid=,stat=,command=", "-p", String(pid)], { encoding: "utf8" }).trim();
    const [, parent, state, command] = line.match(/^(\d+)\s+(\S+)\s+(.*)$/) ?? [];
    return parent ? { parent: Number(parent), state, command } : null;
  } catch {
    return null; // ps exits 1 for a process that is gone
  }
}

/** Whether a process still runs; a zombie (dead, not yet reaped) does not. */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !(processInfo(pid)?.state ?? "Z").startsWith("Z");
}

/** Run by `npm run`: our ancestors up to and including that npm (empty otherwise). */
function npmAncestors() {
  if (!process.env.npm_lifecycle_event) return [];
  const chain = [];
  for (let pid = process.ppid; chain.length < 4 && pid > 1; ) {
    const info = processInfo(pid);
    if (!info) return [];
    chain.push(pid);
    if (info.command.includes("npm")) return chain;
    pid = info.parent;
  }
  return [];
}

/** Spawns `command args` in its own process group and ties its life to ours. Returns the child. */
export function supervise(command, args, { env = process.env, graceMs = 5000, watchParentMs = 1000 } = {}) {
  // stdin stays ours: a background process group reading the terminal would be stopped.
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], env, detached: true });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    killGroup(child.pid, signal);
    setTimeout(() => killGroup(child.pid, "SIGKILL"), graceMs).unref();
  };
  for (const signal of SIGNALS) process.on(signal, () => stop(signal === "SIGHUP" ? "SIGTERM" : signal));

  // Our parent changes when it dies; the npm above it (if any) is checked once a second.
  const parent = process.ppid;
  const npm = npmAncestors().at(-1);
  const watch = setInterval(() => {
    if (process.ppid !== parent || (npm !== undefined && !alive(npm))) stop("SIGTERM");
  }, watchParentMs);
  watch.unref();

  child.on("exit", (code, signal) => {
    // Whatever the group leader did, nothing it started may outlive it.
    killGroup(child.pid, "SIGKILL");
    process.exit(code ?? (signal ? 0 : 1));
  });
  return child;
}
