// The catch-up plan as a nurse writes it on a catch-up card: visit 1 today (when anything is due
// or late), visit 2 on a date, and so on, each dose once, with the card's letters and its number.
// The first visits are open; the rest of the plan (to 16 years) is folded. On the vaccinations
// page it is the main content and each dose links to its row below, where it is marked; the
// visit summary shows it shorter, without links.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { formatDay } from "@/lib/i18n/format";
import { PLAN_MESSAGES } from "@/lib/i18n/vaccination-plan";
import type { DoseView, VaccinationsResponse } from "@/lib/vaccinations/schemas";

type Visit = VaccinationsResponse["plan"][number];

/** "Visit 2 · 29 December 2025", or "Visit 1 · today (1 December 2025)". */
export function visitLabel(visit: Visit, index: number, today: string, locale: Locale): string {
  const p = PLAN_MESSAGES[locale];
  const day = formatDay(visit.date, locale);
  return `${fill(p.visit, { n: index + 1 })} · ${visit.date === today ? `${p.today} (${day})` : day}`;
}

/**
 * "AKDS 1 (Ko'kyo'tal, difteriya, qoqshol)": the card's letters first, as the nurse writes them;
 * a repeat says so. A name that already ends in the letters ("Sil (BSJ)") loses them there, so
 * the entry reads "BSJ 1 (Sil)", not "BSJ 1 (Sil (BSJ))".
 */
export function planDoseText(dose: DoseView, locale: Locale): string {
  const repeat = dose.repeatOf ? `, ${PLAN_MESSAGES[locale].repeat}` : "";
  const name = dose.vaccineName.endsWith(` (${dose.cardName})`) ? dose.vaccineName.slice(0, -(dose.cardName.length + 3)) : dose.vaccineName;
  return `${dose.cardName} ${dose.doseNumber}${repeat} (${name})`;
}

interface VisitProps {
  visit: Visit;
  index: number;
  today: string;
  locale: Locale;
  hrefOf?: (dose: DoseView) => string;
  /** A calm line under a visit held today for late doses. */
  lateNote?: string;
  /** Each late dose says so after its name (the visit summary, where no list of late doses repeats them). */
  markLate?: boolean;
}

function VisitItem({ visit, index, today, locale, hrefOf, lateNote, markLate }: VisitProps) {
  const late = lateNote && visit.date === today && visit.doses.some((d) => d.status === "overdue");
  return (
    <li data-testid="plan-visit" data-date={visit.date} className="flex flex-col gap-1 print:flex-row print:flex-wrap print:gap-x-2">
      <h3 className="font-semibold">{visitLabel(visit, index, today, locale)}</h3>
      {late && <p className="text-sm text-stone-700 print:hidden">{lateNote}</p>}
      <ul className={`${hrefOf ? "" : "list-disc pl-5"} print:flex print:list-none print:flex-wrap print:gap-x-2 print:pl-0`}>
        {visit.doses.map((dose) => (
          <li key={dose.id} data-dose={dose.id}>
            {hrefOf ? (
              // A row of its own, a thumb's height: the dose's marks are one tap away.
              <a href={hrefOf(dose)} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
                {planDoseText(dose, locale)}
              </a>
            ) : (
              planDoseText(dose, locale)
            )}
            {markLate && dose.status === "overdue" && <span className="text-amber-900"> ({PLAN_MESSAGES[locale].late})</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}

interface Props {
  plan: VaccinationsResponse["plan"];
  today: string;
  locale: Locale;
  /** Visits shown open; the rest are folded. */
  shown?: number;
  markLate?: boolean;
  hrefOf?: (dose: DoseView) => string;
  lateNote?: string;
}

export function PlanCard({ plan, today, locale, shown = 3, hrefOf, lateNote, markLate }: Props) {
  const p = PLAN_MESSAGES[locale];
  const rest = plan.slice(shown);
  return (
    <section
      aria-labelledby="plan"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm print:gap-0 print:border-0 print:p-0 print:shadow-none"
      data-testid="plan"
    >
      <h2 id="plan" className="text-lg font-bold print:text-base">
        {p.title}
      </h2>
      <p className="text-stone-700 print:hidden">{plan.length > 0 ? p.intro : p.nothingLeft}</p>
      <ol className="flex flex-col gap-3 print:gap-0">
        {plan.slice(0, shown).map((visit, i) => (
          <VisitItem key={visit.date} visit={visit} index={i} today={today} locale={locale} hrefOf={hrefOf} lateNote={lateNote} markLate={markLate} />
        ))}
      </ol>
      {rest.length > 0 && (
        <details className="print:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{fill(p.more, { n: rest.length })}</summary>
          <ol className="mt-2 flex flex-col gap-3">
            {rest.map((visit, i) => (
              <VisitItem key={visit.date} visit={visit} index={i + shown} today={today} locale={locale} hrefOf={hrefOf} markLate={markLate} />
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
