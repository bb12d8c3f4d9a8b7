import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { getMessages } from "@/lib/i18n/server";
import { SignOutButton } from "@/components/sign-out-button";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const session = await getServerSession(authOptions());
  if (!session?.user) redirect("/login");
  const { t } = await getMessages();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">
        {t.welcome}, {session.user.name}!
      </h1>
      <p className="text-stone-700">{t.tagline}</p>
      <p className="text-sm text-stone-600">
        {t.signedInAs} {session.user.email}
      </p>
      <div>
        <SignOutButton label={t.signOut} />
      </div>
    </section>
  );
}
