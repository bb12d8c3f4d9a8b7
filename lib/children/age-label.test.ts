import { describe, expect, it } from "vitest";
import { ageInDays, ageInMonths, ageLabel, russianPlural } from "@/lib/children/age-label";

describe("ageLabel", () => {
  // [birthDate, today, uz, ru, en]
  it.each<[string, string, string, string, string]>([
    ["2025-03-10", "2025-03-10", "Bugun tug'ilgan", "Первый день жизни", "Born today"], // born today: words, not "0 kun"
    ["2025-03-10", "2025-03-11", "1 kun", "1 день", "1 day"],
    ["2025-03-10", "2025-03-12", "2 kun", "2 дня", "2 days"],
    ["2025-03-10", "2025-03-22", "12 kun", "12 дней", "12 days"],
    ["2025-03-10", "2025-03-31", "21 kun", "21 день", "21 days"],
    ["2025-03-10", "2025-04-09", "30 kun", "30 дней", "30 days"],
    ["2025-03-10", "2025-04-10", "1 oy", "1 месяц", "1 month"], // exactly 1 month
    ["2025-03-10", "2025-04-11", "1 oy 1 kun", "1 месяц 1 день", "1 month 1 day"],
    ["2024-10-01", "2025-03-13", "5 oy 12 kun", "5 месяцев 12 дней", "5 months 12 days"],
    ["2024-11-05", "2025-02-09", "3 oy 4 kun", "3 месяца 4 дня", "3 months 4 days"],
    // Born on the 31st: anniversaries in short months fall on the month's last day.
    ["2025-01-31", "2025-02-27", "27 kun", "27 дней", "27 days"],
    ["2025-01-31", "2025-02-28", "1 oy", "1 месяц", "1 month"],
    ["2025-01-31", "2025-03-01", "1 oy 1 kun", "1 месяц 1 день", "1 month 1 day"],
    ["2025-01-31", "2025-03-30", "1 oy 30 kun", "1 месяц 30 дней", "1 month 30 days"],
    ["2025-01-31", "2025-03-31", "2 oy", "2 месяца", "2 months"],
    ["2025-01-31", "2025-04-30", "3 oy", "3 месяца", "3 months"],
    ["2025-01-31", "2025-05-30", "3 oy 30 kun", "3 месяца 30 дней", "3 months 30 days"],
    ["2024-01-31", "2024-02-29", "1 oy", "1 месяц", "1 month"], // leap February
    ["2024-03-31", "2024-04-30", "1 oy", "1 месяц", "1 month"],
    ["2024-08-31", "2024-09-29", "29 kun", "29 дней", "29 days"],
    // 11 months 30 days: the last day under one year.
    ["2024-01-31", "2025-01-30", "11 oy 30 kun", "11 месяцев 30 дней", "11 months 30 days"],
    // Exactly one year and beyond.
    ["2024-01-31", "2025-01-31", "1 yosh", "1 год", "1 year"],
    ["2024-03-10", "2025-03-10", "1 yosh", "1 год", "1 year"],
    ["2024-03-10", "2025-03-09", "11 oy 27 kun", "11 месяцев 27 дней", "11 months 27 days"],
    ["2024-03-10", "2025-04-10", "1 yosh 1 oy", "1 год 1 месяц", "1 year 1 month"],
    ["2024-03-10", "2025-04-09", "1 yosh", "1 год", "1 year"], // days are not shown from 1 year
    ["2023-03-10", "2025-03-10", "2 yosh", "2 года", "2 years"], // 2 years 0 months
    ["2022-12-05", "2025-03-20", "2 yosh 3 oy", "2 года 3 месяца", "2 years 3 months"],
    ["2019-01-15", "2025-12-20", "6 yosh 11 oy", "6 лет 11 месяцев", "6 years 11 months"],
    ["2014-06-01", "2025-06-01", "11 yosh", "11 лет", "11 years"],
    ["2004-06-01", "2025-07-01", "21 yosh 1 oy", "21 год 1 месяц", "21 years 1 month"],
    // Feb 29 births: the anniversary in a non-leap year is Feb 28.
    ["2024-02-29", "2025-02-27", "11 oy 29 kun", "11 месяцев 29 дней", "11 months 29 days"],
    ["2024-02-29", "2025-02-28", "1 yosh", "1 год", "1 year"],
    ["2024-02-29", "2025-03-01", "1 yosh", "1 год", "1 year"],
    ["2024-02-29", "2024-03-29", "1 oy", "1 месяц", "1 month"],
    ["2024-02-29", "2028-02-29", "4 yosh", "4 года", "4 years"],
    // Month and year boundaries.
    ["2024-12-31", "2025-01-01", "1 kun", "1 день", "1 day"],
    ["2024-12-15", "2025-01-15", "1 oy", "1 месяц", "1 month"],
  ])("%s -> %s", (birth, today, uz, ru, en) => {
    expect(ageLabel(birth, today, "uz")).toBe(uz);
    expect(ageLabel(birth, today, "ru")).toBe(ru);
    expect(ageLabel(birth, today, "en")).toBe(en);
  });

  it("throws when the birth date is after today (a caller bug)", () => {
    expect(() => ageLabel("2025-03-11", "2025-03-10", "uz")).toThrow(RangeError);
    expect(() => ageInMonths("2026-01-01", "2025-12-31")).toThrow(RangeError);
    expect(() => ageInDays("2026-01-01", "2025-12-31")).toThrow(RangeError);
  });

  it.each(["2025-02-30", "2025-13-01", "25-01-01", "2025-1-1", "", "2025-01-01T00:00:00Z"])(
    "rejects the malformed date %j",
    (bad) => {
      expect(() => ageLabel(bad, "2025-03-10", "en")).toThrow(RangeError);
      expect(() => ageLabel("2020-01-01", bad, "en")).toThrow(RangeError);
    },
  );
});

