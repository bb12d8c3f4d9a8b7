// scripts/free-port.mjs against real sockets: a port something listens on is reported busy, and
// the browser tests move to the next base whose app and stand-in ports are all free.
import { spawnSync } from "node:child_process";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isPortFree, pickE2ePort, portsFor } from "./free-port.mjs";

const open: net.Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens on a port the system chooses, on the given host; returns the port. */
async function occupy(host: string, port = 0): Promise<number> {
  const server = net.createServer();
  open.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, resolve);
  });
  return (server.address() as net.AddressInfo).port;
}

/** A base port whose stand-in ports (+50, +51) are free too, found by asking the system. */
async function freeBase(): Promise<number> {
  for (;;) {
    const base = await occupyAndRelease();
    if (base < 65000 && (await Promise.all(portsFor(base, {}).map(isPortFree))).every(Boolean)) return base;
  }
}
async function occupyAndRelease(): Promise<number> {
  const port = await occupy("127.0.0.1");
  await new Promise((resolve) => open.pop()!.close(resolve));
  return port;
}

describe("isPortFree", () => {
  it("reports a port busy whether the listener is on loopback or on every interface", async () => {
    expect(await isPortFree(await occupy("127.0.0.1"))).toBe(false);
    expect(await isPortFree(await occupy("0.0.0.0"))).toBe(false);
    expect(await isPortFree(await occupyAndRelease())).toBe(true);
  });
});

describe("pickE2ePort", () => {
  it("moves past a busy default base and says which port was busy", async () => {
    const base = await freeBase();
    await occupy("127.0.0.1", base);
    const picked = await pickE2ePort({}, { from: base });
    expect(picked.error).toBeUndefined();
    expect(picked.port).toBeGreaterThan(base);
    expect(picked.note).toContain(String(base));
    for (const port of portsFor(picked.port!, {})) expect(await isPortFree(port)).toBe(true);
  });

  it("also moves when only the stand-in server's port is busy, unless the stand-in is off", async () => {
    const base = await freeBase();
    await occupy("127.0.0.1", base + 50);
    expect((await pickE2ePort({}, { from: base })).port).not.toBe(base);
    expect((await pickE2ePort({ E2E_STANDIN: "0" }, { from: base })).port).toBe(base);
  });

  it("keeps an explicit E2E_PORT when free", async () => {
    const base = await freeBase();
    expect(await pickE2ePort({ E2E_PORT: String(base) })).toEqual({ port: base });
  });

  it("run as a script with a busy E2E_PORT: one line naming the busy port, exit 1", async () => {
    const base = await freeBase();
    await occupy("0.0.0.0", base);
    const run = spawnSync(process.execPath, ["scripts/free-port.mjs"], { env: { ...process.env, E2E_PORT: String(base) }, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toEqual([`Port ${base} is busy (E2E_PORT=${base}): stop what listens there or set E2E_PORT to a free port.`]);
  });
});
