import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { listChildren } from "@/lib/children/children";
import { getMessages } from "@/lib/i18n/server";
import { SignOutButton } from "@/components/sign-out-button";
import { buttonStyles } from "@/components/ui/styles";

export const dynamic = "force-dynamic";

// The signed-in home: the two halves of the product. A parent who has just signed up, with no
// child yet, is offered the first step first: adding their child.
export default async function HomePage() {
  const user = await requireUser();
  const { locale, t } = await getMessages();
  const children = await listChildren(user.id, { locale });
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
      {children.length === 0 && (
        <section aria-labelledby="first-child" className="flex flex-col gap-3 rounded-2xl border-2 border-brand-600 bg-brand-50 p-5">
          <h2 id="first-child" className="text-xl font-semibold text-brand-900">
            {t.firstChildTitle}
          </h2>
          <p className="text-stone-800">{t.firstChildText}</p>
          <Link href="/children/new" className={`${buttonStyles.primary} self-start`}>
            <span aria-hidden="true">+ </span>
            {t.firstChildButton}
          </Link>
        </section>
      )}
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
        <Link href="/account/sessions" className={buttonStyles.textLink}>
          {t.sessionsNav}
        </Link>
      </div>
    </section>
  );
}
