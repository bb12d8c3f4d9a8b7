"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";

// The sections of the app, shown once signed in, on phones and desktops alike. Plain links: they
// work before any script runs. Every item stays in view: compact enough for one row on a 390 px
// phone in every language, and wrapping onto a second row on narrower screens rather than
// scrolling out of sight. The section the reader is in is highlighted and marked for screen
// readers: aria-current="page" on the section's own page, "true" on a page inside it (a child's
// growth page is inside "Bolalar"). A client component because the root layout, which renders
// it, stays mounted across navigations and never learns the new path on the server.

export interface MainNavText {
  navToday: string;
  navChildren: string;
  navActivities: string;
  navSoil: string;
  mainNav: string;
}

/** The section of a path: its first segment's link, or null (home, sign-in). */
export function currentSection(pathname: string, hrefs: readonly string[]): string | null {
  return hrefs.find((href) => pathname === href || pathname.startsWith(`${href}/`)) ?? null;
}

const BASE = "flex min-h-11 items-center rounded-lg px-2 py-2 font-medium whitespace-nowrap sm:px-3";
const IDLE = "text-stone-800 hover:bg-brand-50";
const CURRENT = "bg-brand-700 text-white underline decoration-2 underline-offset-4";

export function MainNav({ t }: { t: MainNavText }) {
  const pathname = usePathname() ?? "";
  const links = [
    { href: "/today", label: t.navToday },
    { href: "/children", label: t.navChildren },
    { href: "/activities", label: t.navActivities },
    { href: "/soil", label: t.navSoil },
  ];
  const section = currentSection(pathname, links.map((link) => link.href));
  return (
    <nav aria-label={t.mainNav} className="border-b border-stone-200 bg-white">
      <ul className="mx-auto flex max-w-3xl flex-wrap gap-x-0.5 px-1 py-1 sm:gap-x-1 sm:px-2">
        {links.map((link) => {
          const current = link.href === section;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? (pathname === link.href ? "page" : "true") : undefined}
                className={`${BASE} ${current ? CURRENT : IDLE}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
