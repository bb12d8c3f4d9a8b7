// Sign-up, sign-in and tokens for the mobile app (docs/api-guide.md section 2). next-auth's own
// endpoints under /api/auth/* (signin, callback, session, csrf, signout) serve the browser's cookie
// session and are deliberately not part of this document.
import { changePasswordSchema, logoutRequestSchema, refreshRequestSchema, registerSchema, tokenRequestSchema } from "@/lib/auth/schemas";
import { jsonReply, operation, ref, type Operation } from "@/lib/openapi/operation";
import { tokenPairExample, userExample } from "@/lib/openapi/examples";

const TAG = "Auth";

export const register = operation({
  method: "post",
  path: "/api/auth/register",
  operationId: "register",
  summary: "Create an account",
  description: "Creates a user. Sign in with POST /api/auth/token afterwards. Limited per client IP per hour (429).",
  tag: TAG,
  auth: false,
  body: { schema: registerSchema, example: { email: "dilnoza@example.com", password: "bolajon2025", name: "Dilnoza Karimova" } },
  responses: { 201: jsonReply("The new user.", ref("User"), userExample) },
  problems: ["email_taken", "rate_limited"],
});

export const signIn = operation({
  method: "post",
  path: "/api/auth/token",
  operationId: "signIn",
  summary: "Sign in: email and password for an access and a refresh token",
  description:
    "The access token (15 minutes) goes into `Authorization: Bearer …`; keep the refresh token (30 days) in secure storage. " +
    "Wrong email and wrong password give the same 401. Repeated failures are limited per account and per IP (429 with Retry-After), " +
    "even with the right password until the window ends.",
  tag: TAG,
  auth: false,
  body: { schema: tokenRequestSchema, example: { email: "dilnoza@example.com", password: "bolajon2025" } },
  responses: { 200: jsonReply("A new token pair (a new token family).", ref("TokenPair"), tokenPairExample) },
  problems: ["unauthorized", "rate_limited"],
});

export const refreshTokens = operation({
  method: "post",
  path: "/api/auth/refresh",
  operationId: "refreshTokens",
  summary: "Trade a refresh token for a new pair (rotation)",
  description:
    "Every refresh token works once: the answer carries a new refresh token, store it in place of the old one. " +
    "Presenting a used token again is treated as theft: the whole family (every token from the same sign-in) is revoked and " +
    "the user must sign in again. Of two concurrent refreshes with the same token one wins, so refresh from one place in the app.",
  tag: TAG,
  auth: false,
  body: { schema: refreshRequestSchema, example: { refreshToken: tokenPairExample.refreshToken } },
  responses: { 200: jsonReply("The new pair; the presented refresh token is now dead.", ref("TokenPair"), tokenPairExample) },
  problems: ["unauthorized"],
});

export const signOut = operation({
  method: "post",
  path: "/api/auth/logout",
  operationId: "signOut",
  summary: "Sign out: revoke the refresh token and its family",
  description: "Idempotent: an unknown or already revoked token also answers 204. The access token expires on its own (15 minutes).",
  tag: TAG,
  auth: false,
  body: { schema: logoutRequestSchema, example: { refreshToken: tokenPairExample.refreshToken } },
  responses: { 204: { description: "Signed out." } },
});

export const changePassword = operation({
  method: "post",
  path: "/api/auth/password",
  operationId: "changePassword",
  summary: "Change the password",
  description:
    "Revokes every refresh token of the user, so other devices must sign in again once their access token expires " +
    "(this one too: sign in again for a new refresh token). A wrong currentPassword is a 400 with an error on `currentPassword`.",
  tag: TAG,
  auth: true,
  body: { schema: changePasswordSchema, example: { currentPassword: "bolajon2025", newPassword: "yangi-parol-2025" } },
  responses: { 204: { description: "Changed." } },
});

export const getMe = operation({
  method: "get",
  path: "/api/auth/me",
  operationId: "getMe",
  summary: "The signed-in user",
  description: "A cheap way to check that a token is still accepted.",
  tag: TAG,
  auth: true,
  responses: { 200: jsonReply("The user the token belongs to.", ref("User"), userExample) },
});

export const authOperations: Operation[] = [register, signIn, refreshTokens, signOut, changePassword, getMe];
