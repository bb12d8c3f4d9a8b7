// HTTP calls of the cluster test. Calls straight to one app server pass an X-Forwarded-For the
// way nginx would (TRUST_PROXY=1 reads the entry nginx appended), so a check can choose the
// client address the per-address limits count by, and which server answers.
import { randomUUID } from "node:crypto";

export interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as nginx would pass it (a call straight to an app server). */
  from?: string;
  timeoutMs?: number;
}

/** One request; throws on a network error (a server that died, a refused connection). */
export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.from) headers["x-forwarded-for"] = options.from;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body, text, headers: res.headers };
}

let addresses = 0;
/** A client address no other call of this run uses (TEST-NET-like 10.77.x.y). */
export function freshAddress(): string {
  addresses++;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

export interface User {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers a user from a fresh address on `base` and signs in there (an app sign-in: tokens). */
export async function newUser(base: string, label: string): Promise<User> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "cluster-password-1";
  const from = freshAddress();
  const registered = await call(base, "POST", "/api/auth/register", { from, body: { email, password, name: "Klaster" } });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${registered.text.slice(0, 200)}`);
  const tokens = await call(base, "POST", "/api/auth/token", { from, body: { email, password } });
  if (tokens.status !== 200) throw new Error(`token ${email}: ${tokens.status} ${tokens.text.slice(0, 200)}`);
  return { email, password, accessToken: tokens.body.accessToken, refreshToken: tokens.body.refreshToken };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
