// Registering is accepting the privacy notice: the moment is recorded on every new account.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import { getDb } from "@/lib/db/client";
import { call } from "@/tests/helpers/http";

describe("privacy acceptance at sign-up", () => {
  it("records when the new account accepted the privacy notice", async () => {
    const before = Date.now();
    const res = await call(registerRoute.POST, {
      method: "POST",
      headers: { "x-forwarded-for": randomUUID() },
      body: { email: `privacy-${randomUUID()}@example.com`, password: "long-enough", name: "Nodira" },
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty("privacyAcceptedAt"); // the answer's shape is unchanged
    const stored = await (await getDb()).user.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(stored.privacyAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(stored.privacyAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 5);
  });
});
