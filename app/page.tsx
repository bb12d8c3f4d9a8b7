import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { getMessages } from "@/lib/i18n/server";
import { SignOutButton } from "@/components/sign-out-button";

export const dynamic = "force-dynamic";

// The signed-in home: the two halves of the product.
export default async function HomePage() {
  const user = await requireUser();
  const { t } = await getMessages();
  const cards = [
    { href: "/today", title: t.parentsCardTitle, text: t.parentsCardText },
    { href: "/soil", title: t.farmersCardTitle, text: t.farmersCardText },
  ];
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">
        {t.welcome}, {user.name}!
      </h1>
      <p className="text-stone-700">{t.tagline}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className="block h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600">
              <h2 className="text-xl font-semibold text-brand-700">{card.title}</h2>
              <p className="mt-1 text-stone-700">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        {t.signedInAs} {user.email}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <SignOutButton label={t.signOut} />
        <Link href="/account/sessions" className="font-medium text-brand-700 underline">
          {t.sessionsNav}
        </Link>
      </div>
    </section>
  );
}
