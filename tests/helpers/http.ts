// Calling route handlers the way Next does: a NextRequest and a context whose params is a
// Promise. Tests go through the real wrapper, validation and database.
import { randomInt, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import type { RouteHandler } from "@/lib/http/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { issueTokens } from "@/lib/auth/tokens";

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
  token?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(handler: RouteHandler, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  // What our server appends (scripts/server.mjs): every request has a client address. Each call
  // gets its own unless the test names one, so unrelated tests never share a per-address limit.
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", `198.18.${randomInt(256)}.${randomInt(256)}`);
  const req = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost"), {
    method: options.method ?? "GET",
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  /** An access token of a real app session (sign-in through issueTokens). */
  token: string;
  refreshToken: string;
}

/** The password of every user createTestUser() makes. */
export const TEST_PASSWORD = "password123";

// The argon2id hash of TEST_PASSWORD, made once per test file by the real hashPassword (the
// production parameters) and stored for every test user: a hash costs some 10 ms of CPU and
// 19 MiB, and the suite makes hundreds of users that only need to exist. Signing in as one still
// verifies the password against it for real. Registration itself, hashing included, is tested
// through the register route (tests/api/auth) and the form (e2e).
let testPasswordHash: Promise<string> | undefined;

/**
 * A user as registerUser() stores one (same columns, the privacy notice accepted), signed in like
 * the mobile app: a session and its tokens.
 */
export async function createTestUser(name = "Test Ota"): Promise<TestUser> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const db = await getDb();
  const user = await db.user.create({
    data: { email: `user-${randomUUID()}@example.com`, name, passwordHash: await testPasswordHash, privacyAcceptedAt: new Date() },
    select: { id: true, email: true, name: true },
  });
  const tokens = await issueTokens(user, "vitest");
  return { ...user, token: tokens.accessToken, refreshToken: tokens.refreshToken };
}
