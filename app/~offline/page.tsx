import type { Metadata } from "next";
import { getLocale } from "@/lib/i18n/server";
import { OFFLINE_MESSAGES } from "@/lib/i18n/offline";
import { RetryButton } from "@/components/pwa/retry-button";
import { buttonStyles } from "@/components/ui/styles";

export const metadata: Metadata = { title: "Oila va Dala", robots: { index: false } };

// What the service worker shows for a page that was never opened online (app/sw.ts). It is
// precached once per build, so it holds nothing personal.
export default async function OfflinePage() {
  const t = OFFLINE_MESSAGES[await getLocale()];
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t.offlineTitle}</h1>
      <p className="text-lg text-stone-800">{t.offlineText}</p>
      <p className="text-stone-700">{t.offlineHint}</p>
      <div className="flex flex-wrap gap-3">
        <RetryButton label={t.offlineRetry} />
        {/* A plain link: a full page load, which the worker answers from its cache. */}
        <a href="/today" className={buttonStyles.secondary}>
          {t.offlineToday}
        </a>
      </div>
    </section>
  );
}
