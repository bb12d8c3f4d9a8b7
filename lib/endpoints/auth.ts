// Sign-up, sign-in, tokens and sessions (docs/api-guide.md section 2). The browser signs in
// through the sign-in page's form (a server action, not an endpoint) and signs out through
// POST /api/auth/signout; both kinds of session are listed and ended through /api/auth/sessions.
import { changePasswordSchema, logoutRequestSchema, refreshRequestSchema, registerSchema, tokenRequestSchema } from "@/lib/auth/schemas";
import { idParams } from "@/lib/id-params";
import { jsonReply, listOf, operation, ref, type Operation } from "@/lib/openapi/operation";
import { EXAMPLE_IDS, sessionListExample, tokenPairExample, userExample } from "@/lib/openapi/examples";

const TAG = "Auth";

export const registerEndpoint = operation({
  method: "post",
  path: "/api/auth/register",
  operationId: "register",
  summary: "Create an account",
  description:
    "Creates a user. Sign in with POST /api/auth/token afterwards. Limited per e-mail address (3 an hour) and per client address " +
    "(a budget per hour that grows with the accounts signing in from that address, for many phones behind one carrier address); " +
    "429 with Retry-After and a detail saying what the person can do.",
  tag: TAG,
  auth: false,
  access: "public",
  body: { schema: registerSchema, example: { email: "dilnoza@example.com", password: "bolajon2025", name: "Dilnoza Karimova" } },
  responses: { 201: jsonReply("The new user.", ref("User"), userExample) },
  problems: ["email_taken", "rate_limited"],
});

export const signInEndpoint = operation({
  method: "post",
  path: "/api/auth/token",
  operationId: "signIn",
  summary: "Sign in: email and password for an access and a refresh token",
  description:
    "Starts an app session. The access token (15 minutes) goes into `Authorization: Bearer …`; keep the refresh token (30 days) in " +
    "secure storage. Wrong email and wrong password give the same 401. Failed sign-ins slow down further tries (429 with " +
    "Retry-After: a delay that grows with each failure, per account and per client address, and a daily ceiling); the password is " +
    "not checked during the wait. Send `refreshToken` (any refresh token this app was given for the account before, even a used or " +
    "expired one) to mark the device as known: failures from elsewhere then do not slow it down.",
  tag: TAG,
  auth: false,
  access: "public",
  body: { schema: tokenRequestSchema, example: { email: "dilnoza@example.com", password: "bolajon2025" } },
  responses: { 200: jsonReply("A new token pair (a new token family).", ref("TokenPair"), tokenPairExample) },
  problems: ["unauthorized", "rate_limited"],
});

export const refreshTokensEndpoint = operation({
  method: "post",
  path: "/api/auth/refresh",
  operationId: "refreshTokens",
  summary: "Trade a refresh token for a new pair (rotation)",
  description:
    "Every refresh token works once: the answer carries a new refresh token, store it in place of the old one. Each refresh keeps " +
    "the app session alive for 30 more days; a session that was ended (logout, DELETE /api/auth/sessions, a password change on " +
    "another device) cannot be refreshed (401). " +
    "Presenting a used token again is treated as theft: the whole family (every token from the same sign-in) is revoked and " +
    "the user must sign in again. Of two concurrent refreshes with the same token one wins, so refresh from one place in the app.",
  tag: TAG,
  auth: false,
  access: "public",
  body: { schema: refreshRequestSchema, example: { refreshToken: tokenPairExample.refreshToken } },
  responses: { 200: jsonReply("The new pair; the presented refresh token is now dead.", ref("TokenPair"), tokenPairExample) },
  problems: ["unauthorized"],
});

export const signOutEndpoint = operation({
  method: "post",
  path: "/api/auth/logout",
  operationId: "signOut",
  summary: "Sign out the app: end its session",
  description:
    "Ends the session the refresh token belongs to: the refresh token and every token rotated from the same sign-in stop working, " +
    "and so does the session's access token, at once. Idempotent: an unknown or already revoked token also answers 204.",
  tag: TAG,
  auth: false,
  access: "public",
  body: { schema: logoutRequestSchema, example: { refreshToken: tokenPairExample.refreshToken } },
  responses: { 204: { description: "Signed out." } },
});

export const changePasswordEndpoint = operation({
  method: "post",
  path: "/api/auth/password",
  operationId: "changePassword",
  summary: "Change the password",
  description:
    "Ends every other session of the user (browsers and apps, their access and refresh tokens at once); this session stays signed " +
    "in. A wrong currentPassword is a 400 with an error on `currentPassword`. Wrong guesses are throttled per session like " +
    "sign-ins (429 with Retry-After).",
  tag: TAG,
  auth: true,
  access: "account",
  body: { schema: changePasswordSchema, example: { currentPassword: "bolajon2025", newPassword: "yangi-parol-2025" } },
  responses: { 204: { description: "Changed." } },
  problems: ["rate_limited"],
});

export const getMeEndpoint = operation({
  method: "get",
  path: "/api/auth/me",
  operationId: "getMe",
  summary: "The signed-in user",
  description: "A cheap way to check that a token is still accepted.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: { 200: jsonReply("The user the token belongs to.", ref("User"), userExample) },
});

export const listSessionsEndpoint = operation({
  method: "get",
  path: "/api/auth/sessions",
  operationId: "listSessions",
  summary: "The user's signed-in sessions",
  description:
    "Every live session: each browser and each app sign-in, the current one first, then by when it was last used. " +
    "Use it to show the user where they are signed in.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: { 200: jsonReply("The live sessions.", listOf("Session"), sessionListExample) },
});

export const endOtherSessionsEndpoint = operation({
  method: "delete",
  path: "/api/auth/sessions",
  operationId: "endOtherSessions",
  summary: "Sign out everywhere else",
  description: "Ends every session of the user except the current one; their cookies and tokens stop working at once.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: { 204: { description: "The other sessions ended." } },
});

export const endSessionEndpoint = operation({
  method: "delete",
  path: "/api/auth/sessions/{id}",
  operationId: "endSession",
  summary: "End one session",
  description:
    "Ends one of the user's sessions (the current one too: that is a sign-out). Another user's session, an unknown id and one " +
    "that already ended are a 404.",
  tag: TAG,
  auth: true,
  access: "account",
  params: idParams("id", { description: "The session's id (from GET /api/auth/sessions)." }),
  paramExamples: { id: EXAMPLE_IDS.otherSession },
  responses: { 204: { description: "The session ended." } },
  problems: ["not_found"],
});

export const browserSignOutEndpoint = operation({
  method: "post",
  path: "/api/auth/signout",
  operationId: "browserSignOut",
  summary: "Sign out the browser (the web app's sign-out form)",
  description:
    "Ends the session of the session cookie, deletes the cookie, asks the browser to empty its HTTP cache for this site " +
    "(`Clear-Site-Data: \"cache\"`) and sends it to the sign-in page (303). For the web app's own form: like every write that " +
    "carries the cookie it must come from the app's pages (403 otherwise). Without a live session it still clears the cookie.",
  tag: TAG,
  auth: false,
  access: "public",
  responses: { 303: { description: "Signed out; Location: /login." } },
});

export const authOperations: Operation[] = [
  registerEndpoint,
  signInEndpoint,
  refreshTokensEndpoint,
  signOutEndpoint,
  changePasswordEndpoint,
  getMeEndpoint,
  listSessionsEndpoint,
  endOtherSessionsEndpoint,
  endSessionEndpoint,
  browserSignOutEndpoint,
];
