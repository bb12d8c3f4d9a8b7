// The app's HTTP server: Next's request handler behind a plain Node server of ours, in
// production (`npm start`, the browser tests, the benchmarks) and in development (the quick
// start). It exists for one reason `next start` cannot serve: the client's address. Every request's
// X-Forwarded-For gets the connection's address appended (scripts/forwarded-for.mjs), so a client
// cannot choose the address the sign-in and sign-up limits count by.
// Usage: node scripts/server.mjs <start|dev> [port] [hostname]
import http from "node:http";
import next from "next";
import { appendForwardedFor } from "./forwarded-for.mjs";
import { handleBadPath } from "./bad-path.mjs";

// The benchmarks find the server's process by this name (scripts/bench/harness.ts).
process.title = "oila-server";
const dev = process.argv[2] === "dev";
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const hostname = process.argv[4] ?? process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev, turbopack: dev || undefined, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Shared with the app (lib/server/state.ts): the SIGTERM handler below sets `draining`, which
// /api/health reports; the app writes the validated SHUTDOWN_GRACE_MS here when it starts.
const state = (globalThis[Symbol.for("oila-dala.server")] ??= { draining: false });
let inFlight = 0;

const server = http.createServer((req, res) => {
  req.headers["x-forwarded-for"] = appendForwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress);
  if (state.draining) {
    // Every answer closes its connection, so the proxy opens its next one to another server.
    res.shouldKeepAlive = false;
    // New reads are refused by the app itself (route() in lib/http/route.ts: a 503 problem in the
    // reader's language), which nginx retries on another server (deploy/nginx.conf). Writes are
    // served: nginx does not resend them, and one that arrived is in flight already.
  }
  inFlight++;
  res.once("close", () => {
    inFlight--;
    if (state.draining) maybeExit();
  });
  // A path that does not decode is a 500 in Next before our code runs (scripts/bad-path.mjs).
  if (handleBadPath(req, res)) return;
  handle(req, res);
});
// Longer than a proxy's idle upstream connections (nginx keeps them 60 s), so the server never
// closes a connection the proxy is about to reuse.
server.keepAliveTimeout = 65_000;
if (dev) server.on("upgrade", app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (${dev ? "development" : "production"})`);
});


// Stopping (a deploy, docs/deploy.md): on SIGTERM the server drains instead of dropping what it
// is doing. For NOTICE_MS it keeps listening, answering /api/health with 503 "draining" and new
// API reads with 503 (route()), so the load balancer moves new work to the other servers. Then it stops
// listening (a connection refused is one nginx retries elsewhere, even a POST) and closes idle
// connections; the requests already running (a soil analysis waits up to SOIL_AI_TIMEOUT_MS
// on the model) go on, and when the last has answered it exits 0. After SHUTDOWN_GRACE_MS it
// exits whatever is left (code 1). A second signal, or any signal in development, exits at once.
const NOTICE_MS = 3_000;
let noticeOver = false;
let exiting = false;
const log = (msg, fields = {}) => console.log(JSON.stringify({ level: 30, time: new Date().toISOString(), msg, ...fields }));

function maybeExit() {
  if (!noticeOver || exiting) return;
  // A request that began before the SIGTERM leaves its connection open once answered.
  setImmediate(() => server.closeIdleConnections());
  if (inFlight > 0) return;
  exiting = true;
  log("drained, exiting", { pid: process.pid });
  process.exit(0);
}

function drain(signal) {
  if (state.draining || dev) {
    process.exit(signal === "SIGTERM" ? 0 : 130);
  }
  state.draining = true;
  const graceMs = state.shutdownGraceMs ?? 45_000;
  log("draining", { signal, pid: process.pid, inFlight, graceMs });
  setTimeout(() => {
    noticeOver = true;
    server.close();
    server.closeIdleConnections();
    maybeExit();
  }, Math.min(NOTICE_MS, graceMs)).unref();
  setTimeout(() => {
    log("grace period over, exiting with requests in flight", { pid: process.pid, inFlight });
    process.exit(1);
  }, graceMs).unref();
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => drain(signal));
