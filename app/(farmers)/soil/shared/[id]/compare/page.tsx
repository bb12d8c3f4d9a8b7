import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import { listFieldReports, listSharedFields } from "@/lib/sharing/shared-fields";
import { compareReports } from "@/components/farmers/history/compare";
import { ComparisonView } from "@/components/farmers/history/comparison-view";
import { buttonStyles } from "@/components/ui/styles";
import { loadRecord } from "@/app/load-record";
import { getFarmersMessages } from "../../../../messages";
import { fieldAccess } from "../../../access";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ a?: string | string[]; b?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.compareTitle} · ${common.appName}` };
}

// Two reports of a field shared with the reader compared (?a=&b=, either order), as the owner's
// comparison (/soil/fields/{key}/compare) does. Both must be reports of this field, read under
// the same rule as its history (any member): anything else is not found, like a wrong id.
export default async function SharedComparePage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const { id } = await params;
  const { a, b } = await searchParams;
  if (typeof a !== "string" || typeof b !== "string") notFound();
  const field = (await listSharedFields(user.id)).find((shared) => shared.id === id);
  if (!field) notFound();
  const reports = await loadRecord(id, () => listFieldReports(fieldAccess(user.id, "viewer"), id));
  const first = reports.find((report) => report.reportId === a);
  const second = reports.find((report) => report.reportId === b);
  if (!first || !second) notFound();
  const [earlier, later] = first.createdAt <= second.createdAt ? [first, second] : [second, first];
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fill(t.comparisonTitle, { field: field.name })}</h1>
        <p className="text-stone-700">{fill(t.comparing, { a: formatDateTime(earlier.createdAt, locale), b: formatDateTime(later.createdAt, locale) })}</p>
      </div>
      {a === b ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
          {t.sameReport}
        </p>
      ) : (
        <ComparisonView comparison={compareReports(earlier, later)} locale={locale} t={t} r={REPORT_MESSAGES[locale]} />
      )}
      <div className="flex flex-wrap gap-2 print:hidden [&>*]:flex-1 [&>*]:basis-40">
        <Link href={`/soil/shared/${field.id}`} className={buttonStyles.secondary}>
          <span aria-hidden="true">←</span> {t.backToHistory}
        </Link>
        <Link href={`/soil/reports/${later.reportId}`} className={buttonStyles.secondary}>
          {t.openReport}
        </Link>
      </div>
    </section>
  );
}
