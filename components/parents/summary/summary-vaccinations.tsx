// Vaccinations for the doctor: the plan's first visits (late doses marked there), then the doses
// due or late that those visits do not hold, then the given doses by the day they were
// given (one visit, one line, as on the clinic's card), the next ones, and any other status the
// calendar reports (a dose the clinic's schedule does not need, for example) under its own
// label, so a status added later shows without a change here. Labels come from the vaccination
// page's bundle.
import { fill } from "@/lib/i18n/bundle";
import { formatDay } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { SummaryMessages } from "@/lib/i18n/summary";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { PLAN_MESSAGES } from "@/lib/i18n/vaccination-plan";
import { PlanCard } from "@/components/parents/vaccinations/plan-card";
import type { DoseView } from "@/lib/vaccinations/schemas";
import type { VisitSummary } from "@/lib/children/visit-summary-schemas";
import { SummarySection } from "./summary-section";

/** How many upcoming doses to show: the doctor plans the next visit, not the next seven years. */
export const UPCOMING_SHOWN = 2;
/** The plan's visits shown open on the summary (the rest are folded, and left out on paper). */
export const VISITS_SHOWN = 2;

/** One line: doses given on one day (date = that day), or one dose not given (date = its due date). */
type Line = { key: string; date: string | null; given: boolean; doses: DoseView[] };
type Group = { status: string; title: string; lines: Line[] };

/**
 * The doses grouped for the doctor, in reading order; empty groups are left out. A dose not yet
 * given that the plan's open visits already hold (`inPlan`, dose ids) is read there, with its
 * late mark, and not listed a second time.
 */
export function doseGroups(doses: readonly DoseView[], locale: Locale, s: SummaryMessages, inPlan: ReadonlySet<string> = new Set()): Group[] {
  const labels = VACCINATION_MESSAGES[locale].status as Record<string, string>;
  const of = (status: string) => doses.filter((dose) => dose.status === status && (status === "done" || !inPlan.has(dose.id)));
  const eachDue = (list: DoseView[]) => list.map((dose) => ({ key: dose.id, date: formatDay(dose.dueOn, locale), given: false, doses: [dose] }));
  const byDay = new Map<string, DoseView[]>();
  for (const dose of of("done")) byDay.set(dose.givenOn ?? "", [...(byDay.get(dose.givenOn ?? "") ?? []), dose]);
  const given = [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, list]) => ({ key: day, date: day ? formatDay(day, locale) : null, given: true, doses: list }));
  const known = ["overdue", "due", "done", "upcoming"];
  const others = [...new Set(doses.map((dose) => dose.status as string).filter((status) => !known.includes(status)))];
  const groups: Group[] = [
    { status: "overdue", title: labels.overdue ?? "overdue", lines: eachDue(of("overdue")) },
    { status: "due", title: labels.due ?? "due", lines: eachDue(of("due")) },
    { status: "done", title: labels.done ?? "done", lines: given },
    { status: "upcoming", title: s.upcomingHeading, lines: eachDue(of("upcoming").sort((a, b) => (a.dueOn < b.dueOn ? -1 : 1)).slice(0, UPCOMING_SHOWN)) },
    ...others.map((status) => ({
      status,
      // "No longer given at this age" over "Hepatitis B, dose 1" read as "no hepatitis B at this age": these doses are
      // simply not in the plan, each with its note (the birth dose, replaced by catch-up doses, past the age).
      title: status === "no_longer_given" ? PLAN_MESSAGES[locale].notPlanned : (labels[status] ?? status),
      // Doses replaced by separate ones, or not needed after a late start, are covered by the plan: only doses past their age stay.
      lines: of(status)
        .filter((dose) => dose.notPlannedBecause !== "replaced" && dose.notPlannedBecause !== "not_needed_at_age")
        .map((dose) => ({ key: dose.id, date: null, given: false, doses: [dose] })),
    })),
  ];
  return groups.filter((group) => group.lines.length > 0);
}

/** Given after its grace period: the card marks it so the doctor sees the delay. */
const givenLate = (dose: DoseView) => dose.status === "done" && dose.givenOn !== null && dose.givenOn > dose.overdueAfter;

export function SummaryVaccinations({ summary, locale, s }: { summary: VisitSummary; locale: Locale; s: SummaryMessages }) {
  const v = VACCINATION_MESSAGES[locale];
  const p = PLAN_MESSAGES[locale];
  const plan = summary.vaccinations.plan;
  const inPlan = new Set(plan.slice(0, VISITS_SHOWN).flatMap((visit) => visit.doses.map((dose) => dose.id)));
  const groups = doseGroups(summary.vaccinations.doses, locale, s, inPlan);
  return (
    <SummarySection id="summary-vaccinations" title={s.vaccinationsHeading}>
      {plan.length > 0 && <PlanCard plan={plan} today={summary.vaccinations.today} locale={locale} shown={VISITS_SHOWN} markLate />}
      {groups.length === 0 && <p className="text-stone-700">{s.noDoses}</p>}
      {groups.map((group) => (
        <div key={group.status} data-status={group.status}>
          <h3 className={`font-semibold ${group.status === "overdue" ? "text-amber-900" : "text-stone-900"}`}>{group.title}</h3>
          <ul className="flex flex-col gap-1 print:gap-0">
            {group.lines.map((line) => (
              <li key={line.key} data-doses={line.doses.length} className="break-inside-avoid text-stone-900">
                {line.given && line.date && <span className="font-medium">{line.date}: </span>}
                {line.doses.map((dose, i) => (
                  <span key={dose.id}>
                    {i > 0 && "; "}
                    {/* The card's letters (AKDS-VGV-Hib, QPQ, OPV), as the doctor's card writes them. */}
                    <span className="whitespace-nowrap">
                      {dose.cardName} {dose.doseNumber}
                    </span>
                    {givenLate(dose) && <span className="text-stone-700"> ({p.givenLate})</span>}
                    {dose.givenTooEarly && <span className="text-stone-700"> ({p.givenEarly})</span>}
                  </span>
                ))}
                {!line.given && line.date && <span className="text-stone-700"> ({fill(v.dueOn, { date: line.date })})</span>}
                {!line.given && line.doses[0].note && <span className="block text-sm text-stone-700">{line.doses[0].note}</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SummarySection>
  );
}
