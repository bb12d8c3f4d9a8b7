// Who is calling: the next-auth session cookie (browser) or `Authorization: Bearer` (mobile).
// Both carry the same kind of JWT, decoded by next-auth's getToken.
import { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

const SECURE_COOKIE = "__Secure-next-auth.session-token";

export async function currentUser(req: Request): Promise<SessionUser | null> {
  const nextReq = req instanceof NextRequest ? req : new NextRequest(req);
  const token = (await getToken({
    req: nextReq,
    secret: authSecret(),
    secureCookie: nextReq.cookies.has(SECURE_COOKIE) || nextReq.cookies.has(`${SECURE_COOKIE}.0`),
    logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
  } as Parameters<typeof getToken>[0])) as { sub?: unknown; email?: unknown; name?: unknown } | null;
  if (!token?.sub || typeof token.sub !== "string") return null;
  return { id: token.sub, email: String(token.email ?? ""), name: String(token.name ?? "") };
}
