// Who is calling: the next-auth session cookie (browser) or `Authorization: Bearer` (mobile).
// Both carry the same kind of JWT, decoded by next-auth's getToken.
import "server-only";
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

const SECURE_COOKIE = "__Secure-next-auth.session-token";

// Decoded tokens by their text. A token always decodes to the same payload, and clients send the
// same one for its whole life (15 minutes for the mobile app), so a repeat skips next-auth's
// key derivation and decryption (its cost per request: docs/performance.md, "Figures quoted from
// code"). An entry lasts until the token's own expiry; past it, decode() decides again. Tokens
// are stateless (nothing revokes an access token early), so the cache changes no answer.
const MAX_DECODED = 1000;
const decoded = new Map<string, { payload: JWT; until: number }>();

async function cachedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  const hit = params.token ? decoded.get(params.token) : undefined;
  if (hit && hit.until > Date.now()) return hit.payload;
  const payload = await decode(params); // throws for a forged, tampered or expired token
  if (params.token && payload && typeof payload.exp === "number") {
    decoded.delete(params.token);
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!); // the oldest
    decoded.set(params.token, { payload, until: payload.exp * 1000 });
  }
  return payload;
}

function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

export async function currentUser(req: Request): Promise<SessionUser | null> {
  // getToken only needs headers and cookies. Handing it the request itself (or wrapping it in a
  // new NextRequest) would tie up the body stream the handler still has to read.
  const cookies = parseCookies(req.headers.get("cookie"));
  const token = (await getToken({
    req: { headers: req.headers, cookies },
    secret: authSecret(),
    secureCookie: Object.keys(cookies).some((name) => name.startsWith(SECURE_COOKIE)),
    decode: cachedDecode,
    logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
  } as unknown as Parameters<typeof getToken>[0])) as { sub?: unknown; email?: unknown; name?: unknown } | null;
  if (!token?.sub || typeof token.sub !== "string") return null;
  return { id: token.sub, email: String(token.email ?? ""), name: String(token.name ?? "") };
}
