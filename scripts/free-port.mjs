// Picks the ports of the browser tests before Playwright starts its servers, so `npm test` does
// not fail with "already used" because something else listens on 3100 (or on the stand-in
// server's +50/+51). Prints the chosen base port (E2E_PORT) on stdout; messages go to stderr.
//   - E2E_PORT set: that port is used as given; when it (or its stand-in ports) is busy, one
//     line says which and the script exits 1.
//   - E2E_PORT unset: the first base from 3100 upwards whose ports are all free.
// Usage: E2E_PORT=$(node scripts/free-port.mjs)
import net from "node:net";
import { pathToFileURL } from "node:url";

export const DEFAULT_BASE = 3100;
// The stand-in server and its model listen on base+50 and base+51 (e2e/fixtures/standin-ports.ts).
export const STANDIN_OFFSET = 50;

/** Whether nothing listens on the port: tries to bind it on loopback and on every interface. */
export async function isPortFree(port) {
  for (const host of ["127.0.0.1", "0.0.0.0"]) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** The ports a run with this base needs: the app, and the stand-in app and model unless disabled. */
export function portsFor(base, env = process.env) {
  if (env.E2E_STANDIN === "0") return [base];
  const standin = env.E2E_STANDIN_PORT ? Number(env.E2E_STANDIN_PORT) : base + STANDIN_OFFSET;
  return [base, standin, standin + 1];
}

async function busyPorts(ports) {
  const busy = [];
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port);
  return busy;
}

/**
 * The base port for the browser tests: `{ port }`, or `{ error }` (one line) when none can be had.
 * `note` tells when the default was busy and another port was chosen.
 */
export async function pickE2ePort(env = process.env, { attempts = 40, from = DEFAULT_BASE } = {}) {
  if (env.E2E_PORT) {
    const base = Number(env.E2E_PORT);
    if (!Number.isInteger(base) || base < 1 || base > 65535 - STANDIN_OFFSET - 1) {
      return { error: `E2E_PORT=${env.E2E_PORT} is not a usable port number.` };
    }
    const busy = await busyPorts(portsFor(base, env));
    if (busy.length) return { error: `Port ${busy.join(", ")} is busy (E2E_PORT=${base}): stop what listens there or set E2E_PORT to a free port.` };
    return { port: base };
  }
  let firstBusy = null;
  for (let base = from; base < from + attempts; base++) {
    const busy = await busyPorts(portsFor(base, env));
    if (busy.length === 0) {
      const note = firstBusy ? `Port ${firstBusy.join(", ")} is busy: the browser tests use ${base} instead.` : undefined;
      return { port: base, note };
    }
    firstBusy ??= busy;
  }
  return { error: `Ports ${from}-${from + attempts - 1} are all busy: set E2E_PORT to a free port.` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  pickE2ePort().then((result) => {
    if (result.error) {
      console.error(result.error);
      process.exit(1);
    }
    if (result.note) console.error(result.note);
    console.log(result.port);
  });
}
