// /api/health while the server stops (scripts/server.mjs sets the shared flag on SIGTERM): 503
// with status "draining", so a load balancer sends new requests elsewhere; the database part
// still says how the database is.
import { afterEach, describe, expect, it } from "vitest";
import * as health from "@/app/api/health/route";
import { serverState } from "@/lib/server/state";
import { call } from "@/tests/helpers/http";

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
