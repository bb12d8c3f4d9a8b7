import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ClearOfflineData } from "@/components/pwa/clear-offline-data";
import { RETENTION_DAYS } from "@/lib/account/retention";
import { ACCOUNT_MESSAGES } from "@/lib/i18n/account";
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { PRIVACY_MESSAGES } from "@/lib/i18n/privacy";
import { getMessages } from "@/lib/i18n/server";
import { buttonStyles } from "@/components/ui/styles";

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await getMessages();
  return { title: `${ACCOUNT_MESSAGES[locale].deletedTitle} · ${t.appName}` };
}

// Where a deleted account lands, signed out. What this device kept for offline use goes too,
// the outbox included: nobody can ever send it again.
export default async function AccountDeletedPage() {
  const { locale } = await getMessages();
  const a = ACCOUNT_MESSAGES[locale];
  return (
    <section className="mx-auto flex max-w-sm flex-col gap-4">
      <ClearOfflineData outbox />
      <h1 className="text-2xl font-bold">{a.deletedTitle}</h1>
      <p className="text-stone-700">{a.deletedText}</p>
      <p className="text-sm text-stone-700">{fill(a.deletedBackups, { days: countText(PRIVACY_MESSAGES[locale].retentionDays, RETENTION_DAYS, locale) })}</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/login" className={buttonStyles.primary}>
          {a.signInLink}
        </Link>
        <Link href="/register" className={buttonStyles.secondary}>
          {a.registerLink}
        </Link>
      </div>
    </section>
  );
}
