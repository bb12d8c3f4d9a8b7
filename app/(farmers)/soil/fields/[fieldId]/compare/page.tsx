import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import { compareReports } from "@/components/farmers/history/compare";
import { ComparisonView } from "@/components/farmers/history/comparison-view";
import { buttonStyles } from "@/components/ui/styles";
import { getFarmersMessages } from "../../../../messages";
import { decodeParam, fieldTitle, findField, loadReport } from "../../../data";

type Props = { params: Promise<{ fieldId: string }>; searchParams: Promise<{ a?: string | string[]; b?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.compareTitle} · ${common.appName}` };
}

// Two reports of one field compared (?a=&b=, either order): the earlier one is "before".
// Reports of another field or another user are not found, like a wrong id.
export default async function ComparePage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const fieldId = decodeParam((await params).fieldId);
  const { a, b } = await searchParams;
  if (typeof a !== "string" || typeof b !== "string") notFound();
  const [first, second, field] = await Promise.all([loadReport(user.id, a), loadReport(user.id, b), findField(user.id, fieldId)]);
  if (first.fieldId !== fieldId || second.fieldId !== fieldId) notFound();
  const [earlier, later] = first.createdAt <= second.createdAt ? [first, second] : [second, first];
  const history = `/soil/fields/${encodeURIComponent(fieldId)}`;
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fill(t.comparisonTitle, { field: fieldTitle(field, fieldId) })}</h1>
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
        <Link href={history} className={buttonStyles.secondary}>
          <span aria-hidden="true">←</span> {t.backToHistory}
        </Link>
        <Link href={`/soil/reports/${later.reportId}`} className={buttonStyles.secondary}>
          {t.openReport}
        </Link>
      </div>
    </section>
  );
}
