// The body of a two-report comparison: the owner's (/soil/fields/{key}/compare) and a member's
// (/soil/shared/{id}/compare) pages read the reports under their own rules, then show this.
import { Link } from "@/components/ui/link";
import { buttonStyles } from "@/components/ui/styles";
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import type { Locale } from "@/lib/i18n/locale";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { compareReports } from "./compare";
import { ComparisonView } from "./comparison-view";

type Report = Parameters<typeof compareReports>[0] & { reportId: string; createdAt: string };

interface Props {
  fieldName: string;
  /** The two reports in either order; the earlier one is "before". */
  reports: [Report, Report];
  /** The same report picked twice: said, not compared. */
  same: boolean;
  historyHref: string;
  locale: Locale;
  t: FarmersMessages;
}

export function ComparisonPage({ fieldName, reports: [first, second], same, historyHref, locale, t }: Props) {
  const [earlier, later] = first.createdAt <= second.createdAt ? [first, second] : [second, first];
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fill(t.comparisonTitle, { field: fieldName })}</h1>
        <p className="text-stone-700">{fill(t.comparing, { a: formatDateTime(earlier.createdAt, locale), b: formatDateTime(later.createdAt, locale) })}</p>
      </div>
      {same ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
          {t.sameReport}
        </p>
      ) : (
        <ComparisonView comparison={compareReports(earlier, later)} locale={locale} t={t} r={REPORT_MESSAGES[locale]} />
      )}
      <div className="flex flex-wrap gap-2 print:hidden [&>*]:flex-1 [&>*]:basis-40">
        <Link href={historyHref} className={buttonStyles.secondary}>
          <span aria-hidden="true">←</span> {t.backToHistory}
        </Link>
        <Link href={`/soil/reports/${later.reportId}`} className={buttonStyles.secondary}>
          {t.openReport}
        </Link>
      </div>
    </section>
  );
}
