// Shared steps of the contract tests: a fresh account through the typed client, and dates.
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import type { ApiClient, Contract } from "./contract-client";

export interface Account {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** A client signed in with the access token. */
  api: ApiClient;
  /** A client without a token (for the auth endpoints). */
  anonymous: ApiClient;
}

export async function signUp(contract: Contract, name = "Dilnoza Karimova"): Promise<Account> {
  const anonymous = contract.client();
  const email = `contract-${randomUUID()}@example.com`;
  const password = "bolajon-2025";
  const registered = await anonymous.POST("/api/auth/register", { body: { email, password, name } });
  expect(registered.response.status).toBe(201);
  expect(registered.data).toMatchObject({ email, name });
  const signedIn = await anonymous.POST("/api/auth/token", { body: { email, password } });
  expect(signedIn.response.status).toBe(200);
  const tokens = signedIn.data!;
  return { email, password, ...tokens, api: contract.client(tokens.accessToken), anonymous };
}

/** YYYY-MM-DD of `days` days ago (UTC; the tests keep well away from the day boundary). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
