import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { listReports, MAX_REPORT_LIMIT } from "@/lib/soil";
import { regionLabel } from "@/lib/soil/regions";
import { irrigationLabel } from "@/components/farmers/format";
import { formatMeasure } from "@/lib/i18n/format";
import { ComparePicker } from "@/components/farmers/history/compare-picker";
import { ReportRow } from "@/components/farmers/history/report-row";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { namesRecorders } from "@/lib/sharing/recorder-name";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { getFarmersMessages } from "../../../messages";
import { decodeParam, fieldTitle, findField } from "../../data";

type Params = { params: Promise<{ fieldId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.fieldHistory} · ${common.appName}` };
}

// A field's history: what is known about it, its reports newest first, and a picker to compare
// two of them (what changed in pH, nutrients and problems).
export default async function FieldHistoryPage({ params }: Params) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const fieldId = decodeParam((await params).fieldId);
  const [field, reports] = await Promise.all([findField(user.id, fieldId), listReports(user.id, { fieldId, limit: MAX_REPORT_LIMIT })]);
  if (!field) notFound();
  const name = fieldTitle(field, fieldId);
  const named = namesRecorders(reports);
  const facts = [
    regionLabel(field.regionCode, field.region, locale) ?? t.noRegion,
    formatMeasure(field.area, t.hectares, locale, 2),
    `${t.irrigation}: ${irrigationLabel(field.irrigationType, t)}`,
  ];
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{fill(t.historyTitle, { field: name })}</h1>
        <p className="text-stone-700">{facts.join(" · ")}</p>
        {field.lastCrops.length > 0 && (
          <p className="text-stone-700">
            {t.cropsHistory}: {field.lastCrops.map((c) => `${c.year} ${c.crop}${c.yield ? ` (${c.yield})` : ""}`).join(", ")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:basis-40">
        <Link href={`/soil/new?field=${encodeURIComponent(fieldId)}`} className={buttonStyles.primary}>
          <span aria-hidden="true">+</span> {t.analyseAgain}
        </Link>
        <Link href={`/soil/fields/${encodeURIComponent(fieldId)}/share`} className={buttonStyles.secondary}>
          {SHARING_MESSAGES[locale].shareButton}
        </Link>
        <Link href="/soil" className={buttonStyles.secondary}>
          {t.backToSoil}
        </Link>
      </div>
      {reports.length >= 2 && <ComparePicker fieldId={fieldId} reports={reports} locale={locale} t={t} />}
      <section aria-labelledby="reports-title" className="flex flex-col gap-3">
        <h2 id="reports-title" className="text-xl font-bold">
          {t.reportsTitle}
        </h2>
        {reports.length === 0 ? (
          <p className={`${cardStyles} text-stone-700`}>{t.noReports}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {reports.map((report) => (
              <ReportRow key={report.reportId} report={report} locale={locale} t={t} namesRecorder={named} />
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
