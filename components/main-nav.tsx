import Link from "next/link";
import type { Messages } from "@/lib/i18n/messages";

// The sections of the app, shown once signed in. Plain links: they work before any script runs.
export function MainNav({ t }: { t: Messages }) {
  const links = [
    { href: "/today", label: t.navToday },
    { href: "/children", label: t.navChildren },
    { href: "/activities", label: t.navActivities },
    { href: "/soil", label: t.navSoil },
  ];
  return (
    <nav aria-label={t.mainNav} className="border-b border-stone-200 bg-white">
      <ul className="mx-auto flex max-w-3xl gap-1 overflow-x-auto px-2 py-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg px-3 py-2 font-medium text-stone-800 hover:bg-brand-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
