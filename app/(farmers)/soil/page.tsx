import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { listFields, listReports, MAX_REPORT_LIMIT, type SoilReportBody } from "@/lib/soil";
import { FieldCard } from "@/components/farmers/field-card";
import { OutboxList } from "@/components/farmers/outbox/outbox-list";
import { buttonStyles } from "@/components/ui/styles";
import { listSharedFields } from "@/lib/sharing/shared-fields";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { formatNumber } from "@/lib/i18n/format";
import { getFarmersMessages } from "../messages";

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.soilTitle} · ${common.appName}` };
}

// The farmer's soil home: saved fields with their latest report, a new analysis, and the fields
// others shared with the farmer (docs/sharing.md). A farmer with no field of their own and none
// shared goes straight to the form: there is nothing else to show.
export default async function SoilPage() {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const [fields, reports, shared] = await Promise.all([listFields(user.id), listReports(user.id, { limit: MAX_REPORT_LIMIT }), listSharedFields(user.id)]);
  if (fields.length === 0 && shared.length === 0) redirect("/soil/new");
  // Reports come newest first, so the first one seen per field is its latest.
  const latest = new Map<string, SoilReportBody>();
  for (const report of reports) if (!latest.has(report.fieldId)) latest.set(report.fieldId, report);
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.soilTitle}</h1>
        <Link href="/soil/new" className={buttonStyles.primary}>
          <span aria-hidden="true">+</span> {t.newAnalysis}
        </Link>
      </div>
      <p className="text-stone-700">{t.soilIntro}</p>
      <OutboxList userId={user.id} />
      {shared.length > 0 && (
        <Link href="/soil/shared" className={`${buttonStyles.secondary} self-start`}>
          {SHARING_MESSAGES[locale].sharedFieldsTitle} ({formatNumber(shared.length, locale)})
        </Link>
      )}
      <ul className="flex flex-col gap-4">
        {fields.map((field) => (
          <FieldCard key={field.fieldId} field={field} last={latest.get(field.fieldId) ?? null} locale={locale} t={t} />
        ))}
      </ul>
    </section>
  );
}
