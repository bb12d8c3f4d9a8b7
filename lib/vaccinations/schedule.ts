// Uzbekistan's national preventive vaccination calendar, birth to 16 years (its last dose), as
// data, with WHO's minimum intervals and upper age limits. Sources, dates and what could not be
// verified: SOURCE.md beside this file. The clinic's (poliklinika) schedule always comes first;
// this list only helps a parent remember.
//
// Due dates follow the child's real (chronological) age, never the age corrected for
// prematurity: WHO and AAP both vaccinate preterm babies by chronological age.
import type { Gender } from "@/lib/children/enums";

export { VACCINES, CARD_NAMES, type VaccineKey } from "@/lib/vaccinations/names";
import type { VaccineKey } from "@/lib/vaccinations/names";

/** An age: days for the first weeks, calendar months otherwise. */
export type Age = { days: number } | { months: number };

export interface ScheduledDose {
  /** Stable id used in URLs and stored records: never rename one, add a new id instead. */
  id: string;
  /** Key of the vaccine (VACCINES in names.ts). */
  vaccine: VaccineKey;
  /** 1-based dose number within the vaccine's series as the national calendar counts it. */
  dose: number;
  /** Age at which the calendar gives the dose. */
  age: Age;
  /** Days after the due date before the dose counts as overdue (SOURCE.md, "Grace periods"). */
  graceDays: number;
  /**
   * Earlier doses this one must follow by a minimum interval (WHO; SOURCE.md, "Minimum
   * intervals"): due no earlier than each one's date (given, or projected) plus `gap`. Weeks
   * count as days; "6 months" and "4 years" as calendar months (a dose given on the same day
   * six calendar months later is on time, even when that is 181 days).
   */
  after?: ReadonlyArray<{ dose: string; gap: Age }>;
  /** From this age on the dose is no longer given (SOURCE.md, "Upper age limits"). */
  until?: Age;
  /** Only for children of this sex (HPV: girls). */
  only?: Gender;
  /** A catch-up dose: not on the calendar, planned only for a child who starts late (plan.ts). */
  catchUp?: true;
  /** A repeat of this dose, planned because it was given too early to count (plan.ts). */
  repeatOf?: string;
}

// Grace periods (why these numbers: SOURCE.md). Birth doses are given in the maternity ward in
// the first days; infant doses have a month-wide window before the next visit; doses from 12
// months on are commonly given within two months of the due age.
const BIRTH_GRACE = 7;
const INFANT_GRACE = 30;
const LATER_GRACE = 60;

const FOUR_WEEKS = { days: 28 };
const EIGHT_WEEKS = { days: 56 };
const SIX_MONTHS = { months: 6 };
const FOUR_YEARS = { months: 48 };

const at = (months: number) => ({ months });
const infant = (id: string, vaccine: VaccineKey, dose: number, months: number, extra: Partial<ScheduledDose> = {}): ScheduledDose => ({
  id,
  vaccine,
  dose,
  age: at(months),
  graceDays: INFANT_GRACE,
  ...extra,
});
const later = (id: string, vaccine: VaccineKey, dose: number, months: number, extra: Partial<ScheduledDose> = {}): ScheduledDose => ({
  id,
  vaccine,
  dose,
  age: at(months),
  graceDays: LATER_GRACE,
  ...extra,
});
const follows = (dose: string, gap: Age) => [{ dose, gap }];

// WHO upper limits: the birth hepatitis B dose belongs to the newborn period (28 days; later
// the pentavalent doses carry hepatitis B); Hib and pneumococcal doses end at 5 years;
// rotavirus is not given from 24 months; whole-cell pertussis (AKDS) ends at 7 years. The
// pentavalent vaccine is the infant combination: past 12 months the plan names its antigens
// (DTP, hepatitis B, Hib) as separate catch-up doses and the clinic picks the product.
const NEWBORN = { days: 28 };
const INFANCY = at(12);
const FIVE_YEARS = at(60);
const SEVEN_YEARS = at(84);

