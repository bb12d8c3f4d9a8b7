// The child's facts for the doctor: age (and corrected age), sex, birth date and measurements,
// gestational weeks, feeding, allergies and chronic conditions, as a definition list laid out
// in columns (two on a phone, three on paper).
import { fill } from "@/lib/i18n/bundle";
import { formatDay, formatMeasure } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { ParentsMessages } from "@/lib/i18n/parents";
import type { SummaryMessages } from "@/lib/i18n/summary";
import type { VisitSummary } from "@/lib/children/visit-summary-schemas";
import { SummarySection } from "./summary-section";

type Props = { summary: VisitSummary; locale: Locale; t: ParentsMessages; s: SummaryMessages };

export function SummaryChild({ summary, locale, t, s }: Props) {
  const { child, birthMeasurements: birth } = summary;
  const list = (items: string[]) => (items.length ? items.join(", ") : s.none);
  const measured = birth
    ? [
        birth.weight != null ? `${t.weight} ${formatMeasure(birth.weight, t.kg, locale, 2)}` : null,
        birth.height != null ? `${t.height} ${formatMeasure(birth.height, t.cm, locale)}` : null,
        birth.headCircumference != null ? `${t.headCircumference} ${formatMeasure(birth.headCircumference, t.cm, locale)}` : null,
      ].filter((part): part is string => part !== null)
    : [];
  const facts: Array<[string, string]> = [
    [s.age, child.ageLabel],
    // Up to the due date the label is the postmenstrual age, never captioned "corrected age".
    ...(child.correctedAgeLabel
      ? ([[child.postMenstrualAge ? s.postMenstrualAge : s.correctedAge, child.correctedAgeLabel]] as Array<[string, string]>)
      : []),
    [s.sex, child.gender === "male" ? t.boy : t.girl],
    [s.birthDate, formatDay(child.birthDate, locale)],
    [s.birthMeasurements, measured.length ? measured.join(", ") : s.notGiven],
    [
      s.gestation,
      child.gestationalWeeks == null
        ? s.notGiven
        : child.gestationalDays
          ? fill(s.gestationWeeksDays, { weeks: child.gestationalWeeks, days: child.gestationalDays })
          : fill(s.gestationWeeks, { weeks: child.gestationalWeeks }),
    ],
    [s.feeding, child.feedingType ? t[`feeding_${child.feedingType}`] : s.notGiven],
    [s.allergies, list(child.allergies)],
    [s.conditions, list(child.chronicConditions)],
  ];
  return (
    <SummarySection id="summary-child" title={s.childHeading}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 min-[380px]:grid-cols-2 sm:grid-cols-3 print:grid-cols-4 print:gap-y-0.5">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-sm text-stone-700">{term}</dt>
            <dd className="font-medium break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </SummarySection>
  );
}
