import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime, formatDay, formatDayRange, formatNumber, parseDecimal } from "@/lib/i18n/format";

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

// A browser whose ICU has no Uzbek (Debian's Chromium, some Android WebViews) formats "uz" with
// the root locale: "2026 M09 25", "12,345.6". The formatter must not depend on that data, or a
// page rendered on the server would change in the reader's browser.
describe("in a runtime without Uzbek locale data", () => {
  const real = Intl;
  const rootFor = (locales: Intl.LocalesArgument) => ([locales].flat().some((tag) => String(tag).startsWith("uz")) ? "und" : locales);
  beforeEach(() => {
    vi.stubGlobal("Intl", {
      ...real,
      NumberFormat: function (locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
        return new real.NumberFormat(rootFor(locales), options);
      },
      DateTimeFormat: function (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        return new real.DateTimeFormat(rootFor(locales), options);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("still writes Uzbek numbers and dates the Uzbek way", () => {
    expect(new Intl.DateTimeFormat("uz-Latn-UZ", { month: "long", timeZone: "UTC" }).format(new Date("2026-09-25"))).not.toContain("sentabr");
    expect(formatNumber(12345.6, "uz")).toBe("12\u00a0345,6");
    expect(formatNumber(-0.4, "uz", 2, 2)).toBe("-0,40");
    expect(formatDay("2026-09-25", "uz")).toBe("25-sentabr, 2026");
    expect(formatDate("2026-01-31T19:30:00Z", "uz")).toBe("1-fevral, 2026");
    expect(formatDateTime("2026-09-24T20:05:00Z", "uz")).toBe("25-sentabr, 2026, 01:05");
    expect(formatDayRange("2026-10-15", "2026-11-30", "uz")).toBe("15-oktabr – 30-noyabr, 2026");
    expect(formatDayRange("2026-12-20", "2027-01-10", "uz")).toBe("20-dekabr, 2026 – 10-yanvar, 2027");
  });
});

describe("the same outputs as a runtime with full Uzbek data (Node's ICU)", () => {
  it.each([0, 7.94, -1.25, 1234, 12345.678, 1e6])("formatNumber(%d, uz)", (value) => {
    expect(formatNumber(value, "uz", 2)).toBe(new Intl.NumberFormat("uz-Latn-UZ", { maximumFractionDigits: 2 }).format(value));
  });

  it.each(["2026-01-05", "2026-05-31", "2026-12-25"])("formatDay(%s, uz)", (day) => {
    expect(formatDay(day, "uz")).toBe(new Intl.DateTimeFormat("uz-Latn-UZ", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(day)));
  });
});
