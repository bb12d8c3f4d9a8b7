// One indicator of the growth page (weight-for-age or length/height-for-age): heading, chart,
// legend and table, with every text in the reader's language.
import { correctedAgeCaption, recordShowsPostMenstrualAge } from "@/lib/children/age-caption";
import { ageLabel } from "@/lib/children/age-label";
import type { GrowthRecordView } from "@/lib/children/schemas";
import type { Sex } from "@/lib/children/growth-standards";
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import type { ParentsMessages } from "@/lib/i18n/parents";
import { formatZ } from "@/components/parents/format";
import { namesRecorders, recorderName } from "@/lib/sharing/recorder-name";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { formatDay, formatMeasure, formatNumber } from "@/lib/i18n/format";
import { cardStyles } from "@/components/ui/styles";
import type { ChartPoint } from "./chart-scale";
import { ChartLegend, GrowthChart } from "./growth-chart";
import { GrowthTable } from "./growth-table";

type Kind = "weight" | "height";

/**
 * The assessed records of one indicator: WHO ones (0-5 years) are drawn on the chart, and all,
 * INTERGROWTH-21st ones before term included, are listed in the table.
 */
export function chartPoints(records: GrowthRecordView[], kind: Kind): ChartPoint[] {
  return records.flatMap((record) => {
    const value = kind === "weight" ? record.weight : record.height;
    const z = kind === "weight" ? record.weightForAge : record.lengthHeightForAge;
    if (value == null || !z || !record.standard) return [];
    const ageDays = record.usedCorrectedAge && record.correctedAgeDays != null ? record.correctedAgeDays : record.ageDays;
    return [
      {
        ageDays,
        value,
        z: z.z,
        flag: z.flag,
        recordedAt: record.recordedAt,
        corrected: record.usedCorrectedAge,
        standard: record.standard,
        correctedAgeLabel: record.correctedAgeLabel,
        postMenstrualAge: recordShowsPostMenstrualAge(record),
        recordedBy: record.recordedBy,
      },
    ];
  });
}

/** The points the WHO chart can draw. */
export const whoPoints = (points: ChartPoint[]) => points.filter((point) => point.standard === "who2006");

type Props = { kind: Kind; points: ChartPoint[]; lastDay: number; sex: Sex; birthDate: string; childName: string; locale: Locale; t: ParentsMessages };

export function GrowthSection({ kind, points, lastDay, sex, birthDate, childName, locale, t }: Props) {
  const title = kind === "weight" ? t.weightForAge : t.heightForAge;
  const unit = kind === "weight" ? t.kg : t.cm;
  const assessment = (p: ChartPoint) => (p.flag === "low" ? t.zLow : p.flag === "high" ? t.zHigh : t.zNormal);
  const assess = (p: ChartPoint) => (p.standard === "who2006" ? assessment(p) : `${assessment(p)} (${t.standardPreterm})`);
  const drawn = whoPoints(points);
  const latest = points.at(-1);
  const zText = (p: ChartPoint) => fill(t.zText, { z: formatZ(p.z, locale) });
  const description = [
    fill(t.chartDescription, { name: childName, n: drawn.length }),
    latest
      ? fill(t.chartLatest, {
          date: formatDay(latest.recordedAt, locale),
          value: formatMeasure(latest.value, unit, locale, 2),
          assessment: assess(latest),
          z: zText(latest),
        })
      : t.chartEmpty,
  ].join(" ");
  // A shared child's rows say who measured; a child kept alone reads as before.
  const named = namesRecorders(points);
  const rows = points.map((point) => ({
    point,
    date: formatDay(point.recordedAt, locale),
    // A measurement on the birth date is "at birth" (the age label of that day says "born today").
    age:
      (point.recordedAt === birthDate ? t.atBirth : ageLabel(birthDate, point.recordedAt, locale)) +
      (point.correctedAgeLabel ? ` · ${correctedAgeCaption(point.correctedAgeLabel, point.postMenstrualAge, t.correctedAgeShort)}` : ""),
    value: formatMeasure(point.value, unit, locale, 2),
    assessment: assess(point),
    z: zText(point),
    recorder: named && point.recordedBy ? recorderName(point.recordedBy, locale) : undefined,
  }));
  const headingId = `chart-${kind}-heading`;

  return (
    <section aria-labelledby={headingId} className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <GrowthChart
        id={`chart-${kind}`}
        indicator={kind === "weight" ? "weightForAge" : "lengthHeightForAge"}
        sex={sex}
        lastDay={lastDay}
        points={drawn}
        unit={unit}
        title={title}
        description={description}
        ageAxis={{ months: t.ageAxis, years: t.ageAxisYears }}
        formatTick={(value) => formatNumber(value, locale)}
      />
      <ChartLegend median={t.legendMedian} band={t.legendBand} child={t.legendChild} />
      {points.length === 0 ? (
        <p className="text-stone-700">{t.chartEmpty}</p>
      ) : (
        <GrowthTable
          text={{
            caption: title,
            date: t.tableDate,
            value: `${kind === "weight" ? t.weight : t.height}, ${unit}`,
            assessment: t.tableAssessment,
            recordedBy: SHARING_MESSAGES[locale].recordedBy.label,
          }}
          rows={rows}
        />
      )}
    </section>
  );
}
