// One report in a field's history: when, the key numbers and the problems, and a link to it.
import { Link } from "@/components/ui/link";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { Locale } from "@/lib/i18n/locale";
import type { SoilReportBody } from "@/lib/soil";
import { cardStyles } from "@/components/ui/styles";
import { statusLabel } from "../format";
import { IssueBadges } from "../issue-badges";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import { recorderLine } from "@/lib/sharing/recorder-name";

type Props = {
  report: SoilReportBody;
  locale: Locale;
  t: FarmersMessages;
  /** Whether to say who submitted it (a shared field, once someone else did). */
  namesRecorder?: boolean;
};

export function ReportRow({ report, locale, t, namesRecorder = false }: Props) {
  const date = formatDateTime(report.createdAt, locale);
  return (
    <li className={`${cardStyles} flex flex-col gap-2`}>
      <h3 className="font-bold">{date}</h3>
      <p className="text-stone-800">
        <span lang="uz">{report.soilProfile.type}</span> · pH {formatNumber(report.soilProfile.ph, locale)} · {t.nitrogen}: {statusLabel(report.soilProfile.nitrogen, t)}
      </p>
      {namesRecorder && report.recordedBy && <p className="text-sm text-stone-700">{recorderLine(report.recordedBy, locale)}</p>}
      <IssueBadges issues={report.details.issues} locale={locale} label={t.issuesTitle} />
      <Link href={`/soil/reports/${report.reportId}`} aria-label={`${t.openReport}: ${date}`} className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4">
        {t.openReport}
      </Link>
    </li>
  );
}
