// The signed-in user for pages and server actions (the API uses userFromHeaders via the route
// wrapper): the same session cookie and the same live-session check. Pages without a session
// go to the sign-in page.
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { userFromHeaders, type SessionUser } from "@/lib/auth/current-user";

// The root layout and the page both ask who is signed in; React's per-request cache makes that
// one check per page request.
const pageSession = cache(async () => userFromHeaders(await headers()));

/** The signed-in user, or null. */
export async function pageUser(): Promise<SessionUser | null> {
  const user = await pageSession();
  return user && { id: user.id, email: user.email, name: user.name, sessionId: user.sessionId };
}

export async function requireUser(): Promise<SessionUser> {
  const user = await pageUser();
  if (!user) redirect("/login");
  return user;
}
