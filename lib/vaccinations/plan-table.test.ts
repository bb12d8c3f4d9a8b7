// The catch-up table, case by case: children of many ages and histories, each case naming the row
// of docs/vaccinations.md ("Catch-up table") it checks. The rows are WHO's "Recommendations for
// interrupted or delayed routine immunization" (2023) and the national calendar of Uzbekistan.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATCH_UP_ROWS } from "@/lib/vaccinations/catch-up-rules";
import { addDays, addMonths } from "@/lib/vaccinations/dates";
import { TODAY, bornAgo, given, planned, type Case } from "@/lib/vaccinations/plan-helpers.test-utils";

type Check = (p: ReturnType<typeof planned>, c: Case) => void;
interface TableCase extends Case {
  row: string;
  title: string;
  check: Check;
}

const has = (...ids: string[]): Check => (p) => expect(p.ids).toEqual(expect.arrayContaining(ids));
const lacks = (...ids: string[]): Check => (p) => ids.forEach((id) => expect(p.ids).not.toContain(id));
const today = (...ids: string[]): Check => (p) => ids.forEach((id) => expect(p.on(id), id).toBe(TODAY));
const gapAtLeast = (a: string, b: string, days: number): Check => (p) => expect(p.gap(a, b), `${a} → ${b}`).toBeGreaterThanOrEqual(days);
const gapIs = (a: string, b: string, days: number): Check => (p) => expect(p.gap(a, b), `${a} → ${b}`).toBe(days);
const count = (pattern: RegExp, n: number): Check => (p) => expect(p.ids.filter((id) => pattern.test(id)), String(pattern)).toHaveLength(n);
const all = (...checks: Check[]): Check => (p, c) => checks.forEach((check) => check(p, c));
const tooEarly = (id: string, reason: string | null): Check => (p) => expect(p.state(id)!.tooEarly, id).toBe(reason);
const onAge = (id: string, months: number): Check => (p, c) => expect(p.on(id)).toBe(addMonths(c.birthDate, months));

const infant3 = (birth: string) => ({ "penta-1": given(addMonths(birth, 2)), "penta-2": given(addMonths(birth, 3)), "penta-3": given(addMonths(birth, 4)) });

