import { Link } from "@/components/ui/link";
import type { Messages } from "@/lib/i18n/messages";

// The sections of the app, shown once signed in. Plain links: they work before any script runs.
// Every item stays in view: compact enough for one row on a 390 px phone in every language, and
// wrapping onto a second row on narrower screens rather than scrolling out of sight.
export function MainNav({ t }: { t: Messages }) {
  const links = [
    { href: "/today", label: t.navToday },
    { href: "/children", label: t.navChildren },
    { href: "/activities", label: t.navActivities },
    { href: "/soil", label: t.navSoil },
  ];
  return (
    <nav aria-label={t.mainNav} className="border-b border-stone-200 bg-white">
      <ul className="mx-auto flex max-w-3xl flex-wrap gap-x-0.5 px-1 py-1 sm:gap-x-1 sm:px-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg px-2 py-2 font-medium whitespace-nowrap text-stone-800 hover:bg-brand-50 sm:px-3">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
