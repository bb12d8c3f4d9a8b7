import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { correctedAge, correctedAgeLabel, dueDate, gestationWeeks, POSTMENSTRUAL_AGE_TERM, showsPostMenstrualAge } from "@/lib/children/corrected-age";

describe("correctedAge", () => {
  it("counts from the due date: a 28-week baby at 3 months is a newborn", () => {
    expect(dueDate("2025-01-01", 28)).toBe("2025-03-26"); // 84 days later
    expect(correctedAge("2025-01-01", 28, "2025-04-01")).toEqual({ days: 6, months: 0, postMenstrualDays: 28 * 7 + 90 });
    expect(correctedAge("2025-01-01", 28, "2025-06-26")!.months).toBe(3);
  });

  it("is negative before the due date, with months 0", () => {
    expect(correctedAge("2025-01-01", 30, "2025-01-01")).toEqual({ days: -70, months: 0, postMenstrualDays: 210 });
  });

  it("applies only to babies born before 37 weeks, until 24 months of real age", () => {
    expect(correctedAge("2025-01-01", 37, "2025-02-01")).toBeNull();
    expect(correctedAge("2025-01-01", null, "2025-02-01")).toBeNull();
    expect(correctedAge("2023-01-01", 30, "2024-12-30")!.days).toBe(729 - 70);
    expect(correctedAge("2023-01-01", 30, "2024-12-31")).toBeNull(); // 730 days: 24 months reached
    expect(() => correctedAge("2025-01-02", 30, "2025-01-01")).toThrow(RangeError);
  });
});

describe("weeks and days of gestation", () => {
  it("counts 30+6 as 30 weeks 6 days, not 30: the due date is 6 days nearer", () => {
    const thirtySix = gestationWeeks({ gestationalWeeks: 30, gestationalDays: 6 })!;
    expect(dueDate("2025-01-01", 30)).toBe("2025-03-12"); // 70 days
    expect(dueDate("2025-01-01", thirtySix)).toBe("2025-03-06"); // 64 days
    expect(correctedAge("2025-01-01", thirtySix, "2025-01-01")).toEqual({ days: -64, months: 0, postMenstrualDays: 216 });
    expect(correctedAgeLabel("2025-01-01", thirtySix, "2025-01-24", "en")).toBe("34 weeks 1 day postmenstrual age");
  });

  it("keeps whole weeks when no days are given, and nothing without weeks", () => {
    expect(gestationWeeks({ gestationalWeeks: 30, gestationalDays: null })).toBe(30);
    expect(gestationWeeks({ gestationalWeeks: 30 })).toBe(30);
    expect(gestationWeeks({ gestationalWeeks: null, gestationalDays: 3 })).toBeNull();
    // 36+6 is still preterm (under 37 completed weeks).
    expect(correctedAge("2025-01-01", gestationWeeks({ gestationalWeeks: 36, gestationalDays: 6 }), "2025-01-02")).not.toBeNull();
  });
});

describe("correctedAgeLabel", () => {
  it("after the due date: the age since it, in each language", () => {
    expect(correctedAgeLabel("2025-01-01", 32, "2025-04-07", "uz")).toBe("1 oy 12 kun"); // due 2025-02-26
    expect(correctedAgeLabel("2025-01-01", 32, "2025-04-07", "ru")).toBe("1 месяц 12 дней");
    expect(correctedAgeLabel("2025-01-01", 32, "2025-04-07", "en")).toBe("1 month 12 days");
  });

  it("before and on the due date: the postmenstrual age in weeks, named as such in every language", () => {
    expect(correctedAgeLabel("2025-01-01", 30, "2025-01-24", "uz")).toBe("33 hafta 2 kun (postmenstrual yosh)");
    expect(correctedAgeLabel("2025-01-01", 30, "2025-01-24", "ru")).toBe("33 недели 2 дня (постменструальный возраст)");
    expect(correctedAgeLabel("2025-01-01", 30, "2025-01-24", "en")).toBe("33 weeks 2 days postmenstrual age");
    expect(correctedAgeLabel("2025-01-01", 30, "2025-03-12", "uz")).toBe("40 hafta (postmenstrual yosh)");
    expect(showsPostMenstrualAge("2025-01-01", 30, "2025-03-12")).toBe(true);
    expect(showsPostMenstrualAge("2025-01-01", 30, "2025-03-13")).toBe(false);
    expect(showsPostMenstrualAge("2025-01-01", 39, "2025-01-02")).toBe(false);
  });

  it("never calls the postmenstrual age a corrected age, for any preterm birth and day before term", () => {
    fc.assert(
      fc.property(fc.integer({ min: 22 * 7, max: 36 * 7 + 6 }), fc.integer({ min: 0, max: 120 }), fc.constantFrom("uz", "ru", "en" as const), (gaDays, age, locale) => {
        const on = new Date(Date.UTC(2025, 0, 1 + age)).toISOString().slice(0, 10);
        const label = correctedAgeLabel("2025-01-01", gaDays / 7, on, locale)!;
        const pma = showsPostMenstrualAge("2025-01-01", gaDays / 7, on);
        expect(pma).toBe(gaDays + age <= 280);
        expect(label.includes(POSTMENSTRUAL_AGE_TERM[locale])).toBe(pma);
        expect(/tuzatilgan|скорректир|corrected/i.test(label)).toBe(false);
      }),
    );
  });

  it("is null when no correction applies", () => {
    expect(correctedAgeLabel("2025-01-01", 39, "2025-03-13", "uz")).toBeNull();
    expect(correctedAgeLabel("2022-01-01", 30, "2025-03-13", "uz")).toBeNull();
  });
});
