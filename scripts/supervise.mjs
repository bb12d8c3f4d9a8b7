// Runs a server (`npx next ...`) so that stopping us stops all of it. `npx next dev` is a chain of
// processes (npx, next, Next's server worker); a signal sent to the first does not reach the
// last, which then keeps the port. So the server gets a process group of its own, and:
//   - SIGINT/SIGTERM/SIGHUP to us (Ctrl-C, or npm passing on a SIGTERM) go to that whole group;
//   - when our parent dies without telling us (npm killed with SIGKILL, a closed terminal), we
//     notice and stop the group ourselves. npm runs scripts through `sh -c`, which outlives a
//     killed npm, so on Linux we also watch the processes up to the npm that ran us;
//   - when the server stops on its own, we exit with its code.
// A server that ignores SIGTERM gets SIGKILL after `graceMs`.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

/** Parent and state of a process from /proc (state "Z": dead, waiting to be reaped). */
function procStat(pid) {
  const stat = readProc(pid, "stat");
  if (!stat) return null;
  const [state, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state, parent: Number(parent) };
}

function alive(pid) {
  if (readProc("self", "stat") !== null) return (procStat(pid)?.state ?? "Z") !== "Z";
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Linux, run by `npm run`: our ancestors up to and including that npm (empty otherwise). */
function npmAncestors() {
  if (!process.env.npm_lifecycle_event) return [];
  const chain = [];
  for (let pid = process.ppid; chain.length < 4 && pid > 1; pid = procStat(pid)?.parent ?? 0) {
    chain.push(pid);
    if ((readProc(pid, "cmdline") ?? "").includes("npm")) return chain;
  }
  return [];
}

/** Spawns `command args` in its own process group and ties its life to ours. Returns the child. */
export function supervise(command, args, { env = process.env, graceMs = 5000, watchParentMs = 500 } = {}) {
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

  const parent = process.ppid;
  const ancestors = npmAncestors();
  const watch = setInterval(() => {
    if (process.ppid !== parent || !ancestors.every(alive)) stop("SIGTERM");
  }, watchParentMs);
  watch.unref();

  child.on("exit", (code, signal) => {
    // Whatever the group leader did, nothing it started may outlive it.
    killGroup(child.pid, "SIGKILL");
    process.exit(code ?? (signal ? 0 : 1));
  });
  return child;
}
