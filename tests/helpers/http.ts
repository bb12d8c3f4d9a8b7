// Calling route handlers the way Next does: a NextRequest and a context whose params is a
// Promise. Tests go through the real wrapper, validation and database.
import { randomInt, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import type { RouteHandler } from "@/lib/http/route";
import { registerUser } from "@/lib/auth/users";
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

/** A real registered user, signed in like the mobile app: a session and its tokens. */
export async function createTestUser(name = "Test Ota"): Promise<TestUser> {
  const user = await registerUser({ email: `user-${randomUUID()}@example.com`, password: "password123", name });
  const tokens = await issueTokens(user, "vitest");
  return { ...user, token: tokens.accessToken, refreshToken: tokens.refreshToken };
}
