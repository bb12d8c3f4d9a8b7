// The app's HTTP server: Next's request handler behind a plain Node server of ours, in
// production (`npm start`, the browser tests, the benchmarks) and in development (the quick
// start). It exists for one reason `next start` cannot serve: the client's address. Every request's
// X-Forwarded-For gets the connection's address appended (scripts/forwarded-for.mjs), so a client
// cannot choose the address the sign-in and sign-up limits count by.
// Usage: node scripts/server.mjs <start|dev> [port] [hostname]
import http from "node:http";
import next from "next";
import { appendForwardedFor } from "./forwarded-for.mjs";

// The benchmarks find the server's process by this name (scripts/bench/harness.ts).
process.title = "oila-server";
const dev = process.argv[2] === "dev";
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const hostname = process.argv[4] ?? process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev, turbopack: dev || undefined, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  req.headers["x-forwarded-for"] = appendForwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress);
  handle(req, res);
});
// Longer than a proxy's idle upstream connections (nginx keeps them 60 s), so the server never
// closes a connection the proxy is about to reuse.
server.keepAliveTimeout = 65_000;
if (dev) server.on("upgrade", app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (${dev ? "development" : "production"})`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
