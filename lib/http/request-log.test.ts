// The request log that route() writes through lib/log.ts: one line per request, and no secret in it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { endSessions } from "@/lib/auth/sessions";
import { call, createTestUser } from "@/tests/helpers/http";

/** Captures what the logger writes, with a route wrapper loaded fresh at the info level. */
async function captureRequestLogs() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  process.env.LOG_LEVEL = "info";
  resetEnvCache();
  vi.resetModules();
  const { route: freshRoute } = await import("@/lib/http/route");
  return { lines, freshRoute };
}

describe("request logs", () => {
  afterEach(() => {
    process.env.LOG_LEVEL = "silent";
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it("writes one JSON line per request with id, route, status, duration and user, and no secrets", async () => {
    const { lines, freshRoute } = await captureRequestLogs();
    const handler = freshRoute({}, async () => ({ ok: true }));
    await call(handler, {
      method: "POST",
      path: "/api/echo?x=1",
      headers: {
        "x-request-id": "req-abcdef12",
        authorization: "Bearer secret-token-value",
        cookie: "next-auth.session-token=abc",
        "sec-fetch-site": "same-origin",
      },
    });
    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 30, requestId: "req-abcdef12", method: "POST", route: "/api/echo", status: 200 });
    expect(typeof entries[0].durationMs).toBe("number");
    expect(lines.join("")).not.toContain("secret-token-value");
    expect(lines.join("")).not.toContain("session-token");
  });

  it("names the user of a joined-session route only once its statement confirmed the session", async () => {
    const user = await createTestUser();
    const { lines, freshRoute } = await captureRequestLogs();
    const { listChildren } = await import("@/lib/children/children");
    const handler = freshRoute({ auth: "joined" }, async ({ claims }) => listChildren(claims));
    expect((await call(handler, { token: user.token })).status).toBe(200);
    await endSessions(user.id, "all");
    expect((await call(handler, { token: user.token })).status).toBe(401);
    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
    expect(entries.map((entry) => [entry.status, entry.userId])).toEqual([
      [200, user.id],
      [401, undefined],
    ]);
  });

  it("never logs a calendar feed's secret token (the path is the secret)", async () => {
    const { lines, freshRoute } = await captureRequestLogs();
    await call(freshRoute({}, async () => ({ ok: true })), { path: "/api/calendar/Secret-feed-token_0123456789abcdefghijklmnopq.ics" });
    expect(lines.join("")).toContain('"route":"/api/calendar/{token}"');
    expect(lines.join("")).not.toContain("Secret-feed-token");
  });

  it("logs an unexpected error's class, code and stack frames, never its message (Prisma quotes the arguments)", async () => {
    const { lines, freshRoute } = await captureRequestLogs();
    const secretHash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$leaked-hash-value";
    const handler = freshRoute({}, async () => {
      const db = await getDb();
      // A real Prisma validation error: its message prints the call with every argument.
      await db.user.create({ data: { email: "kimdir@example.com", name: "Kimdir", passwordHash: secretHash, activeChildId: 42 as unknown as string } });
      return { ok: true };
    });
    const res = await call(handler, { method: "POST", path: "/api/x", headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(500);
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === "unhandled error");
    expect(entry.err.type).toBe("PrismaClientValidationError");
    expect(entry.err.stack.length).toBeGreaterThan(0);
    const text = lines.join("");
    expect(text).not.toContain("leaked-hash-value");
    expect(text).not.toContain("kimdir@example.com");
  });
});
