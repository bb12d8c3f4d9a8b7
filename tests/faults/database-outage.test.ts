// The database going away mid-run: health turns 503, API requests fail with 503 problem
// details (never 500, never a hang), and the service recovers by itself when it returns.
// Needs a PostgreSQL server to cut (CI has one); the embedded database cannot go away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as health from "@/app/api/health/route";
import * as children from "@/app/api/client/children/route";
import { closeDb } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { startTcpProxy, type TcpProxy } from "@/tests/helpers/tcp-proxy";

const realUrl = process.env.DATABASE_URL;

describe.skipIf(!realUrl)("database outage", () => {
  let proxy: TcpProxy;
  let user: TestUser;

  beforeAll(async () => {
    const target = new URL(realUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(realUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    await closeDb();
    process.env.DATABASE_URL = viaProxy.toString();
    resetEnvCache();
    user = await createTestUser();
  });

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = realUrl;
    resetEnvCache();
    await proxy.close();
  });

  it("answers 503 while the database is away and recovers when it returns", async () => {
    expect((await call(health.GET)).status).toBe(200);
    const body = { name: "Kamola", birthDate: "2023-05-01", gender: "female" };
    expect((await call(children.POST, { method: "POST", token: user.token, body })).status).toBe(201);

    proxy.cut();
    const down = await call(health.GET);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: "unavailable", database: { ok: false } });
    const started = Date.now();
    const failed = await call(children.GET, { token: user.token });
    expect(failed.status).toBe(503);
    expect(failed.headers.get("content-type")).toBe("application/problem+json");
    expect(failed.body).toMatchObject({ code: "service_unavailable", requestId: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(15_000);
    const write = await call(children.POST, { method: "POST", token: user.token, body: { ...body, name: "Yo'q" } });
    expect(write.status).toBe(503);

    proxy.restore();
    let recovered = 0;
    for (let i = 0; i < 20 && recovered !== 200; i++) {
      recovered = (await call(health.GET)).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    const list = await call(children.GET, { token: user.token });
    expect(list.status).toBe(200);
    // The write attempted during the outage left nothing behind.
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(["Kamola"]);
  });
});
