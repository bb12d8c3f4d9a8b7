// Text rules of the sanitiser (spec 4.1 step 7, spec 8, CONTRACT 7.6), applied to every text of
// a model answer: brand and medicine names out, dosage-type numbers clamped to documented
// ranges, overly aggressive advice detected. Ranges and reasons: docs/soil-rules.md.
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
const NEUTRAL_TAIL = new RegExp(`${escape(NEUTRAL_PRODUCT_UZ)}(?:\\s+(?:${FORMULATION}|[A-Z]{2,4}${NA}|\\d+(?:[.,]\\d+)?\\s?(?:%|[A-Z]{2,3}${NA})))+`, "gu");
const MARKED = /(?:[\p{Lu}][\p{L}\p{N}'-]*\s+){0,2}[\p{L}\p{N}][\p{L}\p{N}'-]*\s?[®™]/gu;
const PRODUCT_WORDS = "(?:preparat|vosita|o'g'it|dori|pestitsid|gerbitsid|fungitsid|insektitsid|stimulyator|biopreparat|препарат|средств|удобрен|fertili[sz]er|product|herbicide|pesticide|fungicide|insecticide)";
const QUOTED = "[\"«“„]([^\"«»“”„\\n]{1,40})[\"»”“]";
const QUOTED_BEFORE = new RegExp(`${QUOTED}(?=\\s*(?:nomli\\s+)?${PRODUCT_WORDS})`, "giu");
const QUOTED_AFTER = new RegExp(`(?<=${PRODUCT_WORDS}[\\p{L}']*\\s+)${QUOTED}`, "giu");
const NAME_BEFORE_MARKER = /(?:[\p{Lu}][\p{L}\p{N}-]*\s+){1,3}(?=(?:brend|marka|firma|kompaniya|savdo belgisi)\p{L}*)/gu;
const NAME_AFTER_MARKER = /(?<=(?:[Bb]rend|[Bb]rand|[Бб]ренд|[Мм]арки|[Фф]ирмы|[Кк]омпании)\s+)["«“]?[\p{Lu}\p{N}][\p{L}\p{N}-]*["»”]?/gu;

/** Removes brand, company and medicine names; returns the text and whether anything changed. */
export function removeBrands(input: string): { text: string; removed: boolean } {
  let text = normalizeApostrophes(input);
  const before = text;
  text = text
    .replace(MARKED, NEUTRAL_PRODUCT_UZ)
    .replace(NAMES, NEUTRAL_PRODUCT_UZ)
    .replace(QUOTED_BEFORE, NEUTRAL_PRODUCT_UZ)
    .replace(QUOTED_AFTER, NEUTRAL_PRODUCT_UZ)
    .replace(NAME_BEFORE_MARKER, `${NEUTRAL_PRODUCT_UZ} `)
    .replace(NAME_AFTER_MARKER, NEUTRAL_PRODUCT_UZ)
    .replace(NEUTRAL_TAIL, NEUTRAL_PRODUCT_UZ)
    .replace(/[®™©]/g, "");
  const repeated = new RegExp(`${escape(NEUTRAL_PRODUCT_UZ)}(?:[\\s,/]+${escape(NEUTRAL_PRODUCT_UZ)})+`, "g");
  text = text.replace(repeated, NEUTRAL_PRODUCT_UZ);
  return { text, removed: text !== before };
}

// ---------- dosage-type numbers ----------

export type DoseKind = "nitrogen" | "phosphorus" | "potassium" | "fertilizer" | "gypsum" | "manure" | "water" | "solution";

/** Allowed ranges; the reasons are in docs/soil-rules.md. */
export const DOSE_RANGES: Record<DoseKind, { min: number; max: number; unit: string }> = {
  nitrogen: { min: 0, max: 250, unit: "kg/ga" },
  phosphorus: { min: 0, max: 150, unit: "kg/ga" },
  potassium: { min: 0, max: 150, unit: "kg/ga" },
  fertilizer: { min: 0, max: 250, unit: "kg/ga" },
  gypsum: { min: 0, max: 10, unit: "t/ga" },
  manure: { min: 0, max: 60, unit: "t/ga" },
  water: { min: 0, max: 8000, unit: "m3/ga" },
  solution: { min: 0, max: 2, unit: "%" },
};

type Context = DoseKind | "none";
const CONTEXT_WORDS: [Context, RegExp][] = [
  ["nitrogen", /azot|karbamid|selitra|ammiak|nitrat|азот|карбамид|селитр|nitrogen|urea|(?<![\p{L}])N(?![\p{L}\d])/giu],
  ["phosphorus", /fosfor|superfosfat|ammofos|p2o5|фосфор|суперфосфат|аммофос|phosph/giu],
  ["potassium", /kaliy|k2o|калий|калия|potass|potash/giu],
  ["gypsum", /gips|гипс|gypsum/giu],
  ["manure", /go'ng|kompost|chirindi|biogumus|навоз|компост|manure|compost/giu],
  ["fertilizer", /o'g'it|удобр|fertili[sz]/giu],
  // Seed rates and yields are not doses: "urug' 200 kg/ga", "hosil 40 t/ga".
  ["none", /urug'|hosil|семян|семена|урожа|seed|yield/giu],
];

const NUM = "(\\d+(?:[.,]\\d+)?)(?:\\s*(?:-|–|—|\\.\\.\\.?)\\s*(\\d+(?:[.,]\\d+)?))?";
const PER_HA = "(?:\\s*\\/\\s*(?:ga|ha|га|gektar\\p{L}*)|\\s+(?:gektariga|gektarga|har\\s+gektarga|на\\s+гектар|per\\s+hectare))";
const KG = "(?:kg|кг|kilogramm?|килограмм\\p{L}*)";
const TONNES = "(?:t|т|tonna|тонн\\p{L}*)";
const HA_FIRST = "(?:gektariga|har\\s+gektarga|на\\s+гектар|per\\s+hectare)\\s+";
const DOSE_PATTERNS: { unit: "kg" | "t" | "m3" | "pct"; re: RegExp }[] = [
  { unit: "kg", re: new RegExp(`${NB}${NUM}\\s*${KG}${PER_HA}`, "giu") },
  { unit: "kg", re: new RegExp(`(?<=${HA_FIRST})${NUM}\\s*${KG}${NA}`, "giu") },
  { unit: "t", re: new RegExp(`${NB}${NUM}\\s*${TONNES}${PER_HA}`, "giu") },
  { unit: "t", re: new RegExp(`(?<=${HA_FIRST})${NUM}\\s*${TONNES}${NA}`, "giu") },
  { unit: "m3", re: new RegExp(`${NB}${NUM}\\s*(?:m3|m³|м3|м³|kub\\.?\\s*metr\\p{L}*)${PER_HA}`, "giu") },
  { unit: "pct", re: new RegExp(`${NB}${NUM}\\s*%\\s*(?:-?\\s*li|lik|-?\\s*ли)?\\s+(?:eritma|suspenziya|solution|раствор)`, "giu") },
  { unit: "pct", re: new RegExp(`(?<=(?:eritma|solution|раствор|konsentratsiya|концентрац|concentration)\\p{L}*\\s+)${NUM}\\s*%`, "giu") },
];

function sentenceAround(text: string, index: number, length: number): { start: number; sentence: string } {
  const start = Math.max(...[".", "!", "?", ";", "\n"].map((c) => text.lastIndexOf(c, index - 1))) + 1;
  const ends = [".", "!", "?", ";", "\n"].map((c) => text.indexOf(c, index + length)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : text.length;
  return { start, sentence: text.slice(start, end) };
}

/** The dose kind for a number by the nearest context word in its sentence. */
function doseKind(unit: "kg" | "t" | "m3" | "pct", text: string, index: number, length: number): DoseKind | null {
  if (unit === "m3") return "water";
  if (unit === "pct") return "solution";
  const { start, sentence } = sentenceAround(text, index, length);
  const at = index - start;
  let best: { kind: Context; distance: number } | null = null;
  for (const [kind, re] of CONTEXT_WORDS) {
    for (const match of sentence.matchAll(re)) {
      const distance = Math.abs((match.index ?? 0) - at);
      if (!best || distance < best.distance) best = { kind, distance };
    }
  }
  const kind = best?.kind ?? (/(soling|bering|qo'llang|sepin|внес|apply)/iu.test(sentence) ? "fertilizer" : "none");
  if (kind === "none") return null;
  if (unit === "t") return kind === "gypsum" || kind === "manure" ? kind : null;
  return kind === "gypsum" || kind === "manure" ? null : kind;
}

const format = (n: number) => String(Math.round(n * 100) / 100);

/** Clamps dosage-type numbers into DOSE_RANGES; reports whether any was above its range. */
export function clampDoses(input: string): { text: string; clamped: string[]; overRange: boolean } {
  let text = input;
  const clamped: string[] = [];
  let overRange = false;
  for (const { unit, re } of DOSE_PATTERNS) {
    text = text.replace(re, (match: string, _first: string, second: string | undefined, offset: number, whole: string) => {
      const kind = doseKind(unit, whole, offset, match.length);
      if (!kind) return match;
      const { min, max } = DOSE_RANGES[kind];
      // Rewrite the first one or two numbers of the match (the value or range), not digits of
      // the unit ("m3").
      let left = second === undefined ? 1 : 2;
      let changed = false;
      const rewritten = match.replace(/\d+(?:[.,]\d+)?/g, (raw) => {
        if (left-- <= 0) return raw;
        const value = Number(raw.replace(",", "."));
        if (value > max) overRange = true;
        if (value <= max && value >= min) return raw;
        changed = true;
        return format(Math.min(max, Math.max(min, value)));
      });
      if (changed) clamped.push(kind);
      match = rewritten;
      return match;
    });
  }
  return { text, clamped, overRange };
}
