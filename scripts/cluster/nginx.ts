// nginx for the cluster test, with the site configuration that ships (deploy/nginx.conf): only
// its `listen` line and the upstream's server addresses are replaced, everything else (round
// robin, passive health checks, X-Forwarded-For, body limits, timeouts) is tested as written.
// nginx runs as a foreground process of ours with its files in a temporary directory.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SITE = "deploy/nginx.conf";

/** nginx's path, or null: Debian puts it in /usr/sbin, not always on a user's PATH. */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"]) {
    const file = path.join(dir, "nginx");
    if (dir && existsSync(file)) return file;
  }
  return null;
}

/** deploy/nginx.conf with our listen address and upstream servers (fewer than it lists: the rest go). */
export function renderSite(site: string, listenPort: number, upstreamPorts: number[]): string {
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+([^;]*);/gm)];
  if (servers.length < upstreamPorts.length) throw new Error(`${SITE}: expected ${upstreamPorts.length} upstream server lines, found ${servers.length}`);
  let i = 0;
  let out = site.replace(/^(\s*)server 127\.0\.0\.1:\d+([^;]*);\n/gm, (_, indent: string, params: string) =>
    i < upstreamPorts.length ? `${indent}server 127.0.0.1:${upstreamPorts[i++]}${params};\n` : "",
  );
  if (!/^\s*listen 80;/m.test(out)) throw new Error(`${SITE}: no "listen 80;" line`);
  out = out.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
  return out;
}

export interface Nginx {
  base: string;
  dir: string;
  child: ChildProcess;
  /** `nginx -s reload`: new workers with fresh upstream state (a server marked failed is tried again). */
  reload(): Promise<void>;
  /** How many requests each upstream address answered so far (access log). */
  answeredBy(): Map<string, number>;
  stop(): Promise<void>;
}

export async function startNginx(binary: string, dir: string, listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
  // nginx's workers run as another user (nobody) when we are root: they must reach the
  // directory (mkdtemp makes it 0700) and write a large request body to its body/ folder.
  chmodSync(dir, 0o755);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    chmodSync(path.join(dir, sub), 0o777);
  }
  writeFileSync(path.join(dir, "site.conf"), renderSite(readFileSync(SITE, "utf8"), listenPort, upstreamPorts));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      // Which server answered each request, for the checks (not in the shipped file).
      "  log_format cluster '$upstream_addr $upstream_status $status $request_method $uri';",
      `  access_log ${dir}/access.log cluster;`,
      ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map((sub) => `  ${sub === "body" ? "client_body" : sub}_temp_path ${dir}/${sub};`),
      `  include ${dir}/site.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  const test = spawnSync(binary, ["-t", ...args], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(binary, args, { stdio: ["ignore", "inherit", "inherit"] });
  const base = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; i < 50; i++) {
    if (await fetch(`${base}/api/ping`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    dir,
    child,
    reload: async () => {
      const result = spawnSync(binary, [...args, "-s", "reload"], { encoding: "utf8" });
      if (result.status !== 0) throw new Error(`nginx -s reload: ${result.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    answeredBy: () => {
      const counts = new Map<string, number>();
      const log = path.join(dir, "access.log");
      for (const line of existsSync(log) ? readFileSync(log, "utf8").split("\n") : []) {
        // "$upstream_addr ...": one address, or several ("a, b") when nginx tried the next server.
        for (const addr of line.split(" ")[0]?.split(",") ?? []) if (addr.trim() && addr !== "-") counts.set(addr.trim(), (counts.get(addr.trim()) ?? 0) + 1);
      }
      return counts;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** The error log's lines (printed when a check fails). */
export const nginxErrors = (dir: string) => (existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "");
