// The signed-in user for pages and server actions (the API uses currentUser via the route
// wrapper). Pages without a session go to the sign-in page.
import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import type { SessionUser } from "@/lib/auth/current-user";

// The root layout and the page both ask who is signed in; React's per-request cache makes that
// one decode of the session cookie per page request.
const pageSession = cache(() => getServerSession(authOptions()));

/** The signed-in user, or null. */
export async function pageUser(): Promise<SessionUser | null> {
  const session = await pageSession();
  const user = session?.user as { id?: string; email?: string | null; name?: string | null } | undefined;
  return user?.id ? { id: user.id, email: user.email ?? "", name: user.name ?? "" } : null;
}

export async function requireUser(): Promise<SessionUser> {
  const user = await pageUser();
  if (!user) redirect("/login");
  return user;
}
