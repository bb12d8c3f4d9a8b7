// A strict Content-Security-Policy for pages: scripts only with this request's nonce (Next adds
// it to its own scripts when it finds the policy on the request). API responses are JSON or
// media and get their own headers (next.config.ts, the media route).
import { NextResponse, type NextRequest } from "next/server";
import { problemResponse } from "@/lib/http/problem";
import { isSameOrigin, isUnsafeMethod } from "@/lib/http/same-origin";
import { localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { AppError } from "@/lib/problems/error";

const isDev = process.env.NODE_ENV === "development";

export function proxy(request: NextRequest) {
  // A page takes a POST only as a server action (the forms). Next refuses one from another
  // origin itself, but as a 500 with an error in the log; this answers it as what it is, the
  // 403 of route()'s own cross-site check (docs/security.md, "Cross-site requests"). A no-JS form
  // names its action in the body, so every write to a page is checked, not only those with a
  // Next-Action header.
  if (isUnsafeMethod(request.method) && !isSameOrigin(request.headers)) {
    return problemResponse(new AppError("cross_site_request"), localeFromAcceptLanguage(request.headers.get("accept-language")));
  }
  const nonce = btoa(crypto.randomUUID());
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // React and Tailwind set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