const CASES: TableCase[] = [
  // Diphtheria-tetanus-containing series.
  { row: "dt-infant", title: "newborn: the national 6 doses, penta at 2, 3, 4 months", birthDate: TODAY, check: all(has("penta-1", "penta-2", "penta-3", "dtp-4", "td-5", "td-6"), onAge("penta-1", 2), count(/^(penta|dtp|td)-/, 6)) },
  { row: "dt-infant", title: "5 months, penta-1 given 5 days ago: penta-2 28 days after it, penta-3 28 days later", birthDate: bornAgo(5), marks: { "penta-1": given(addDays(TODAY, -5)) }, check: all(gapIs("penta-1", "penta-2", 28), gapIs("penta-2", "penta-3", 28)) },
  { row: "dt-infant", title: "7 months, nothing: penta-1 today, 4 weeks between doses", birthDate: bornAgo(7), check: all(today("penta-1"), gapIs("penta-1", "penta-2", 28), gapIs("penta-2", "penta-3", 28)) },
  { row: "dt-infant", title: "18 months with the 3 infant doses: the DTP booster today, 6 months after the third", birthDate: bornAgo(18), marks: infant3(bornAgo(18)), check: all(today("dtp-4"), gapAtLeast("penta-3", "dtp-4", 183), onAge("td-5", 84)) },
  { row: "dt-child", title: "3.5 years, nothing: DTP (not penta) today, 4 weeks, then 6 months, then a booster a year later", birthDate: bornAgo(42), check: all(today("dtp-1"), lacks("penta-1", "penta-2", "penta-3"), gapIs("dtp-1", "dtp-2", 28), gapAtLeast("dtp-2", "dtp-3", 183), gapAtLeast("dtp-3", "dtp-4", 365), onAge("td-5", 84)) },
  { row: "dt-child", title: "3.5 years, penta-1 in infancy: resumes with dose 2, never restarts", birthDate: bornAgo(42), marks: { "penta-1": given(addMonths(bornAgo(42), 2)) }, check: all(today("dtp-2"), lacks("dtp-1", "penta-2")) },
  { row: "dt-child", title: "6.5 years, nothing: the third dose falls past 7 years and is Td", birthDate: bornAgo(78), check: all(today("dtp-1"), has("dtp-2", "td-3"), lacks("dtp-3")) },
  { row: "dt-child", title: "penta-3 given at 6 years 9 months: no whole-cell booster past 7, a Td booster a year later", birthDate: bornAgo(82), marks: { ...infant3(bornAgo(82)), "penta-3": given(addDays(TODAY, -10)) }, check: all(lacks("dtp-4"), has("td-4"), gapAtLeast("penta-3", "td-4", 365)) },
  { row: "dt-from-7", title: "12 years, nothing: 5 Td doses (4 weeks, 6 months, 1 year, 1 year), no sixth", birthDate: bornAgo(144), check: all(today("td-1"), count(/^td-/, 5), lacks("td-6"), gapIs("td-1", "td-2", 28), gapAtLeast("td-2", "td-3", 183), gapAtLeast("td-3", "td-4", 365), gapAtLeast("td-4", "td-5", 365)) },
  { row: "dt-from-7", title: "16 years, nothing: never two Td doses on one day", birthDate: bornAgo(192), check: all(today("td-1"), count(/^td-/, 5), gapIs("td-1", "td-2", 28)) },
  { row: "dt-from-7", title: "8 years, infant doses and the 16-month booster given, school Td missed: Td today, the 16-year dose later", birthDate: bornAgo(96), marks: { ...infant3(bornAgo(96)), "dtp-4": given(addMonths(bornAgo(96), 16)) }, check: all(today("td-5"), onAge("td-6", 192)) },
  // Hepatitis B.
  { row: "hepb-all", title: "newborn: the birth dose today, then hepatitis B inside penta (no separate doses)", birthDate: TODAY, check: all(today("hepb-0"), lacks("hepb-1", "hepb-2", "hepb-3")) },
  { row: "hepb-all", title: "10 days old, no birth dose: it is still given in the newborn period, today", birthDate: bornAgo(0, 10), check: all(today("hepb-0")) },
  { row: "hepb-all", title: "birth dose given late at 20 days: penta-1 at least 4 weeks after it", birthDate: bornAgo(1, 25), marks: { "hepb-0": given(addDays(bornAgo(1, 25), 20)) }, check: all(gapAtLeast("hepb-0", "penta-1", 28)) },
  { row: "hepb-all", title: "3.5 years with the birth dose only: 2 more doses, 3 in all", birthDate: bornAgo(42), marks: { "hepb-0": given(bornAgo(42)) }, check: all(has("hepb-1", "hepb-2"), lacks("hepb-3"), gapIs("hepb-1", "hepb-2", 28)) },
  { row: "hepb-all", title: "12 years, nothing: 3 doses 4 weeks apart", birthDate: bornAgo(144), check: all(today("hepb-1"), gapIs("hepb-1", "hepb-2", 28), gapIs("hepb-2", "hepb-3", 28)) },
  { row: "hepb-all", title: "17 years, nothing: still 3 doses (unvaccinated up to 18)", birthDate: bornAgo(204), check: count(/^hepb-/, 3) },
  { row: "hepb-all", title: "3.5 years, penta-1 and penta-2 in infancy: one hepatitis B dose left", birthDate: bornAgo(42), marks: { "penta-1": given(addMonths(bornAgo(42), 2)), "penta-2": given(addMonths(bornAgo(42), 3)) }, check: all(has("hepb-3"), count(/^hepb-/, 1)) },
  // Hib.
  { row: "hib-infant", title: "7 months, nothing: Hib rides on penta, no separate dose", birthDate: bornAgo(7), check: lacks("hib-1", "hib-2", "hib-3") },
  { row: "hib-infant", title: "11.5 months, nothing: penta-1 today, the rest as separate Hib and DTP doses past 12 months", birthDate: bornAgo(11, 15), check: all(today("penta-1"), has("hib-2", "dtp-2"), lacks("penta-2")) },
  { row: "hib-12-59m", title: "3.5 years, nothing: one Hib dose", birthDate: bornAgo(42), check: all(today("hib-1"), count(/^hib-/, 1)) },
  { row: "hib-12-59m", title: "3.5 years, one infant penta: one more Hib dose, not a full course", birthDate: bornAgo(42), marks: { "penta-1": given(addMonths(bornAgo(42), 2)) }, check: all(today("hib-2"), lacks("hib-3")) },
  { row: "hib-from-5", title: "5.5 years, nothing: no Hib for a healthy child", birthDate: bornAgo(66), check: count(/^hib-/, 0) },
  // Pneumococcal.
  { row: "pcv-infant", title: "newborn: 2 primary doses and a booster at 12 months, 8 weeks after the second", birthDate: TODAY, check: all(has("pcv-1", "pcv-2", "pcv-3"), onAge("pcv-3", 12), gapAtLeast("pcv-2", "pcv-3", 56)) },
  { row: "pcv-12-23m", title: "14 months, nothing: 2 doses 8 weeks apart, no third", birthDate: bornAgo(14), check: all(today("pcv-1"), gapIs("pcv-1", "pcv-2", 56), lacks("pcv-3")) },
  { row: "pcv-24-59m", title: "3.5 years, nothing: one dose", birthDate: bornAgo(42), check: all(today("pcv-1"), lacks("pcv-2", "pcv-3")) },
  { row: "pcv-24-59m", title: "3 years, two infant doses: the booster today and nothing more", birthDate: bornAgo(36), marks: { "pcv-1": given(addMonths(bornAgo(36), 2)), "pcv-2": given(addMonths(bornAgo(36), 3)) }, check: today("pcv-3") },
  { row: "pcv-from-5", title: "6 years, nothing: no pneumococcal dose", birthDate: bornAgo(72), check: count(/^pcv-/, 0) },
  // Polio.
  { row: "opv-under-7", title: "3.5 years, nothing: the national 5 OPV doses 4 weeks apart and IPV today", birthDate: bornAgo(42), check: all(today("opv-1", "ipv-1"), count(/^opv-/, 5), gapIs("opv-1", "opv-2", 28), gapIs("opv-2", "opv-3", 28)) },
  { row: "opv-from-7", title: "12 years, nothing: 3 OPV doses and IPV", birthDate: bornAgo(144), check: all(count(/^opv-/, 3), today("ipv-1")) },
  { row: "ipv-all", title: "newborn: IPV at 4 months with penta-3", birthDate: TODAY, check: onAge("ipv-1", 4) },
  // Rotavirus.
  { row: "rota-under-2", title: "3 months, nothing: rota-1 today and rota-2 4 weeks after it (never before)", birthDate: bornAgo(3), check: all(today("rota-1"), gapIs("rota-1", "rota-2", 28)) },
  { row: "rota-under-2", title: "22 months, rota-1 given 10 days ago: rota-2 in 18 days with the age-limit note", birthDate: bornAgo(22), marks: { "rota-1": given(addDays(TODAY, -10)) }, check: (p) => { expect(p.on("rota-2")).toBe(addDays(TODAY, 18)); expect(p.state("rota-2")!.status).toBe("upcoming"); } },
  { row: "rota-under-2", title: "23 months 20 days, rota-1 given 2 days ago: rota-2 would fall past 24 months, not planned", birthDate: addDays(bornAgo(24), 10), marks: { "rota-1": given(addDays(TODAY, -2)) }, check: (p) => { expect(p.ids).not.toContain("rota-2"); expect(p.state("rota-2")).toMatchObject({ status: "no_longer_given", dropped: "interval_past_limit" }); } },
  { row: "rota-from-2", title: "25 months, nothing: rotavirus never started", birthDate: bornAgo(25), check: count(/^rota-/, 0) },
  // Measles-mumps-rubella.
  { row: "mmr-all", title: "10 months: MMR-1 at 12 months", birthDate: bornAgo(10), check: onAge("mmr-1", 12) },
  { row: "mmr-all", title: "3.5 years, nothing: MMR-1 today, MMR-2 at 6 years", birthDate: bornAgo(42), check: all(today("mmr-1"), onAge("mmr-2", 72)) },
  { row: "mmr-all", title: "8 years, nothing: two doses 4 weeks apart", birthDate: bornAgo(96), check: all(today("mmr-1"), gapIs("mmr-1", "mmr-2", 28)) },
  // BCG.
  { row: "bcg-all", title: "newborn: BCG on day 2", birthDate: TODAY, check: (p) => expect(p.on("bcg")).toBe(addDays(TODAY, 2)) },
  { row: "bcg-all", title: "3.5 years, nothing: BCG today, last in the visit (the Mantoux test comes first)", birthDate: bornAgo(42), check: (p) => expect(p.visits[0].ids.at(-1)).toBe("bcg") },
  // HPV.
  { row: "hpv-girls", title: "girl of 12, nothing: HPV today", birthDate: bornAgo(144), gender: "female", check: today("hpv-1") },
  { row: "hpv-girls", title: "boy of 12: no HPV in the national programme", birthDate: bornAgo(144), gender: "male", check: lacks("hpv-1") },
  { row: "hpv-girls", title: "girl of 5: HPV at 9 years", birthDate: bornAgo(60), gender: "female", check: onAge("hpv-1", 108) },
  { row: "hpv-from-15", title: "girl of 16: past the programme's age", birthDate: bornAgo(192), gender: "female", check: lacks("hpv-1") },
  // Doses given too early (docs/vaccinations.md, "Doses given too early"): they do not count and the plan repeats them.
  { row: "dt-infant", title: "4 months, penta-2 given 10 days after penta-1: too soon, repeated 4 weeks after it, penta-3 4 weeks later", birthDate: bornAgo(4), marks: { "penta-1": given(addDays(TODAY, -40)), "penta-2": given(addDays(TODAY, -30)) }, check: all(tooEarly("penta-2", "too_soon"), today("penta-2-repeat"), gapAtLeast("penta-2", "penta-2-repeat", 28), gapIs("penta-2-repeat", "penta-3", 28), lacks("hepb-2", "hib-2")) },
  { row: "dt-infant", title: "3 months, penta-1 given at 4 weeks of age: too young (6 weeks), repeated today", birthDate: bornAgo(3), marks: { "penta-1": given(addDays(bornAgo(3), 28)) }, check: all(tooEarly("penta-1", "too_young"), today("penta-1-repeat"), gapIs("penta-1-repeat", "penta-2", 28)) },
  { row: "dt-infant", title: "penta-2 too soon and its repeat marked given: it counts, nothing more is repeated", birthDate: bornAgo(5), marks: { "penta-1": given(addDays(TODAY, -70)), "penta-2": given(addDays(TODAY, -60)), "penta-2-repeat": given(addDays(TODAY, -30)) }, check: all(lacks("penta-2-repeat"), today("penta-3"), gapIs("penta-2-repeat", "penta-3", 30)) },
  { row: "dt-child", title: "DTP-3 given 6 calendar months after DTP-2 (181 days, Aug 31 to Feb 28) counts: months are calendar months", birthDate: "2022-01-15", marks: { "dtp-1": given("2025-07-31"), "dtp-2": given("2025-08-31"), "dtp-3": given("2026-02-28") }, check: all(tooEarly("dtp-3", null), lacks("dtp-3-repeat")) },
  { row: "dt-child", title: "DTP-3 given one day short of 6 calendar months after DTP-2: too soon, repeated 6 months after it", birthDate: "2022-01-15", marks: { "dtp-1": given("2025-07-31"), "dtp-2": given("2025-08-31"), "dtp-3": given("2026-02-27") }, check: all(tooEarly("dtp-3", "too_soon"), (p) => expect(p.on("dtp-3-repeat")).toBe("2026-08-27")) },
  { row: "mmr-all", title: "MMR-1 given at 8 months: before the 9-month minimum age, repeated; MMR-2 still at 6 years", birthDate: bornAgo(14), marks: { "mmr-1": given(addMonths(bornAgo(14), 8)) }, check: all(tooEarly("mmr-1", "too_young"), today("mmr-1-repeat"), onAge("mmr-2", 72)) },
  { row: "rota-under-2", title: "rota-2 given 2 weeks after rota-1 at 5 months: too soon, repeated 4 weeks after it", birthDate: bornAgo(5), marks: { "rota-1": given(addDays(TODAY, -20)), "rota-2": given(addDays(TODAY, -6)) }, check: all(tooEarly("rota-2", "too_soon"), (p) => expect(p.on("rota-2-repeat")).toBe(addDays(TODAY, 22))) },
];

