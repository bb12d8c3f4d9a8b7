import type { Metadata, Viewport } from "next";
import { Link } from "@/components/ui/link";
import "./globals.css";
import { getMessages } from "@/lib/i18n/server";
import { LanguageSwitcher } from "@/components/language-switcher";
import { MainNav } from "@/components/main-nav";
import { pageUser } from "@/lib/auth/page-user";
import { setLocale } from "./actions";
import { OFFLINE_MESSAGES } from "@/lib/i18n/offline";
import { DeferredPwa } from "@/components/pwa/deferred-pwa";
import { ACCOUNT_MESSAGES } from "@/lib/i18n/account";
import { PRIVACY_MESSAGES } from "@/lib/i18n/privacy";

export const metadata: Metadata = {
  title: "Oila va Dala",
  description: "Bolangiz rivoji va dalangiz tuprog'i uchun yordamchi",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#166534" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the locale (cookies) first makes every page dynamic, so the session lookup never
  // runs at build time, when there is no request and no AUTH_SECRET.
  const { locale, t } = await getMessages();
  const user = await pageUser();
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link href="/" className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-700">
              {t.appName}
            </Link>
            <div className="flex flex-wrap items-center gap-1">
              {user && (
                <Link href="/account" className="mr-1 inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 text-sm font-medium text-stone-800 hover:bg-stone-100">
                  <span aria-hidden="true">👤 </span>
                  {ACCOUNT_MESSAGES[locale].navLink}
                </Link>
              )}
              <LanguageSwitcher current={locale} label={t.language} action={setLocale} />
            </div>
          </div>
        </header>
        {user && <MainNav t={{ navToday: t.navToday, navChildren: t.navChildren, navActivities: t.navActivities, navSoil: t.navSoil, mainNav: t.mainNav }} />}
        <main className="mx-auto max-w-3xl px-4 py-6">{children}</main>
        <footer className="mx-auto max-w-3xl px-4 pb-6 text-sm print:hidden">
          <Link href="/privacy" className="inline-flex min-h-11 items-center text-stone-700 underline underline-offset-4">
            {PRIVACY_MESSAGES[locale].title}
          </Link>
        </footer>
        <DeferredPwa signedIn={user !== null} updateMessage={OFFLINE_MESSAGES[locale].updateReady} updateButton={OFFLINE_MESSAGES[locale].updateButton} />
      </body>
    </html>
  );
}
