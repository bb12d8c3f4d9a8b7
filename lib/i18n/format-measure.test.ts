// A number and its unit stay together: whatever the value and the language, the text holds no
// breakable space, and it reads back as the number it was given (docs/accessibility.md).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatMeasure, parseDecimal } from "@/lib/i18n/format";
import { LOCALES } from "@/lib/i18n/locale";
import { PARENTS } from "@/lib/i18n/parents";

describe("formatMeasure", () => {
  it("never breaks between the number and its unit, and keeps the number", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 999, noNaN: true }), fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 2 }), (value, locale, digits) => {
        const unit = PARENTS[locale].cm;
        const text = formatMeasure(value, unit, locale, digits);
        // No character a browser may break a line at (a plain space, a tab, a hyphen).
        expect(text).not.toMatch(/[ \t\n-]/);
        expect(text.endsWith(`\u00a0${unit}`)).toBe(true);
        const number = parseDecimal(text.slice(0, -unit.length - 1));
        expect(number).toBeCloseTo(Number(value.toFixed(digits)), digits);
      }),
      { numRuns: 300 },
    );
  });

  it("writes the tiles' values the way each language does", () => {
    expect(formatMeasure(104.5, "sm", "uz")).toBe("104,5\u00a0sm");
    expect(formatMeasure(104.5, "см", "ru")).toBe("104,5\u00a0см");
    expect(formatMeasure(104.5, "cm", "en")).toBe("104.5\u00a0cm");
    expect(formatMeasure(12.35, "kg", "uz", 2)).toBe("12,35\u00a0kg");
    expect(formatMeasure(1234.5, "g", "ru")).toBe("1\u00a0234,5\u00a0g");
  });
});
