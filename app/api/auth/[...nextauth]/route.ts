// next-auth's own endpoints (sign-in form post, session, CSRF, sign-out) for the browser.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so that `next build` never needs AUTH_SECRET.
async function handle(req: NextRequest, ctx: Ctx): Promise<Response> {
  return NextAuth(req, { params: await ctx.params }, authOptions());
}

export { handle as GET, handle as POST };
