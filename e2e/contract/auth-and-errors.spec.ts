// Sign-in, token rotation and the error statuses of docs/api-guide.md section 3, each checked
// against the document: 400 (malformed JSON), 401, 405 with Allow, 409, 413, 415, 429 with
// Retry-After.
import { expect, test } from "@playwright/test";
import { Contract } from "./contract-client";
import { signUp } from "./helpers";

test("tokens rotate, reuse revokes the family, sign-out and password change", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const user = await signUp(contract, "Otabek");
  const anonymous = user.anonymous;

  const taken = await anonymous.POST("/api/auth/register", { body: { email: user.email, password: "boshqa-parol", name: "Otabek" } });
  expect(taken.error?.code).toBe("email_taken");
  const wrong = await anonymous.POST("/api/auth/token", { body: { email: user.email, password: "noto'g'ri-parol" } });
  expect(wrong.response.status).toBe(401);

  const rotated = await anonymous.POST("/api/auth/refresh", { body: { refreshToken: user.refreshToken } });
  expect(rotated.response.status).toBe(200);
  const fresh = rotated.data!;
  expect(fresh.refreshToken).not.toBe(user.refreshToken);
  const withNew = await contract.client(fresh.accessToken).GET("/api/auth/me");
  expect(withNew.response.status).toBe(200);

  // Replaying the used token revokes the whole family: the new refresh token dies too.
  const replay = await anonymous.POST("/api/auth/refresh", { body: { refreshToken: user.refreshToken } });
  expect(replay.response.status).toBe(401);
  const revoked = await anonymous.POST("/api/auth/refresh", { body: { refreshToken: fresh.refreshToken } });
  expect(revoked.response.status).toBe(401);

  const second = await anonymous.POST("/api/auth/token", { body: { email: user.email, password: user.password } });
  const out = await anonymous.POST("/api/auth/logout", { body: { refreshToken: second.data!.refreshToken } });
  expect(out.response.status).toBe(204);
  const afterLogout = await anonymous.POST("/api/auth/refresh", { body: { refreshToken: second.data!.refreshToken } });
  expect(afterLogout.response.status).toBe(401);

  // The replay above ended the first sign-in's session (its access token too): sign in again.
  expect((await user.api.GET("/api/auth/me")).response.status).toBe(401);
  const third = await anonymous.POST("/api/auth/token", { body: { email: user.email, password: user.password } });
  const session = contract.client(third.data!.accessToken);
  const badCurrent = await session.POST("/api/auth/password", { body: { currentPassword: "xato-parol", newPassword: "yangi-parol-2025" } });
  expect(badCurrent.error?.errors?.[0]?.path).toBe("currentPassword");
  const changed = await session.POST("/api/auth/password", { body: { currentPassword: user.password, newPassword: "yangi-parol-2025" } });
  expect(changed.response.status).toBe(204);
  // The session that changed the password stays signed in.
  expect((await session.GET("/api/auth/me")).response.status).toBe(200);
  const signIn = await anonymous.POST("/api/auth/token", { body: { email: user.email, password: "yangi-parol-2025" } });
  expect(signIn.response.status).toBe(200);
});

test("401, 400, 405, 413 and 415 are documented problem details", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const user = await signUp(contract, "Nodira");

  const noToken = await contract.client().GET("/api/client/children");
  expect(noToken.response.status).toBe(401);
  expect(noToken.response.headers.get("www-authenticate")).toContain("Bearer");
  const forged = await contract.client(`${user.accessToken.slice(0, -4)}AAAA`).GET("/api/soil/fields");
  expect(forged.error?.code).toBe("unauthorized");

  const auth = { Authorization: `Bearer ${user.accessToken}` };
  const json = { ...auth, "Content-Type": "application/json" };
  const malformed = await contract.raw("POST", "/api/client/children", "/api/client/children", { headers: json, body: '{"name": "Madina",' });
  expect((await malformed.json()).code).toBe("malformed_json");
  const wrongType = await contract.raw("POST", "/api/client/children", "/api/client/children", { headers: { ...auth, "Content-Type": "text/plain" }, body: "Madina" });
  expect(wrongType.status).toBe(415);
  const huge = await contract.raw("POST", "/api/client/children", "/api/client/children", {
    headers: json,
    body: JSON.stringify({ name: "Madina", notes: "a".repeat(70_000) }),
  });
  expect(huge.status).toBe(413);
  const method = await contract.raw("PUT", "/api/client/children", "/api/client/children", { headers: json, body: "{}" });
  expect(method.status).toBe(405);
  expect(method.headers.get("allow")).toBe("GET, POST");
  const docsMethod = await contract.raw("DELETE", "/api/openapi.json", "/api/openapi.json");
  expect(docsMethod.status).toBe(405);
});

test("repeated failed sign-ins are 429 with Retry-After", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const user = await signUp(contract, "Kamola");
  let last = 0;
  for (let attempt = 0; attempt < 12 && last !== 429; attempt++) {
    last = (await user.anonymous.POST("/api/auth/token", { body: { email: user.email, password: `xato-${attempt}` } })).response.status;
  }
  expect(last).toBe(429);
  const locked = await user.anonymous.POST("/api/auth/token", { body: { email: user.email, password: user.password } });
  expect(locked.response.status).toBe(429);
  expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(0);
});

test("the document itself is cacheable and revalidates with its ETag", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const first = await contract.client().GET("/api/openapi.json");
  expect(first.response.headers.get("cache-control")).toContain("max-age");
  const etag = first.response.headers.get("etag")!;
  const again = await contract.client().GET("/api/openapi.json", { params: { header: { "If-None-Match": etag } }, parseAs: "stream" });
  expect(again.response.status).toBe(304);
  const health = await contract.client().GET("/api/health");
  expect(health.data?.status).toBe("ok");
  const ping = await contract.client().GET("/api/ping");
  expect(ping.data).toEqual({ ok: true });
});