describe("ageInMonths / ageInDays", () => {
  it.each<[string, string, number, number]>([
    ["2025-03-10", "2025-03-10", 0, 0],
    ["2025-03-10", "2025-04-09", 0, 30],
    ["2025-03-10", "2025-04-10", 1, 31],
    ["2025-01-31", "2025-02-28", 1, 28],
    ["2024-02-29", "2025-02-28", 12, 365],
    ["2024-01-31", "2025-01-30", 11, 365],
    ["2023-03-10", "2025-03-10", 24, 731],
    ["2020-01-01", "2024-12-31", 59, 1826],
  ])("%s .. %s: %i months, %i days", (birth, today, months, days) => {
    expect(ageInMonths(birth, today)).toBe(months);
    expect(ageInDays(birth, today)).toBe(days);
  });
});

describe("Russian plural forms", () => {
  it.each<[number, "one" | "few" | "many"]>([
    [0, "many"], [1, "one"], [2, "few"], [3, "few"], [4, "few"], [5, "many"], [9, "many"],
    [10, "many"], [11, "many"], [12, "many"], [13, "many"], [14, "many"], [15, "many"],
    [20, "many"], [21, "one"], [22, "few"], [24, "few"], [25, "many"], [30, "many"],
    [31, "one"], [100, "many"], [101, "one"], [104, "few"], [111, "many"], [112, "many"],
    [121, "one"], [1001, "one"], [1011, "many"],
  ])("%i -> %s", (n, category) => {
    expect(russianPlural(n)).toBe(category);
  });

  // Year and day labels for the numbers the brief names.
  it.each<[string, string, string]>([
    ["2024-01-01", "2025-01-01", "1 год"],
    ["2023-01-01", "2025-01-01", "2 года"],
    ["2020-01-01", "2025-01-01", "5 лет"],
    ["2014-01-01", "2025-01-01", "11 лет"],
    ["2004-01-01", "2025-01-01", "21 год"],
    ["2003-01-01", "2025-01-01", "22 года"],
    ["2025-01-01", "2025-01-06", "5 дней"],
    ["2025-01-01", "2025-01-12", "11 дней"],
    ["2025-01-01", "2025-01-23", "22 дня"],
    ["2024-12-01", "2025-05-01", "5 месяцев"],
    ["2024-12-01", "2025-02-01", "2 месяца"],
  ])("%s .. %s -> %s", (birth, today, label) => {
    expect(ageLabel(birth, today, "ru")).toBe(label);
  });
});
