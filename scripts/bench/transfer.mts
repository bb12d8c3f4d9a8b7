// `npm run bench:transfer` (`-- --no-build`): how many bytes cross the network when the
// demo account opens /today and /soil/new, with and without the service worker, first and
// repeat visits. Builds (unless --no-build), starts the production server (scripts/server.mjs) on its own database
// `bench_transfer` (demo account seeded) and puts a small TCP relay in front of it that counts
// every byte in both directions: what the phone would send and receive, gzip as our server
// sends it, headers included, the service worker's own fetches (install precache, the
// warm-up of today's activities) included. Chromium (Debian's), phone viewport, signed in
// through the sign-in form (posted without JavaScript) without loading a page. "First visit": a fresh
// profile; "repeat visit": a new tab of the same profile afterwards. A visit ends when the
// network has been quiet for 3 s.
// Each visit of a page also lists what went over the network, from Playwright's request events
// (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1, so the worker's requests are included).
// Budget: a repeat visit of /today receives under 50 KB. Prints; fails nothing.
import net from "node:net";
import type { BrowserContext, Request } from "@playwright/test";
import { buildUnlessSkipped, machine, sessionCookie } from "./harness";
import { DEMO, launchBrowser, startDemoServer } from "./demo-server";

process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
const APP_PORT = Number(process.env.BENCH_TRANSFER_PORT ?? 3780);
const RELAY_PORT = APP_PORT + 1;
const QUIET_MS = 3000;
const BUDGET_REPEAT_TODAY_KB = 50;

/** Relays RELAY_PORT to the app and counts the bytes of each direction. */
function startRelay() {
  const counted = { up: 0, down: 0 };
  let lastByte = Date.now();
  const server = net.createServer((client) => {
    const upstream = net.connect(APP_PORT, "127.0.0.1");
    client.on("data", (chunk) => {
      counted.up += chunk.length;
      lastByte = Date.now();
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      counted.down += chunk.length;
      lastByte = Date.now();
      client.write(chunk);
    });
    client.on("end", () => upstream.end());
    upstream.on("end", () => client.end());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  server.listen(RELAY_PORT, "127.0.0.1");
  return {
    counted,
    reset: () => Object.assign(counted, { up: 0, down: 0 }),
    quiet: async () => {
      while (Date.now() - lastByte < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 250));
    },
    close: () => server.close(),
  };
}

type Row = { page: string; worker: string; visit: string; downKb: number; upKb: number; requests: number };

buildUnlessSkipped();
const server = await startDemoServer("bench_transfer", APP_PORT);
const relay = startRelay();
const base = `http://127.0.0.1:${RELAY_PORT}`;
const browser = await launchBrowser();
const rows: Row[] = [];
const details: string[] = [];
try {
  for (const path of ["/today", "/soil/new"]) {
    for (const worker of ["allow", "block"] as const) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 412, height: 915 },
        locale: "uz-UZ",
        serviceWorkers: worker,
      });
      // Signed in the browser way (the sign-in form, posted without JavaScript), without loading a page.
      const [name, value] = (await sessionCookie(server.base, DEMO)).split(/=(.*)/s);
      await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: "Lax", secure: name.startsWith("__Secure-") }]);
      for (const visit of ["first", "repeat"]) {
        const network = track(context);
        await relay.quiet();
        relay.reset();
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "load" });
        if (worker === "allow" && visit === "first") {
          // Until the worker controls the page (a plain predicate: waitForFunction does not await promises).
          await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
        }
        await relay.quiet();
        const label = `${path} ${worker === "allow" ? "with" : "without"} service worker, ${visit} visit`;
        rows.push({
          page: path,
          worker: worker === "allow" ? "yes" : "no",
          visit,
          downKb: relay.counted.down / 1024,
          upKb: relay.counted.up / 1024,
          requests: network.list.length,
        });
        details.push(`${label}:\n${network.list.map((line) => `    ${line}`).join("\n") || "    (nothing)"}`);
        network.stop();
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  relay.close();
  await server.stop();
}

console.log(`\nNetwork bytes per visit (demo account, Chromium, 412x915) — ${machine()}\n`);
console.log("| page | service worker | visit | received KB | sent KB | network requests |");
console.log("|---|---|---|---:|---:|---:|");
for (const row of rows) {
  console.log(`| ${row.page} | ${row.worker} | ${row.visit} | ${row.downKb.toFixed(1)} | ${row.upKb.toFixed(1)} | ${row.requests} |`);
}
const repeatToday = rows.find((row) => row.page === "/today" && row.worker === "yes" && row.visit === "repeat")!;
const ok = repeatToday.downKb < BUDGET_REPEAT_TODAY_KB;
console.log(`\nbudget: repeat visit of /today receives ${repeatToday.downKb.toFixed(1)} KB < ${BUDGET_REPEAT_TODAY_KB} KB: ${ok ? "ok" : "OVER"} (sent: ${repeatToday.upKb.toFixed(1)} KB, mostly request headers and the session cookie)`);
console.log(`\nRequests that reached the network (w: made by the service worker):\n${details.join("\n")}`);

/** Requests of the context (pages and service worker) that went to the network. */
function track(context: BrowserContext) {
  const list: string[] = [];
  const onFinished = async (request: Request) => {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes().catch(() => null);
    const kb = sizes ? ((sizes.responseBodySize + sizes.responseHeadersSize) / 1024).toFixed(1) : "?";
    const from = request.serviceWorker() ? "w" : " ";
    list.push(`${from} ${response.status()} ${kb.padStart(6)} KB ${request.method()} ${new URL(request.url()).pathname}`);
  };
  context.on("requestfinished", onFinished);
  return { list, stop: () => context.off("requestfinished", onFinished) };
}
