// The app servers of the cluster test: each started with the ExecStart line of the systemd unit
// that ships (deploy/oila-dala@.service, the instance name being the port), so the test runs
// what a deployer runs. Their output is kept and printed when a check fails.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const UNIT = "deploy/oila-dala@.service";

/** The unit's ExecStart for instance `port`, as argv (an absent /usr/bin/node: this Node). */
export function execStartOf(port: number): string[] {
  const line = readFileSync(UNIT, "utf8").match(/^ExecStart=(.+)$/m)?.[1];
  if (!line) throw new Error(`${UNIT}: no ExecStart line`);
  const [command, ...args] = line.trim().replace(/%i/g, String(port)).split(/\s+/);
  const node = path.basename(command) === "node" && !existsSync(command) ? process.execPath : command;
  return [node, ...args];
}

export interface AppServer {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  output: string[];
}

const running = new Set<AppServer>();

export async function startAppServer(name: string, port: number, env: NodeJS.ProcessEnv): Promise<AppServer> {
  const [command, ...args] = execStartOf(port);
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => `[${name}] ${line}`));
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  const server: AppServer = { name, port, base: `http://127.0.0.1:${port}`, child, exited, output };
  running.add(server);
  void exited.then(() => running.delete(server));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await fetch(`${server.base}/api/health`).then((res) => res.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.error(output.join("\n"));
  child.kill("SIGKILL");
  throw new Error(`app server ${name} did not start on port ${port}`);
}

/** Kills every server still running (cleanup, also after a failure). */
export function killAllServers(): void {
  for (const server of running) server.child.kill("SIGKILL");
}
