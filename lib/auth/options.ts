// next-auth for the browser: email + password (Credentials), JWT sessions.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "@/lib/auth/users";
import { tokenRequestSchema } from "@/lib/auth/schemas";
import { authSecret } from "@/lib/auth/secret";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials) {
          const parsed = tokenRequestSchema.safeParse(credentials);
          if (!parsed.success) return null;
          return authenticate(parsed.data.email, parsed.data.password);
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
