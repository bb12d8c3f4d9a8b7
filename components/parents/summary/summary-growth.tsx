// Growth for the doctor: the latest measurements with each value's assessment in words, z-score
// and percentile (P) (summary-growth-rows.tsx), the standard used, and the WHO weight and
// length/height charts side by side on paper. At most MAX_ROWS rows keep the summary on one A4
// page; the API has them all.
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { ParentsMessages } from "@/lib/i18n/parents";
import type { SummaryMessages } from "@/lib/i18n/summary";
import type { VisitSummary } from "@/lib/children/visit-summary-schemas";
import { daysBetween } from "@/lib/time";
import { lastChartDay } from "@/components/parents/growth/chart-scale";
import { ChartLegend, GrowthChart } from "@/components/parents/growth/growth-chart";
import { chartPoints, whoPoints } from "@/components/parents/growth/growth-section";
import { GrowthRows } from "./summary-growth-rows";
import { SummarySection } from "./summary-section";

export const MAX_ROWS = 8;

type Props = { summary: VisitSummary; locale: Locale; t: ParentsMessages; s: SummaryMessages };

export function SummaryGrowth({ summary, locale, t, s }: Props) {
  const records = summary.growth.records;
  const shown = records.slice(-MAX_ROWS);
  const names = { who2006: s.standardWho, intergrowth21Preterm: s.standardPreterm, intergrowth21NewbornSize: s.standardNewborn };
  const standards = summary.standards.map((standard) => names[standard]);
  const ageDays = daysBetween(summary.child.birthDate, summary.preparedOn);
  const charts = [
    { kind: "weight" as const, title: t.weightForAge, unit: t.kg, indicator: "weightForAge" as const },
    { kind: "height" as const, title: t.heightForAge, unit: t.cm, indicator: "lengthHeightForAge" as const },
  ].map((chart) => ({ ...chart, points: whoPoints(chartPoints(records, chart.kind)) }));
  return (
    <SummarySection id="summary-growth" title={s.growthHeading}>
      {records.length === 0 ? (
        <p className="text-stone-700">{s.noMeasurements}</p>
      ) : (
        <>
          <GrowthRows records={shown} birthDate={summary.child.birthDate} locale={locale} t={t} s={s} />
          {shown.length < records.length && <p className="text-sm text-stone-700">{countText(s.latestOnly, shown.length, locale, { total: records.length })}</p>}
          <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-3 print:gap-3">
            {charts.map((chart) => (
              <figure key={chart.kind} className="flex flex-col gap-1">
                <figcaption className="text-sm font-semibold text-stone-800">{chart.title}</figcaption>
                <GrowthChart
                  id={`summary-${chart.kind}`}
                  indicator={chart.indicator}
                  sex={summary.growth.sex}
                  lastDay={lastChartDay(ageDays, chart.points)}
                  points={chart.points}
                  unit={chart.unit}
                  title={chart.title}
                  description={fill(t.chartDescription, { name: summary.child.name, n: chart.points.length })}
                  ageAxis={{ months: t.ageAxis, years: t.ageAxisYears }}
                  formatTick={(value) => formatNumber(value, locale)}
                />
              </figure>
            ))}
            <div className="flex flex-col gap-2 sm:col-span-2 print:col-span-1">
              {standards.length > 0 && <p className="text-sm text-stone-700">{fill(s.standardsLine, { standards: standards.join("; ") })}</p>}
              <ChartLegend median={t.legendMedian} band={t.legendBand} child={t.legendChild} />
            </div>
          </div>
        </>
      )}
    </SummarySection>
  );
}
