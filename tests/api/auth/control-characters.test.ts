// The case through the real route and database: a NUL in the sign-up name was a 500
// (PostgreSQL refuses it in text). Now a 400 on the field, and nothing is stored.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import * as childrenRoute from "@/app/api/client/children/route";
import { getDb } from "@/lib/db/client";
import { call, createTestUser } from "@/tests/helpers/http";

describe("control characters through the real routes", () => {
  it("POST /api/auth/register with a NUL in the name: 400 on name, no user", async () => {
    const email = `nul-${randomUUID()}@example.com`;
    const res = await call(registerRoute.POST, { method: "POST", body: { email, password: "password-123", name: "Nul\u0000Name" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body.errors).toEqual([{ path: "name", message: "Must not contain control characters." }]);
    expect(await (await getDb()).user.count({ where: { email } })).toBe(0);
  });

  it("POST /api/client/children with an escape character in the notes: 400, no child", async () => {
    const user = await createTestUser();
    const res = await call(childrenRoute.POST, {
      method: "POST",
      token: user.token,
      body: { name: "Aziza", birthDate: "2025-01-10", gender: "female", notes: "ok\u001b[31m" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "notes", message: "Must not contain control characters." }]);
    expect(await (await getDb()).child.count({ where: { userId: user.id } })).toBe(0);
  });
});
