// /api/health while the server stops (scripts/server.mjs sets the shared flag on SIGTERM): 503
// with status "draining", so a load balancer sends new requests elsewhere; the database part
// still says how the database is.
import { afterEach, describe, expect, it } from "vitest";
import * as health from "@/app/api/health/route";
import * as children from "@/app/api/client/children/route";
import { serverState } from "@/lib/server/state";
import { call, createTestUser } from "@/tests/helpers/http";

afterEach(() => {
  serverState().draining = false;
});

describe("GET /api/health", () => {
  it("answers 200 ok, then 503 draining once the server is stopping", async () => {
    const ready = await call(health.GET);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("ok");

    // The same object the plain-Node server reaches through the global symbol.
    (globalThis as unknown as Record<symbol, { draining: boolean }>)[Symbol.for("oila-dala.server")].draining = true;
    const draining = await call(health.GET);
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ status: "draining", database: { ok: true } });
  });
});

describe("reads and writes while the server is stopping", () => {
  it("refuses a new read with a 503 problem in the reader's language and serves a write", async () => {
    const user = await createTestUser();
    expect((await call(children.GET, { token: user.token })).status).toBe(200);

    serverState().draining = true;
    const read = await call(children.GET, { token: user.token, headers: { "accept-language": "ru" } });
    expect(read.status).toBe(503);
    expect(read.headers.get("content-type")).toContain("application/problem+json");
    expect(read.headers.get("retry-after")).toBe("1");
    expect(read.body).toMatchObject({ code: "service_unavailable", status: 503, detail: "Сервис временно недоступен. Попробуйте чуть позже." });

    // nginx does not resend a POST, so a write that reached this server is carried out.
    const write = await call(children.POST, { token: user.token, method: "POST", body: { name: "Malika", birthDate: "2025-03-01", gender: "female" } });
    expect(write.status).toBe(201);
  });
});
