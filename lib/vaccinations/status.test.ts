import { describe, expect, it } from "vitest";
import { SCHEDULE, VACCINES, DOSE_IDS, findDose, scheduleFor } from "@/lib/vaccinations/schedule";
import {
  addDays,
  addMonths,
  calendarOf,
  catchUpDoses,
  doseStates,
  dueDateOf,
  nextDose,
  onTimeMarks,
  progressOf,
  type DoseMark,
  type VaccinatedChild,
} from "@/lib/vaccinations/status";

const girl = (birthDate: string): VaccinatedChild => ({ birthDate, gender: "female" });
const boy = (birthDate: string): VaccinatedChild => ({ birthDate, gender: "male" });
const given = (date: string): DoseMark => ({ kind: "given", date, onSchedule: false });
const marks = (entries: Record<string, DoseMark> = {}) => new Map(Object.entries(entries));
const stateOf = (child: VaccinatedChild, today: string, id: string, m = marks()) => doseStates(child, today, m).find((s) => s.dose.id === id)!;

describe("the calendar data", () => {
  it("has unique stable ids, a named vaccine, a bounded grace period and intervals that point back to earlier doses", () => {
    expect(new Set(DOSE_IDS).size).toBe(SCHEDULE.length);
    SCHEDULE.forEach((dose, index) => {
      expect(dose.id).toMatch(/^[a-z0-9-]{1,40}$/);
      expect(VACCINES[dose.vaccine].uz.length).toBeGreaterThan(0);
      expect(dose.graceDays).toBeGreaterThan(0);
      expect(dose.graceDays).toBeLessThanOrEqual(60);
      for (const { dose: earlier, gap } of dose.after ?? []) {
        expect(SCHEDULE.findIndex((d) => d.id === earlier), `${dose.id} after ${earlier}`).toBeLessThan(index);
        expect("days" in gap ? gap.days : gap.months * 28).toBeGreaterThanOrEqual(28);
      }
    });
  });

  it("holds the national calendar's ages: birth HepB and BCG, 2-3-4 months, MMR at 12 months and 6 years, school entry, HPV for girls at 9, Td at 16", () => {
    const birth = "2025-01-15";
    const due = Object.fromEntries(SCHEDULE.map((d) => [d.id, dueDateOf(d, birth)]));
    expect(due["hepb-0"]).toBe("2025-01-15");
    expect(due["bcg"] <= "2025-01-20").toBe(true);
    expect([due["penta-1"], due["penta-2"], due["penta-3"]]).toEqual(["2025-03-15", "2025-04-15", "2025-05-15"]);
    expect([due["pcv-1"], due["pcv-2"], due["pcv-3"]]).toEqual(["2025-03-15", "2025-04-15", "2026-01-15"]);
    // Rotarix since 2014: two doses, at 2 and 3 months (SOURCE.md); "rota-3" is retired.
    expect([due["rota-1"], due["rota-2"], due["rota-3"]]).toEqual(["2025-03-15", "2025-04-15", undefined]);
    expect(findDose("rota-3")).toBeUndefined();
    expect([due["mmr-1"], due["mmr-2"]]).toEqual(["2026-01-15", "2031-01-15"]);
    expect(due["dtp-4"]).toBe("2026-05-15");
    expect(Object.keys(due).filter((id) => due[id] < "2025-03-15").sort()).toEqual(["bcg", "hepb-0"]);
    expect([due["opv-5"], due["td-5"], due["hpv-1"], due["td-6"]]).toEqual(["2032-01-15", "2032-01-15", "2034-01-15", "2041-01-15"]);
    // The list ends with the calendar's last dose, Td at 16 years.
    expect(SCHEDULE.at(-1)!.id).toBe("td-6");
  });

  it("gives HPV to girls only", () => {
    expect(scheduleFor("female").map((d) => d.id)).toContain("hpv-1");
    expect(scheduleFor("male").map((d) => d.id)).not.toContain("hpv-1");
  });
});

