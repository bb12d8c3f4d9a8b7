// The checklist's window in the reader's words: Russian takes the dative singular after a count
// ending in 1 ("к 1 месяцу", "к 21 месяцу") and the plural otherwise; English "1 month"; Uzbek
// nouns do not change after a numeral.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { windowLabel } from "./page-messages";

describe("windowLabel", () => {
  it.each([
    ["ru", 1, "К 1\u00a0месяцу"],
    ["ru", 2, "К 2\u00a0месяцам"],
    ["ru", 9, "К 9\u00a0месяцам"],
    ["ru", 21, "К 21\u00a0месяцу"],
    ["ru", 24, "К 2\u00a0годам"],
    ["en", 1, "By 1\u00a0month"],
    ["en", 9, "By 9\u00a0months"],
    ["en", 36, "By 3\u00a0years"],
    ["uz", 9, "9\u00a0oylikgacha"],
    ["uz", 48, "4\u00a0yoshgacha"],
  ] as const)("%s, %i months: %s", (locale, months, expected) => {
    expect(windowLabel(months, locale)).toBe(expected);
  });

  it("Russian: singular after 1, 21, 31... (not 11), plural after every other count", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 23 }), (months) => {
        const singular = months % 10 === 1 && months % 100 !== 11;
        expect(windowLabel(months, "ru")).toBe(`К ${months}\u00a0${singular ? "месяцу" : "месяцам"}`);
      }),
    );
  });
});
