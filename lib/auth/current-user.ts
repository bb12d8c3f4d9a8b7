// Who is calling: the next-auth session cookie (browser) or `Authorization: Bearer` (mobile).
// Both carry the same kind of JWT, decoded by next-auth's getToken.
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

const SECURE_COOKIE = "__Secure-next-auth.session-token";

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
    logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
  } as unknown as Parameters<typeof getToken>[0])) as { sub?: unknown; email?: unknown; name?: unknown } | null;
  if (!token?.sub || typeof token.sub !== "string") return null;
  return { id: token.sub, email: String(token.email ?? ""), name: String(token.name ?? "") };
}