describe("dose states on the Tashkent calendar day", () => {
  it("adds calendar months, clamping the 31st to the month's last day", () => {
    expect(addMonths("2025-12-31", 2)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-15", 72)).toBe("2031-03-15");
  });

  it("is upcoming the day before the due date, due on it and through the grace period, overdue the day after", () => {
    const child = girl("2025-01-15"); // penta-1 due 2025-03-15, grace 30 days: due through 2025-04-14
    expect(stateOf(child, "2025-03-14", "penta-1").status).toBe("upcoming");
    expect(stateOf(child, "2025-03-15", "penta-1").status).toBe("due");
    expect(stateOf(child, "2025-04-14", "penta-1")).toMatchObject({ status: "due", overdueAfter: "2025-04-14" });
    expect(stateOf(child, "2025-04-15", "penta-1").status).toBe("overdue");
  });

  it("uses real age: the birth date alone sets the due dates (no prematurity correction)", () => {
    // doseStates takes no gestational age at all: a baby born at 30 weeks gets penta-1 at 2 months of real age.
    expect(stateOf(girl("2025-01-15"), "2025-03-15", "penta-1").status).toBe("due");
  });
});

describe("minimum intervals (WHO)", () => {
  it("a 5-month-old whose penta-1 was given 5 days ago has penta-2 due 28 days after it, and penta-3 28 days later", () => {
    const child = boy("2025-01-10");
    const today = "2025-06-15"; // 5 months and 5 days
    const m = marks({ "penta-1": given(addDays(today, -5)) });
    const penta2 = stateOf(child, today, "penta-2", m);
    expect(penta2.dueOn).toBe(addDays(addDays(today, -5), 28));
    expect(penta2.status).toBe("upcoming");
    expect(stateOf(child, today, "penta-3", m).dueOn).toBe(addDays(penta2.dueOn, 28));
    expect(catchUpDoses(doseStates(child, today, m)).map((s) => s.dose.id)).not.toContain("penta-2");
  });

  it("keeps the calendar's age when the previous dose was on time, and counts from the date marked", () => {
    const child = girl("2025-01-15");
    expect(stateOf(child, "2025-04-01", "penta-2", marks({ "penta-1": given("2025-03-15") })).dueOn).toBe("2025-04-15");
    expect(stateOf(child, "2025-04-01", "penta-2", marks({ "penta-1": given("2025-03-30") })).dueOn).toBe("2025-04-27");
  });

  it("gives MMR-2 at least 4 weeks after MMR-1, and the HepB dose of penta-1 4 weeks after a late birth dose", () => {
    const child = girl("2020-01-15");
    const late = stateOf(child, "2026-01-10", "mmr-2", marks({ "mmr-1": given("2025-12-25") }));
    expect(late.dueOn).toBe("2026-01-22");
    expect(late.status).toBe("upcoming");
    const baby = girl("2025-01-15");
    expect(stateOf(baby, "2025-03-01", "penta-1", marks({ "hepb-0": given("2025-02-28") })).dueOn).toBe("2025-03-28");
  });

  it("sets no interval from a dose marked not needed", () => {
    const child = girl("2025-01-15");
    const m = marks({ "rota-1": { kind: "not_needed" } });
    expect(stateOf(child, "2025-04-20", "rota-2", m).dueOn).toBe("2025-04-15");
  });
});

describe("catch-up, next dose and age limits", () => {
  // Issue 33 replaced issue 26's rule ("next" = the earliest dose on schedule, here MMR-2 in
  // 2028): next is the first dose of the plan's first visit, today, and the catch-up list names
  // the antigens (DTP, hepatitis B, Hib) instead of the infant combination.
  it("a 3.5-year-old with nothing marked: the next vaccine is today's first catch-up dose, not a birth dose and not MMR-2 years ahead", () => {
    const child = boy("2022-06-01");
    const today = "2025-12-01";
    const calendar = calendarOf(child, today, marks());
    const next = nextDose(calendar)!;
    expect(next.dose.id).toBe("dtp-1");
    expect(next.plannedOn).toBe(today);
    const byId = Object.fromEntries(calendar.states.map((s) => [s.dose.id, s.status]));
    expect(byId["hepb-0"]).toBe("no_longer_given");
    expect([byId["rota-1"], byId["rota-2"]]).toEqual(["no_longer_given", "no_longer_given"]);
    expect([byId["penta-1"], byId["pcv-2"], byId["pcv-3"]]).toEqual(["no_longer_given", "no_longer_given", "no_longer_given"]);
    const catchUp = catchUpDoses(calendar.states).map((s) => s.dose.id);
    expect(catchUp).toEqual(expect.arrayContaining(["bcg", "dtp-1", "hepb-1", "hib-1", "opv-1", "pcv-1", "mmr-1"]));
    expect(catchUp).not.toContain("hepb-0");
    expect(catchUp).not.toContain("dtp-2");
  });

  it("keeps late birth doses as the next visit, and past its age the birth HepB dose is no longer given", () => {
    const child = girl("2025-01-01");
    expect(nextDose(calendarOf(child, "2025-01-01", marks()))!.dose.id).toBe("hepb-0");
    const week2 = doseStates(child, "2025-01-11", marks());
    // Issue 33: a late birth dose is today's visit, so it is "next" (issue 26 had moved it out).
    expect(nextDose(calendarOf(child, "2025-01-11", marks()))!.dose.id).toBe("hepb-0");
    expect(catchUpDoses(week2).map((s) => s.dose.id)).toEqual(["hepb-0", "bcg"]);
    expect(stateOf(child, "2025-01-28", "hepb-0").status).toBe("overdue");
    expect(stateOf(child, "2025-01-29", "hepb-0")).toMatchObject({ status: "no_longer_given", notAfter: "2025-01-28" });
  });

  it("ends rotavirus at 24 months, the infant combination at 12 months and Hib and pneumococcal doses at 5 years", () => {
    const child = girl("2023-01-15");
    expect(stateOf(child, "2025-01-14", "rota-1").status).toBe("overdue");
    expect(stateOf(child, "2025-01-15", "rota-1").status).toBe("no_longer_given");
    // Issue 33: past infancy the pentavalent dose is replaced by separate DTP, HepB and Hib doses.
    expect(stateOf(child, "2024-01-14", "penta-1").status).toBe("overdue");
    expect(stateOf(child, "2024-01-15", "penta-1")).toMatchObject({ status: "no_longer_given", dropped: "replaced" });
    expect(stateOf(child, "2028-01-14", "hib-1").status).toBe("overdue");
    expect(stateOf(child, "2028-01-15", "hib-1")).toBeUndefined();
    expect(stateOf(child, "2028-01-15", "pcv-1").status).toBe("no_longer_given");
    // A dose given before the limit stays done.
    expect(stateOf(child, "2026-01-01", "rota-1", marks({ "rota-1": given("2023-03-20") })).status).toBe("done");
  });

  it("is no longer given when its earliest day after the minimum interval falls past its age limit: never next, never a due date past the limit", () => {
    // Born 2023-01-15: rotavirus is given until 2025-01-14. rota-1 given on 2024-12-31 puts the
    // earliest rota-2 on 2025-01-28, past the limit, so it is not shown as the next vaccine.
    const child = girl("2023-01-15");
    const m = marks({ "rota-1": given("2024-12-31") });
    const rota2 = stateOf(child, "2025-01-02", "rota-2", m);
    expect(rota2).toMatchObject({ dueOn: "2025-01-28", notAfter: "2025-01-14", status: "no_longer_given" });
    expect(nextDose(calendarOf(child, "2025-01-02", m))!.dose.id).not.toBe("rota-2");
    // The same for the pertussis booster: penta-3 given at 6 years 9 months, dtp-4 only 6 months later, past 7 years.
    const boy7 = boy("2019-01-15");
    expect(stateOf(boy7, "2025-10-20", "dtp-4", marks({ "penta-3": given("2025-10-15") })).status).toBe("no_longer_given");
    // Within the limit the interval only moves the date.
    expect(stateOf(child, "2024-06-02", "rota-2", marks({ "rota-1": given("2024-06-01") }))).toMatchObject({ dueOn: "2024-06-29", status: "upcoming" });
  });

  it("is not_needed when the parent says the clinic uses another schedule: never overdue, never counted", () => {
    const child = girl("2025-01-15");
    const today = "2025-09-01";
    const m = marks({ "hepb-0": given("2025-01-15"), bcg: given("2025-01-17"), "ipv-1": { kind: "not_needed" } });
    const states = doseStates(child, today, m);
    expect(states.find((s) => s.dose.id === "ipv-1")!.status).toBe("not_needed");
    expect(catchUpDoses(states).map((s) => s.dose.id)).not.toContain("ipv-1");
    const withoutMark = progressOf(doseStates(child, today, marks({ "hepb-0": given("2025-01-15"), bcg: given("2025-01-17") })));
    expect(progressOf(states)).toEqual({ done: 2, of: withoutMark.of - 1 });
  });
});

describe("all given on time, in one step", () => {
  it("marks every dose due before today at its due date, keeps the parent's marks, and follows a late date the parent gave", () => {
    const child = girl("2025-01-15");
    const today = "2025-05-01";
    const result = onTimeMarks(child, today, marks({ "penta-1": given("2025-03-25"), "rota-1": { kind: "not_needed" } }));
    expect(result.get("hepb-0")).toEqual({ kind: "given", date: "2025-01-15", onSchedule: true });
    expect(result.get("penta-1")).toEqual(given("2025-03-25"));
    expect(result.get("rota-1")).toEqual({ kind: "not_needed" });
    // penta-2 is 4 weeks after the parent's penta-1, so on 2025-04-22, before today.
    expect(result.get("penta-2")).toEqual({ kind: "given", date: "2025-04-22", onSchedule: true });
    // Not yet due: not marked.
    expect(result.has("penta-3")).toBe(false);
    expect(result.has("mmr-1")).toBe(false);
  });
});
