// One report in a field's history: when, the key numbers and the problems, and a link to it.
import { Link } from "@/components/ui/link";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import type { Locale } from "@/lib/i18n/locale";
import type { SoilReportBody } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { byLevel, severityTone, statusLabel } from "../format";
import { issueName } from "../report/issue-list";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";

export function ReportRow({ report, locale, t }: { report: SoilReportBody; locale: Locale; t: FarmersMessages }) {
  const date = formatDateTime(report.createdAt, locale);
  return (
    <li className={`${cardStyles} flex flex-col gap-2`}>
      <h3 className="font-bold">{date}</h3>
      <p className="text-stone-800">
        <span lang="uz">{report.soilProfile.type}</span> · pH {formatNumber(report.soilProfile.ph, locale)} · {t.nitrogen}: {statusLabel(report.soilProfile.nitrogen, t)}
      </p>
      {report.details.issues.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t.issuesTitle}>
          {[...report.details.issues].sort(byLevel((issue) => issue.severity)).map((issue, index) => {
            // Names of known codes are ours, in the reader's language (issue 28).
            const label = issueName(issue, REPORT_MESSAGES[locale]);
            return (
              <li key={`${issue.code}-${index}`} lang={label.lang}>
                <Badge tone={severityTone(issue.severity)}>{label.text}</Badge>
              </li>
            );
          })}
        </ul>
      )}
      <Link href={`/soil/reports/${report.reportId}`} aria-label={`${t.openReport}: ${date}`} className="self-start font-semibold text-brand-700 underline underline-offset-4">
        {t.openReport}
      </Link>
    </li>
  );
}