export const SCHEDULE: readonly ScheduledDose[] = [
  { id: "hepb-0", vaccine: "hepB", dose: 1, age: { days: 0 }, graceDays: BIRTH_GRACE, until: NEWBORN },
  { id: "bcg", vaccine: "bcg", dose: 1, age: { days: 2 }, graceDays: BIRTH_GRACE },
  infant("penta-1", "penta", 1, 2, { after: follows("hepb-0", FOUR_WEEKS), until: INFANCY }),
  infant("opv-1", "opv", 1, 2),
  infant("pcv-1", "pcv", 1, 2, { until: FIVE_YEARS }),
  infant("rota-1", "rota", 1, 2, { until: at(24) }),
  infant("penta-2", "penta", 2, 3, { after: follows("penta-1", FOUR_WEEKS), until: INFANCY }),
  infant("opv-2", "opv", 2, 3, { after: follows("opv-1", FOUR_WEEKS) }),
  infant("pcv-2", "pcv", 2, 3, { after: follows("pcv-1", FOUR_WEEKS), until: FIVE_YEARS }),
  infant("rota-2", "rota", 2, 3, { after: follows("rota-1", FOUR_WEEKS), until: at(24) }),
  infant("penta-3", "penta", 3, 4, { after: follows("penta-2", FOUR_WEEKS), until: INFANCY }),
  infant("opv-3", "opv", 3, 4, { after: follows("opv-2", FOUR_WEEKS) }),
  infant("ipv-1", "ipv", 1, 4),
  // "rota-3" is retired: the course has been 2 doses of Rotarix since 2014 (SOURCE.md).
  later("pcv-3", "pcv", 3, 12, { after: follows("pcv-2", EIGHT_WEEKS), until: FIVE_YEARS }),
  later("mmr-1", "mmr", 1, 12),
  later("dtp-4", "dtp", 4, 16, { after: follows("penta-3", SIX_MONTHS), until: SEVEN_YEARS }),
  later("opv-4", "opv", 4, 16, { after: follows("opv-3", FOUR_WEEKS) }),
  later("mmr-2", "mmr", 2, 72, { after: follows("mmr-1", FOUR_WEEKS) }),
  // School entry (first grade, 7 years).
  later("opv-5", "opv", 5, 84, { after: follows("opv-4", FOUR_WEEKS) }),
  later("td-5", "td", 5, 84, { after: follows("dtp-4", FOUR_YEARS) }),
  // Girls from 9 years; the free programme covers girls up to 14 (SOURCE.md).
  later("hpv-1", "hpv", 1, 108, { until: at(180), only: "female" }),
  // The calendar's last dose.
  later("td-6", "td", 6, 192, { after: follows("td-5", FOUR_YEARS) }),
];

// Catch-up doses for a child who starts late (docs/vaccinations.md, "Catch-up table"): their
// `age` is the youngest age they are planned at, their dates come from the planner. Stable ids.
const catchUp = (id: string, vaccine: VaccineKey, dose: number, age: Age, until?: Age): ScheduledDose => ({
  id,
  vaccine,
  dose,
  age,
  graceDays: INFANT_GRACE,
  catchUp: true,
  ...(until ? { until } : {}),
});
const SIX_WEEKS = { days: 42 };

export const CATCH_UP_DOSES: readonly ScheduledDose[] = [
  catchUp("dtp-1", "dtp", 1, SIX_WEEKS, SEVEN_YEARS),
  catchUp("dtp-2", "dtp", 2, SIX_WEEKS, SEVEN_YEARS),
  catchUp("dtp-3", "dtp", 3, SIX_WEEKS, SEVEN_YEARS),
  catchUp("td-1", "td", 1, SEVEN_YEARS),
  catchUp("td-2", "td", 2, SEVEN_YEARS),
  catchUp("td-3", "td", 3, SEVEN_YEARS),
  catchUp("td-4", "td", 4, SEVEN_YEARS),
  catchUp("hepb-1", "hepB", 1, NEWBORN),
  catchUp("hepb-2", "hepB", 2, NEWBORN),
  catchUp("hepb-3", "hepB", 3, NEWBORN),
  catchUp("hib-1", "hib", 1, SIX_WEEKS, FIVE_YEARS),
  catchUp("hib-2", "hib", 2, SIX_WEEKS, FIVE_YEARS),
  catchUp("hib-3", "hib", 3, SIX_WEEKS, FIVE_YEARS),
];

/** Ids of doses no longer in the calendar; their stored marks are kept but not shown. */
export const RETIRED_DOSE_IDS: readonly string[] = ["rota-3"];

export const DOSE_IDS = SCHEDULE.map((dose) => dose.id) as [string, ...string[]];

/** The id of the repeat of a dose given too early to count ("penta-2" → "penta-2-repeat"). */
export const repeatId = (id: string) => `${id}-repeat`;
const REPEAT = /-repeat$/;

/** A calendar or catch-up dose by id, or the repeat of one (a catch-up dose with its age and limit). */
export function findDose(id: string): ScheduledDose | undefined {
  if (REPEAT.test(id)) {
    const base = findDose(id.replace(REPEAT, ""));
    return base && !base.repeatOf ? { ...base, id, catchUp: true, repeatOf: base.id, graceDays: INFANT_GRACE, after: undefined } : undefined;
  }
  return SCHEDULE.find((dose) => dose.id === id) ?? CATCH_UP_DOSES.find((dose) => dose.id === id);
}

/** True for a dose a parent can mark for a child of this sex: the calendar's or a catch-up dose. */
export function isDoseOf(id: string, gender: Gender): boolean {
  const dose = findDose(id);
  return dose !== undefined && (!dose.only || dose.only === gender);
}

/** The calendar's doses for a child of this sex. */
export function scheduleFor(gender: Gender): ScheduledDose[] {
  return SCHEDULE.filter((dose) => !dose.only || dose.only === gender);
}

/** The age in whole months at which the calendar gives a dose (0 for the birth doses), for grouping. */
export function ageMonthsOf(dose: ScheduledDose): number {
  return "months" in dose.age ? dose.age.months : 0;
}
