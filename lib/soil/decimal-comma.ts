// Uzbek writes a decimal comma ("pH 8,6", "2,5 t/ga"), as the farmers' pages and the rules'
// texts do (lib/i18n/format.ts, issue 28 "Words"). A model's Uzbek text, and the numbers the
// sanitiser writes into it (a clamped dose, a measured pH), may carry a decimal point instead.
// Only a number that is plainly a quantity is changed: a pH value, or a number before a unit or
// a percent sign. A date ("15.03.2025") or a section number ("3.2-band") is left as written.

// A decimal with a point, not part of a longer chain of dots (a date) or commas.
const DECIMAL = /(?<![\d.,])(\d{1,4})\.(\d{1,6})(?!\d|[.,]\d)/gu;
// A pH quoted just before: "pH 8.6", "pH qiymati 7.9", "pH 7.5-8.5" (the second of a range).
// (Cyrillic р and Н typed for the Latin letters count too.)
const PH_BEFORE = /(?<!\p{L})[p\u0440][H\u041D](?!\p{L})\D{0,25}(?:\d+(?:[.,]\d+)?\s*(?:-|–|—|\.\.\.?)\s*)?$/u;
// A unit or a percent sign just after, also after a range's second number ("1.5-2.5 t/ga").
const UNIT_AFTER =
  /^\s*(?:(?:-|–|—|\.\.\.?)\s*\d+(?:[.,]\d+)?\s*)?(?:%|(?:t|ts|tonna\p{L}*|kg|g|mg|ga|gektar\p{L}*|sotix\p{L}*|sentner\p{L}*|m³|m3|l|litr\p{L}*|dS\/m|ds\/m|mmol\p{L}*|mm|sm|т|тонн\p{L}*|ц|центнер\p{L}*|кг|г|мг|га|л|литр\p{L}*|дС\/м|мм|см|ммоль\p{L}*)(?!\p{L}))/iu;

/** The Uzbek text with a decimal comma in its pH values and quantities. */
export function uzDecimalComma(text: string): string {
  return text.replace(DECIMAL, (match: string, whole: string, fraction: string, offset: number, all: string) => {
    const before = all.slice(Math.max(0, offset - 40), offset);
    const after = all.slice(offset + match.length, offset + match.length + 40);
    return PH_BEFORE.test(before) || UNIT_AFTER.test(after) ? `${whole},${fraction}` : match;
  });
}
