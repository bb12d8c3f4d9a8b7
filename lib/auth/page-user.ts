// The signed-in user for pages and server actions (the API uses currentUser via the route
// wrapper). Pages without a session go to the sign-in page.
import "server-only";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import type { SessionUser } from "@/lib/auth/current-user";

export async function requireUser(): Promise<SessionUser> {
  const session = await getServerSession(authOptions());
  const user = session?.user as { id?: string; email?: string | null; name?: string | null } | undefined;
  if (!user?.id) redirect("/login");
  return { id: user.id, email: user.email ?? "", name: user.name ?? "" };
}
