// Text rules of the sanitiser (docs/soil-rules.md section 6), applied to every text of
// a model answer: brand and medicine names out. Doses: doses.ts; aggressive and harmful advice:
// aggressive.ts. Reasons: docs/soil-rules.md.
import { AGRO_BRANDS, FORMULATION_WORDS, MEDICINES } from "./brand-names";
import { normalizeApostrophes } from "./text";

/** What a removed brand or medicine becomes. */
export const NEUTRAL_PRODUCT_UZ = "tegishli vosita";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NB = "(?<![\\p{L}\\p{N}])"; // not after a letter or digit
const NA = "(?![\\p{L}\\p{N}])"; // not before a letter or digit
// Case endings after a name: Uzbek (Raundapni, Detsisdan) and Russian (Раундапом).
const SHORT_SUFFIX = "(?:'?(?:ni|ning|ga|da|dan|li|dek|lar|larni|dagi|ini|si)|а|у|ом|е|ы|ой|ами|ах)?";

function namePattern(name: string): string {
  const body = normalizeApostrophes(name).split(/[\s-]+/).map(escape).join("[\\s-]?");
  // Long names take any short ending; short ones only real case endings ("Decis" is not "decision").
  return body + (name.length >= 6 ? "[\\p{L}']{0,5}" : SHORT_SUFFIX);
}

const byLength = (names: readonly string[]) => [...new Set(names)].sort((a, b) => b.length - a.length);
const NAMES = new RegExp(`${NB}(?:${byLength([...AGRO_BRANDS, ...MEDICINES]).map(namePattern).join("|")})${NA}`, "giu");
const FORMULATION = byLength(FORMULATION_WORDS).map((w) => `${escape(w.charAt(0).toUpperCase() + w.slice(1))}|${escape(w.toUpperCase())}`).join("|");
// Case-sensitive on purpose: a trailing "EC", "Gold" or "050 CS" belongs to the trade name, "va" does not.
const neutralTail = (neutral: string) =>
  new RegExp(`${escape(neutral)}(?:\\s+(?:${FORMULATION}|[A-Z]{2,4}${NA}|\\d+(?:[.,]\\d+)?\\s?(?:%|[A-Z]{2,3}${NA})))+`, "gu");
const MARKED = /(?:[\p{Lu}][\p{L}\p{N}'-]*\s+){0,2}[\p{L}\p{N}][\p{L}\p{N}'-]*\s?[®™]/gu;
const PRODUCT_WORDS = "(?:preparat|vosita|o'g'it|dori|pestitsid|gerbitsid|fungitsid|insektitsid|stimulyator|biopreparat|препарат|средств|удобрен|fertili[sz]er|product|herbicide|pesticide|fungicide|insecticide)";
const QUOTED = "[\"«“„]([^\"«»“”„\\n]{1,40})[\"»”“]";
const QUOTED_BEFORE = new RegExp(`${QUOTED}(?=\\s*(?:nomli\\s+)?${PRODUCT_WORDS})`, "giu");
const QUOTED_AFTER = new RegExp(`(?<=${PRODUCT_WORDS}[\\p{L}']*\\s+)${QUOTED}`, "giu");
const NAME_BEFORE_MARKER = /(?:[\p{Lu}][\p{L}\p{N}-]*\s+){1,3}(?=(?:brend|marka|firma|kompaniya|savdo belgisi)\p{L}*)/gu;
const NAME_AFTER_MARKER = /(?<=(?:[Bb]rend|[Bb]rand|[Бб]ренд|[Мм]арки|[Фф]ирмы|[Кк]омпании)\s+)["«“]?[\p{Lu}\p{N}][\p{L}\p{N}-]*["»”]?/gu;

/**
 * Removes brand, company and medicine names; returns the text and whether anything changed. A
 * removed name becomes `neutral`, the report language's phrase (report-language.ts).
 */
export function removeBrands(input: string, neutral: string = NEUTRAL_PRODUCT_UZ): { text: string; removed: boolean } {
  let text = normalizeApostrophes(input);
  const before = text;
  text = text
    .replace(MARKED, neutral)
    .replace(NAMES, neutral)
    .replace(QUOTED_BEFORE, neutral)
    .replace(QUOTED_AFTER, neutral)
    .replace(NAME_BEFORE_MARKER, `${neutral} `)
    .replace(NAME_AFTER_MARKER, neutral)
    .replace(neutralTail(neutral), neutral)
    .replace(/[®™©]/g, "");
  const repeated = new RegExp(`${escape(neutral)}(?:[\\s,/]+${escape(neutral)})+`, "g");
  text = text.replace(repeated, neutral);
  return { text, removed: text !== before };
}

// Dosage-type numbers live in doses.ts (units.ts, products.ts); re-exported for the callers.
export { clampDoses, DOSE_RANGES, type DoseCheck, type DoseKind } from "./doses";
