// Every dose with its marks, folded under one "all doses" line so the plan above stays the page's
// main content: inside, the calendar's age groups (at birth, 2 months, ... 16 years) and one group
// of catch-up doses, each folded too. A group opens when it needs the parent now: a dose due, the
// next dose when it is not late (late doses are visit 1 of the plan), the dose just saved, or a
// group a plan link asked for (?open=); the outer fold opens with it.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { PLAN_MESSAGES } from "@/lib/i18n/vaccination-plan";
import { findDose } from "@/lib/vaccinations/schedule";
import type { DoseView, VaccinationsResponse } from "@/lib/vaccinations/schemas";
import { namesRecorders } from "@/lib/sharing/recorder-name";
import { DoseItem } from "./dose-item";

interface Props {
  calendar: VaccinationsResponse;
  locale: Locale;
  /** Doses whose group starts open: the one just saved or refused. */
  focusDoses: readonly string[];
  /** Groups (groupKeyOf) asked open by the address. */
  openGroups: readonly string[];
  failedDose: string | undefined;
  /** The dose's form action; absent for a viewer of a shared child, who sees the doses without forms. */
  action?: (doseId: string) => (formData: FormData) => Promise<void>;
}

/** A dose's group: the calendar's age in months ("0", "2", ... "192"), or "catch-up" for a dose only a late start needs. */
export function groupKeyOf(dose: Pick<DoseView, "id" | "ageMonths">): string {
  return findDose(dose.id)?.catchUp ? "catch-up" : String(dose.ageMonths);
}

/** "At birth", "2 months", "6 years", "Doses for a late start". */
export function groupLabel(key: string, locale: Locale): string {
  const v = VACCINATION_MESSAGES[locale];
  if (key === "catch-up") return PLAN_MESSAGES[locale].groupCatchUp;
  const ageMonths = Number(key);
  if (ageMonths === 0) return v.groupBirth;
  if (ageMonths >= 24 && ageMonths % 12 === 0) return countText(v.groupYears, ageMonths / 12, locale);
  return fill(v.groupMonths, { n: ageMonths });
}

const SETTLED = new Set(["done", "not_needed", "no_longer_given"]);
const MARKED = new Set(["done", "not_needed"]);

export function DoseGroups({ calendar, locale, focusDoses, openGroups, failedDose, action }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  const p = PLAN_MESSAGES[locale];
  const named = namesRecorders(calendar.doses);
  const groups = new Map<string, DoseView[]>();
  for (const dose of calendar.doses) groups.set(groupKeyOf(dose), [...(groups.get(groupKeyOf(dose)) ?? []), dose]);
  const next = calendar.next?.status === "overdue" ? undefined : calendar.next?.id;
  const isOpen = (key: string, doses: DoseView[]) =>
    openGroups.includes(key) || doses.some((d) => d.status === "due" || d.id === next || focusDoses.includes(d.id));
  const anyOpen = [...groups].some(([key, doses]) => isOpen(key, doses));
  const marked = calendar.doses.filter((d) => MARKED.has(d.status)).length;
  return (
    <details id="all-doses" open={anyOpen || undefined} className="group/all flex flex-col">
      <summary className="flex min-h-12 cursor-pointer flex-wrap items-center justify-between gap-x-2 rounded-2xl border border-stone-200 bg-stone-50 px-4 py-2">
        <h2 id="doses" className="text-lg font-bold">
          <span aria-hidden="true" className="inline-block transition-transform group-open/all:rotate-90">
            ▸
          </span>{" "}
          {p.allDoses}
        </h2>
        <span className="text-sm text-stone-700">{fill(p.allDosesCount, { total: calendar.doses.length, done: marked })}</span>
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        {[...groups].map(([key, doses]) => {
          const headingId = `group-${key}`;
          const groupMarked = doses.filter((d) => MARKED.has(d.status)).length;
          const past = doses.filter((d) => d.status === "overdue").length;
          return (
            <details key={key} id={`age-${key}`} open={isOpen(key, doses) || undefined} className="group rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
              <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-x-2 py-3">
                <h3 id={headingId} className="text-lg font-bold">
                  <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                    ▸
                  </span>{" "}
                  {doses.every((d) => SETTLED.has(d.status)) && <span aria-hidden="true">✓ </span>}
                  {groupLabel(key, locale)}
                </h3>
                <span className="text-sm text-stone-700">
                  {fill(v.groupCount, { done: groupMarked, total: doses.length })}
                  {past > 0 && <span className="text-amber-900"> · {fill(v.groupPast, { n: past })}</span>}
                </span>
              </summary>
              <ul aria-labelledby={headingId} className="pb-1">
                {doses.map((dose) => (
                  <DoseItem
                    key={dose.id}
                    dose={dose}
                    locale={locale}
                    birthDate={calendar.birthDate}
                    today={calendar.today}
                    failed={failedDose === dose.id}
                    namesRecorder={named}
                    action={action?.(dose.id)}
                  />
                ))}
              </ul>
            </details>
          );
        })}
        <p className="text-sm text-stone-700">{VACCINATION_MESSAGES[locale].listEnds}</p>
      </div>
    </details>
  );
}
