// next-auth for the browser: email + password (Credentials), JWT sessions.
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { tokenRequestSchema } from "@/lib/auth/schemas";
import { authSecret } from "@/lib/auth/secret";
import { env } from "@/lib/env";
import { isProblem } from "@/lib/problems/error";
import { clientIp } from "@/lib/rate-limit";

// The browser session ends after 7 days without a visit: the cookie is renewed at most daily
// while the user is active (a sliding inactivity limit).
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    // httpOnly and SameSite=Lax always; Secure (and the __Secure- prefix) in production.
    useSecureCookies: env().NODE_ENV === "production",
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          const parsed = tokenRequestSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const forwarded = (req?.headers as Record<string, string> | undefined)?.["x-forwarded-for"];
          const ip = clientIp(new Request("http://local/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} }));
          try {
            return await signInWithPassword(parsed.data.email, parsed.data.password, ip);
          } catch (error) {
            // next-auth shows thrown messages as the sign-in error; the form maps it to text.
            if (isProblem(error, "rate_limited")) throw new Error("rate_limited");
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      // Keep the token small: only what currentUser() needs.
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.email = user.email;
          token.name = user.name;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          (session.user as { id?: string }).id = token.sub;
        }
        return session;
      },
    },
    logger: { error: (code) => console.error(`[next-auth] ${code}`), warn: () => undefined, debug: () => undefined },
  };
}
