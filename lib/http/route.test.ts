import { describe, expect, it } from "vitest";
import { z } from "zod";
import pg from "pg";
import { methods, route } from "@/lib/http/route";
import { AppError } from "@/lib/problems/error";
import { call, createTestUser } from "@/tests/helpers/http";

const echo = route(
  {
    auth: true,
    params: z.object({ id: z.uuid() }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: { schema: z.object({ name: z.string().min(1) }) },
    bodyLimit: 1024,
  },
  async ({ user, params, query, body }) => ({ userId: user.id, id: params.id, page: query.page, name: body.name }),
);

const id = "5f0e8a8e-4a43-4f8a-9d55-6b1f1c2d3e4f";

describe("route wrapper", () => {
  it("authenticates and parses params, query and body", async () => {
    const user = await createTestUser();
    const res = await call(echo, { method: "POST", token: user.token, params: { id }, path: "/x?page=3", body: { name: "Malika", extra: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: user.id, id, page: 3, name: "Malika" });
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 401 problem details without a user", async () => {
    const res = await call(echo, { method: "POST", params: { id }, body: { name: "A" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("www-authenticate")).toContain("Bearer");
    expect(res.body).toMatchObject({ status: 401, code: "unauthorized", title: "Not signed in" });
  });

  it("answers 500, never the handler's data, when a joined-session handler did not check the session", async () => {
    const user = await createTestUser();
    const careless = route({ auth: "joined" }, async ({ claims }) => ({ secret: `data of ${claims.userId}` }));
    const res = await call(careless, { token: user.token });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain("data of");
    // Without a valid token it is refused before the handler runs.
    expect((await call(careless, { token: "not-a-jwt" })).status).toBe(401);
  });

  it("reports every invalid part with its path", async () => {
    const user = await createTestUser();
    const badParams = await call(echo, { method: "POST", token: user.token, params: { id: "nope" }, body: { name: "A" } });
    expect(badParams.status).toBe(400);
    expect(badParams.body.errors[0].path).toBe("params.id");
    const badQuery = await call(echo, { method: "POST", token: user.token, params: { id }, path: "/x?page=0", body: { name: "A" } });
    expect(badQuery.body.errors[0].path).toBe("query.page");
    const badBody = await call(echo, { method: "POST", token: user.token, params: { id }, body: { name: "" } });
    expect(badBody.body).toMatchObject({ status: 400, code: "validation_failed", errors: [{ path: "name" }] });
    const noBody = await call(echo, { method: "POST", token: user.token, params: { id } });
    expect(noBody.status).toBe(400);
  });

  it("refuses bodies over the limit with 413, even without a Content-Length", async () => {
    const user = await createTestUser();
    const big = JSON.stringify({ name: "x".repeat(5000) });
    const declared = await call(echo, { method: "POST", token: user.token, params: { id }, rawBody: big, headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await call(echo, {
      method: "POST",
      token: user.token,
      params: { id },
      rawBody: stream,
      headers: { "content-type": "application/json" },
    });
    expect(streamed.status).toBe(413);
  });

  it("turns thrown AppErrors into their problem and unknown errors into a bare 500", async () => {
    const conflicting = route({}, async () => {
      throw new AppError("child_required");
    });
    const res = await call(conflicting, { headers: { "accept-language": "en" } });
    expect(res.body).toMatchObject({ status: 409, code: "child_required", detail: "Add a child profile first." });

    const crashing = route({}, async () => {
      throw new Error("secret internals: password=hunter2 at /srv/app.ts:12");
    });
    const crash = await call(crashing, { headers: { "x-request-id": "req-12345678" } });
    expect(crash.status).toBe(500);
    expect(crash.body).toMatchObject({ code: "internal_error", requestId: "req-12345678" });
    expect(crash.text).not.toContain("hunter2");
    expect(crash.text).not.toContain("app.ts");
    expect(crash.headers.get("x-request-id")).toBe("req-12345678");
  });

  it("maps an unreachable database to 503", async () => {
    const client = new pg.Client({ connectionString: "postgresql://postgres@127.0.0.1:1/none", connectionTimeoutMillis: 2000 });
    const failing = route({}, async () => client.connect());
    const res = await call(failing);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("service_unavailable");
    expect(res.headers.get("retry-after")).toBe("5");
  });

  it("fills unimplemented methods with 405 problems listing what is allowed", async () => {
    const handlers = methods({ GET: route({}, async () => ({ ok: true })), POST: route({}, async () => ({})) });
    const res = await call(handlers.DELETE, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect((await call(handlers.GET)).body).toEqual({ ok: true });
  });
});