describe("the catch-up table, case by case", () => {
  it.each(CASES)("$row: $title", (c) => c.check(planned(c), c));

  it("has at least 40 cases, each naming a row of the data that docs/vaccinations.md explains", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const docs = readFileSync("docs/vaccinations.md", "utf8");
    for (const { row } of CASES) {
      expect(CATCH_UP_ROWS.map((r) => r.row)).toContain(row);
      expect(docs, row).toContain(`\`${row}\``);
    }
  });
});

describe("the plan as visits (issue 33, Done when)", () => {
  it("the unvaccinated 3.5-year-old's first visit is today and holds one dose of each series", () => {
    const p = planned({ birthDate: bornAgo(42) });
    expect(p.visits[0].date).toBe(TODAY);
    expect(p.visits[0].ids.sort()).toEqual(["bcg", "dtp-1", "hepb-1", "hib-1", "ipv-1", "mmr-1", "opv-1", "pcv-1"]);
    expect(p.calendar.visits[0].doses.map((d) => d.series).sort()).toEqual([...new Set(p.calendar.visits[0].doses.map((d) => d.series))].sort());
  });

  it("the unvaccinated 12-year-old's plan has a Td series and hepatitis B", () => {
    const p = planned({ birthDate: bornAgo(144) });
    expect(p.ids).toEqual(expect.arrayContaining(["td-1", "td-2", "td-3", "hepb-1", "hepb-2", "hepb-3"]));
  });

  it("a dose marked given on another day moves the later visits", () => {
    const birthDate = bornAgo(42);
    const later = addDays(TODAY, 10);
    const p = planned({ birthDate, today: later, marks: { "dtp-1": given(later) } });
    expect(p.on("dtp-2")).toBe(addDays(later, 28));
  });
});
