// Small helpers for the planner's tests: a child of an age on a fixed day, marks, and the plan
// read back as ids and days.
import type { Gender } from "@/lib/children/enums";
import { addDays, addMonths, type DoseMark } from "@/lib/vaccinations/dates";
import { calendarOf, type DoseState } from "@/lib/vaccinations/status";

export const TODAY = "2026-03-10";

/** The birth date of a child who is `months` months and `days` days old on TODAY. */
export const bornAgo = (months: number, days = 0) => addDays(addMonths(TODAY, -months), -days);

export const given = (date: string): DoseMark => ({ kind: "given", date, onSchedule: false });

export interface Case {
  birthDate: string;
  gender?: Gender;
  marks?: Record<string, DoseMark>;
  today?: string;
}

export function planned(c: Case) {
  const calendar = calendarOf({ birthDate: c.birthDate, gender: c.gender ?? "male" }, c.today ?? TODAY, new Map(Object.entries(c.marks ?? {})));
  const on = new Map(calendar.visits.flatMap((v) => v.doses.map((d) => [d.dose.id, d.on] as const)));
  const state = (id: string): DoseState | undefined => calendar.states.find((s) => s.dose.id === id);
  return {
    calendar,
    visits: calendar.visits.map((v) => ({ date: v.date, ids: v.doses.map((d) => d.dose.id) })),
    ids: [...on.keys()],
    on: (id: string) => on.get(id),
    state,
    /** Days from dose a to dose b (both planned or given). */
    gap: (a: string, b: string) => {
      const day = (id: string) => on.get(id) ?? state(id)?.givenOn;
      const [x, y] = [day(a), day(b)];
      if (!x || !y) throw new Error(`${a} or ${b} is not in the plan`);
      return Math.round((Date.parse(y) - Date.parse(x)) / 86_400_000);
    },
  };
}
