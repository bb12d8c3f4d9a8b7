import { describe, expect, it } from "vitest";
import { SCHEDULE, VACCINES, DOSE_IDS } from "@/lib/vaccinations/schedule";
import { addMonths, doseStates, dueDateOf, nextDose } from "@/lib/vaccinations/status";

const none = new Map<string, string>();
const stateOf = (birth: string, today: string, id: string, given = none) => doseStates(birth, today, given).find((s) => s.dose.id === id)!;

describe("the calendar data", () => {
  it("has unique stable ids, a named vaccine and a bounded grace period for every dose", () => {
    expect(new Set(DOSE_IDS).size).toBe(SCHEDULE.length);
    for (const dose of SCHEDULE) {
      expect(dose.id).toMatch(/^[a-z0-9-]{1,40}$/);
      expect(VACCINES[dose.vaccine].uz.length).toBeGreaterThan(0);
      expect(dose.graceDays).toBeGreaterThan(0);
      expect(dose.graceDays).toBeLessThanOrEqual(60);
    }
  });

  it("holds the national calendar's ages: birth BCG/HepB, 2-3-4 months, MMR at 12 months and 6 years", () => {
    const birth = "2025-01-15";
    const due = Object.fromEntries(SCHEDULE.map((d) => [d.id, dueDateOf(d, birth)]));
    expect(due["hepb-0"]).toBe("2025-01-15");
    expect(due["bcg"] <= "2025-01-20").toBe(true);
    expect([due["penta-1"], due["penta-2"], due["penta-3"]]).toEqual(["2025-03-15", "2025-04-15", "2025-05-15"]);
    expect([due["pcv-1"], due["pcv-2"], due["pcv-3"]]).toEqual(["2025-03-15", "2025-04-15", "2026-01-15"]);
    expect([due["rota-1"], due["rota-2"], due["rota-3"]]).toEqual(["2025-03-15", "2025-04-15", "2025-05-15"]);
    expect([due["mmr-1"], due["mmr-2"]]).toEqual(["2026-01-15", "2031-01-15"]);
    expect(due["dtp-4"]).toBe("2026-05-15");
    // No polio dose at birth in Uzbekistan's calendar (OPV-1 comes at 2 months); school entry at 7.
    expect(Object.keys(due).filter((id) => due[id] < "2025-03-15").sort()).toEqual(["bcg", "hepb-0"]);
    expect([due["opv-5"], due["td-5"]]).toEqual(["2032-01-15", "2032-01-15"]);
  });
});

describe("dose states on the Tashkent calendar day", () => {
  it("adds calendar months, clamping the 31st to the month's last day", () => {
    expect(addMonths("2025-12-31", 2)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-15", 72)).toBe("2031-03-15");
  });

  it("is upcoming the day before the due date, due on it and through the grace period, overdue the day after", () => {
    const birth = "2025-01-15"; // penta-1 due 2025-03-15, grace 30 days: due through 2025-04-14
    expect(stateOf(birth, "2025-03-14", "penta-1").status).toBe("upcoming");
    expect(stateOf(birth, "2025-03-15", "penta-1").status).toBe("due");
    expect(stateOf(birth, "2025-04-14", "penta-1")).toMatchObject({ status: "due", overdueAfter: "2025-04-14" });
    expect(stateOf(birth, "2025-04-15", "penta-1").status).toBe("overdue");
  });

  it("is done with its date whatever the day, and the next dose is the earliest not done", () => {
    const birth = "2025-01-15";
    const given = new Map([["hepb-0", "2025-01-15"], ["bcg", "2025-01-17"]]);
    expect(stateOf(birth, "2025-09-01", "bcg", given)).toMatchObject({ status: "done", givenOn: "2025-01-17" });
    const next = nextDose(doseStates(birth, "2025-02-01", given));
    expect(next?.dose.id).toBe("penta-1");
    expect(next?.status).toBe("upcoming");
    expect(nextDose(doseStates(birth, "2025-02-01", new Map(SCHEDULE.map((d) => [d.id, "2025-02-01"]))))).toBeNull();
  });

  it("uses real age: the birth date alone sets the due dates (no prematurity correction)", () => {
    // doseStates takes no gestational weeks at all: a baby born at 30 weeks gets penta-1 at 2 months of real age.
    expect(stateOf("2025-01-15", "2025-03-15", "penta-1").status).toBe("due");
  });
});
