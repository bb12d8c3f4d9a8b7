import { describe, expect, it } from "vitest";
import { formatDate, formatDayRange, formatDateTime, formatDay, formatNumber, parseDecimal } from "@/lib/i18n/format";

describe("formatNumber", () => {
  it.each([
    ["uz", 7.94, "7,9"],
    ["ru", 7.94, "7,9"],
    ["en", 7.94, "7.9"],
    ["uz", 12345.6, "12 345,6"],
    ["en", 12345.6, "12,345.6"],
  ] as const)("%s %d -> %s", (locale, value, expected) => {
    // Intl separates thousands with a no-break space; compare with plain spaces.
    expect(formatNumber(value, locale).replace(/[\u00a0\u202f]/g, " ")).toBe(expected);
  });

  it("keeps a minimum of decimals when asked", () => {
    expect(formatNumber(2, "uz", 2, 2)).toBe("2,00");
  });
});

describe("dates", () => {
  it("writes the Uzbek month out, never the three-letter 'sen'", () => {
    expect(formatDay("2026-09-25", "uz")).toBe("25-sentabr, 2026");
    expect(formatDay("2026-09-25", "ru")).toBe("25 сентября 2026 г.");
    expect(formatDay("2026-09-25", "en")).toBe("25 September 2026");
  });

  it("puts an instant on the Tashkent calendar (UTC+5)", () => {
    // 20:00 UTC on the 24th is already the 25th in Tashkent.
    expect(formatDate("2026-09-24T20:00:00Z", "uz")).toBe("25-sentabr, 2026");
    expect(formatDateTime("2026-09-24T20:05:00Z", "en")).toContain("01:05");
  });
});

describe("formatDayRange", () => {
  it("writes a window of days once, with the year once when both days share it", () => {
    // Intl puts thin and no-break spaces around the dash: read as plain spaces here.
    const plain = (text: string) => text.replace(/[\s\u2009\u202f\u00a0]/g, " ");
    expect(plain(formatDayRange("2026-10-15", "2026-11-30", "uz"))).toBe("15-oktabr – 30-noyabr, 2026");
    expect(plain(formatDayRange("2026-11-15", "2027-02-15", "ru"))).toBe("15 ноября 2026 г. – 15 февраля 2027 г.");
    expect(plain(formatDayRange("2027-05-05", "2027-05-20", "en"))).toBe("5 – 20 May 2027");
  });
});

describe("parseDecimal", () => {
  it.each([
    ["2,5", 2.5],
    ["2.5", 2.5],
    [" 1 250,5 ", 1250.5],
    ["1\u00a0250", 1250],
    ["-0,4", -0.4],
    [",5", 0.5],
    ["7", 7],
  ])("reads %j as %d", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(["", "abc", "1,250.5", "2,5,1", "1e3", "2..5", "12a"])("refuses %j", (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });
});
