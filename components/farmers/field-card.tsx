// One saved field on the soil landing: what it is, its latest report at a glance, and the
// three things a farmer does next (open that report, see the history, analyse again).
import { Link } from "@/components/ui/link";
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { Locale } from "@/lib/i18n/locale";
import type { SoilFieldSummary, SoilReportBody } from "@/lib/soil";
import { regionLabel } from "@/lib/soil/regions";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { irrigationLabel } from "./format";
import { IssueBadges } from "./issue-badges";
import { formatDate, formatMeasure, formatNumber } from "@/lib/i18n/format";

type Props = { field: SoilFieldSummary; last: SoilReportBody | null; locale: Locale; t: FarmersMessages };

export function FieldCard({ field, last, locale, t }: Props) {
  const name = field.name ?? field.fieldId;
  const facts = [regionLabel(field.regionCode, field.region, locale) ?? t.noRegion, formatMeasure(field.area, t.hectares, locale, 2), irrigationLabel(field.irrigationType, t)];
  const base = `/soil/fields/${encodeURIComponent(field.fieldId)}`;
  return (
    <li className={`${cardStyles} flex flex-col gap-3`}>
      <div>
        <h2 className="text-lg font-bold">{name}</h2>
        <p className="text-stone-700">{facts.join(" · ")}</p>
      </div>
      {last ? (
        <div className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
          <p className="text-sm text-stone-700">
            {fill(t.lastReport, { date: formatDate(last.createdAt, locale) })} · {fill(t.reportCount, { n: field.reportCount })}
          </p>
          <p className="font-medium">
            <span lang="uz">{last.soilProfile.type}</span> · pH {formatNumber(last.soilProfile.ph, locale)}
          </p>
          <IssueBadges issues={last.details.issues} locale={locale} label={t.issuesTitle} limit={3} />
        </div>
      ) : (
        // Older than the newest reports the landing reads: the date is still known.
        <p className="text-sm text-stone-600">
          {field.lastReportAt ? fill(t.lastReport, { date: formatDate(field.lastReportAt, locale) }) : t.noReportYet}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {/* The field's name after the visible words tells the repeated links apart. */}
        {last && (
          <Link href={`/soil/reports/${last.reportId}`} aria-label={`${t.openLastReport}: ${name}`} className={`${buttonStyles.secondary} col-span-2`}>
            {t.openLastReport}
          </Link>
        )}
        <Link href={base} aria-label={`${t.history}: ${name}`} className={buttonStyles.secondary}>
          {t.history}
        </Link>
        <Link href={`/soil/new?field=${encodeURIComponent(field.fieldId)}`} aria-label={`${t.analyseAgain}: ${name}`} className={buttonStyles.secondary}>
          {t.analyseAgain}
        </Link>
      </div>
    </li>
  );
}
