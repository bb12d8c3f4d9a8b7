// The measurements of the visit summary, two ways over one set of data: a table from 640 px
// wide and on paper (date and age, then weight, length/height and head circumference), and on a
// phone one block per measurement with its three values side by side, so nothing hides behind a
// sideways scroll. Only one of the two is displayed at a time (the other is display: none, so
// screen readers meet it once). Each value says its assessment in words, then z and percentile.
import { correctedAgeCaption, recordShowsPostMenstrualAge } from "@/lib/children/age-caption";
import { ageLabel } from "@/lib/children/age-label";
import { formatDay, formatMeasure, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { ParentsMessages } from "@/lib/i18n/parents";
import type { SummaryMessages } from "@/lib/i18n/summary";
import type { GrowthRecordView, ZScore } from "@/lib/children/schemas";
import { formatZ } from "@/components/parents/format";

type Shared = { birthDate: string; locale: Locale; t: ParentsMessages; s: SummaryMessages };

/** A percentile as doctors write it: "P34", with the tails as "P<1" and "P>99". */
export function percentileLabel(percentile: number, locale: Locale): string {
  if (percentile < 1) return "P<1";
  if (percentile > 99) return "P>99";
  return `P${formatNumber(Math.round(percentile), locale, 0)}`;
}

function Measure({ value, unit, score, locale, t }: { value: number | null; unit: string; score: ZScore | null; locale: Locale; t: ParentsMessages }) {
  if (value == null) return <span className="text-stone-500">—</span>;
  const words = score ? (score.flag === "low" ? t.zLow : score.flag === "high" ? t.zHigh : t.zNormal) : null;
  return (
    <>
      <span className="block font-medium whitespace-nowrap print:inline">
        {formatMeasure(value, unit, locale, 2)}
      </span>
      {score && words && (
        // On paper the value and its words share the first line, so six rows fit one A4 page.
        <>
          <span className="hidden print:inline"> · </span>
          <span className={`block print:inline ${score.flag ? "font-semibold text-rose-800" : "text-stone-800"}`}>{words}</span>
          <span className="block text-sm text-stone-700 tabular-nums print:text-[1em]">
            <span className="whitespace-nowrap">z {formatZ(score.z, locale)}</span> · <span className="whitespace-nowrap">{percentileLabel(score.percentile, locale)}</span>
          </span>
        </>
      )}
    </>
  );
}

function measures(record: GrowthRecordView, { t, s }: Shared) {
  return [
    { key: "weight", label: s.weight, value: record.weight, unit: t.kg, score: record.weightForAge },
    { key: "height", label: s.height, value: record.height, unit: t.cm, score: record.lengthHeightForAge },
    { key: "head", label: s.head, value: record.headCircumference, unit: t.cm, score: record.headCircumferenceForAge },
  ];
}

function When({ record, birthDate, locale, t }: Shared & { record: GrowthRecordView }) {
  const age = record.recordedAt === birthDate ? t.atBirth : ageLabel(birthDate, record.recordedAt, locale);
  return (
    <>
      <span className="block print:inline">{formatDay(record.recordedAt, locale)}</span>
      <span className="block font-normal text-stone-700 print:inline print:before:content-['_·_']">
        {age}
        {record.correctedAgeLabel ? ` · ${correctedAgeCaption(record.correctedAgeLabel, recordShowsPostMenstrualAge(record), t.correctedAgeShort)}` : ""}
      </span>
      {record.standard?.startsWith("intergrowth21") && <span className="block text-sm font-normal text-stone-700">INTERGROWTH-21st</span>}
    </>
  );
}

export function GrowthRows({ records, ...shared }: Shared & { records: GrowthRecordView[] }) {
  const { s } = shared;
  const cell = "px-2 py-1.5 align-top print:px-1 print:py-0.5";
  return (
    <>
      <div role="region" aria-label={s.growthHeading} tabIndex={0} className="hidden overflow-x-auto sm:block print:block">
        <table className="w-full text-left text-sm print:text-[0.95rem]">
          <caption className="sr-only">{s.growthHeading}</caption>
          <thead className="bg-stone-100 text-stone-800">
            <tr>
              {[s.growthDate, s.weight, s.height, s.head].map((header) => (
                <th key={header} scope="col" className={`${cell} font-semibold`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} className="border-t border-stone-200">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  <When record={record} {...shared} />
                </th>
                {measures(record, shared).map((m) => (
                  <td key={m.key} className={cell}>
                    <Measure value={m.value} unit={m.unit} score={m.score} locale={shared.locale} t={shared.t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col sm:hidden print:hidden" aria-label={s.growthHeading} data-growth-list>
        {records.map((record) => (
          <li key={record.id} className="border-t border-stone-200 py-2 first:border-t-0">
            <p className="font-medium">
              <When record={record} {...shared} />
            </p>
            <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
              {measures(record, shared).map((m) => (
                <div key={m.key} className="min-w-0">
                  <dt className="text-stone-700">{m.label}</dt>
                  <dd>
                    <Measure value={m.value} unit={m.unit} score={m.score} locale={shared.locale} t={shared.t} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
