// Dosage-type numbers of a model answer held to documented caps (docs/soil-rules.md sections 6 and
// 9). Any unit and area basis is converted to kg (or m³) per hectare first (units.ts), fertiliser
// products to the nutrients they carry (products.ts); a number above its cap is lowered in the unit
// it was written in. Caps and reasons: docs/soil-rules.md sections 6 and 9.
import { APPLY_VERBS, NUTRIENT_CAPS, plantDensity, productCapKgHa, subjectsIn, type DoseSubject } from "./products";
import { ambiguousAmountStarts, maskGrades } from "./grades";
import { normalizeApostrophes } from "./text";
import { findAmounts, perHectare, sentenceBounds, type Amount } from "./units";

export type DoseKind = "nitrogen" | "phosphorus" | "potassium" | "fertilizer" | "gypsum" | "manure" | "water" | "solution";

/** Allowed ranges; the reasons are in docs/soil-rules.md. Nutrients are kg of N, P2O5, K2O. */
export const DOSE_RANGES: Record<DoseKind, { min: number; max: number; unit: string }> = {
  nitrogen: { min: 0, max: NUTRIENT_CAPS.nitrogen, unit: "kg/ga" },
  phosphorus: { min: 0, max: NUTRIENT_CAPS.phosphorus, unit: "kg/ga" },
  potassium: { min: 0, max: NUTRIENT_CAPS.potassium, unit: "kg/ga" },
  fertilizer: { min: 0, max: 250, unit: "kg/ga" },
  gypsum: { min: 0, max: 10, unit: "t/ga" },
  manure: { min: 0, max: 60, unit: "t/ga" },
  water: { min: 0, max: 8000, unit: "m3/ga" },
  solution: { min: 0, max: 2, unit: "%" },
};

/** Density (kg/l) for a grade written without a product name: above any liquid fertiliser [E]. */
export const GRADE_LIQUID_DENSITY = 1.5;

type Limit = { kind: DoseKind; cap: number } | "unchecked" | null;

/** The cap for an amount in its base unit per hectare (kg/ha, m³/ha of water, l/ha of a liquid). */
function capFor(subject: DoseSubject, measure: Amount["measure"]): Limit {
  if (measure === "volume") return { kind: "water", cap: DOSE_RANGES.water.max };
  if (measure === "liquid") {
    // Litres need the product's density: only liquids we know, or a written grade, are checked.
    if (subject.kind === "none") return null;
    const density = subject.kind === "product" ? (subject.density ?? (subject.id === "grade" ? GRADE_LIQUID_DENSITY : null)) : null;
    if (subject.kind !== "product" || density === null) return "unchecked";
    const { cap, nutrient } = productCapKgHa(subject.content);
    return { kind: nutrient, cap: cap / density };
  }
  switch (subject.kind) {
    case "product": {
      const { cap, nutrient } = productCapKgHa(subject.content);
      return { kind: nutrient, cap };
    }
    case "nutrient":
      return { kind: subject.nutrient, cap: NUTRIENT_CAPS[subject.nutrient] };
    case "fertilizer":
      return { kind: "fertilizer", cap: DOSE_RANGES.fertilizer.max };
    case "gypsum":
    case "manure":
      return { kind: subject.kind, cap: DOSE_RANGES[subject.kind].max * 1000 };
    default:
      return null;
  }
}

/** What the amount is a dose of: the nearest named subject in its sentence. */
function subjectOf(sentence: string, at: number, end: number): DoseSubject | null {
  let best: { subject: DoseSubject; distance: number } | null = null;
  for (const found of subjectsIn(sentence)) {
    const distance = found.end <= at ? at - found.end : Math.max(0, found.index - end);
    if (!best || distance < best.distance) best = { subject: found.subject, distance };
  }
  return best?.subject ?? null;
}

// Litres that are the carrier, not the dose: "10 litr suvga", "на 10 л воды", "300 l ishchi eritma".
const CARRIER = /^\s*(?:suv|вод[аыуе]|water|ishchi\s+eritma|рабоч\p{L}*\s+раствор|spray\s+solution)/iu;
// Pesticide rates in litres are not fertiliser doses (brand names are removed elsewhere).
const PESTICIDE = /gerbitsid|pestitsid|fungitsid|insektitsid|defoliant|dorila|гербицид|пестицид|фунгицид|инсектицид|дефолиант|herbicid|pesticid|fungicid|insecticid/iu;

/** The cap that holds an amount, "unchecked" when it is a dose we cannot check, null when no dose. */
function limitOf(text: string, amount: Amount, sentence: string, offset: number): Limit {
  if (amount.measure === "liquid" && CARRIER.test(text.slice(amount.end))) return null;
  const subject = subjectOf(sentence, amount.start - offset, amount.end - offset);
  if (subject) return capFor(subject, amount.measure);
  if (amount.measure === "volume") return capFor({ kind: "none" }, "volume");
  if (!APPLY_VERBS.test(sentence) || (amount.measure === "liquid" && PESTICIDE.test(sentence))) return null;
  return capFor({ kind: "fertilizer" }, amount.measure);
}

/** Rounds down to two significant digits: 543.4 -> 540, 5.43 -> 5.4 (never above the cap). */
function floorNice(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Number((Math.floor(value / step + 1e-9) * step).toPrecision(12));
}

// A number we write is a decimal, so it takes the texts' comma here ("0,0049 l"), or the point in
// an English text (`decimalComma` false); the sanitiser's later pass over the model's own
// numbers (uzDecimalCommas, text.ts) must leave a point before three or more digits alone, as
// "1.000" may be a thousand.
const writer = (decimalComma: boolean) => (n: number) => (decimalComma ? String(n).replace(".", ",") : String(n));

const NB = "(?<![\\p{L}\\p{N}])";
const NUM = "(\\d+(?:[.,]\\d+)?)(?:\\s*(?:-|–|—|\\.\\.\\.?)\\s*(\\d+(?:[.,]\\d+)?))?";
const SOLUTION_PATTERNS = [
  new RegExp(`${NB}${NUM}\\s*%\\s*(?:-?\\s*li|lik|-?\\s*ли)?\\s+(?:eritma|suspenziya|solution|раствор)`, "giu"),
  new RegExp(`(?<=(?:eritma|solution|раствор|konsentratsiya|концентрац|concentration)\\p{L}*\\s+)${NUM}\\s*%`, "giu"),
];

function clampSolutions(input: string, clamped: Set<DoseKind>, written: (n: number) => string): { text: string; overRange: boolean } {
  let overRange = false;
  const { max } = DOSE_RANGES.solution;
  let text = input;
  for (const re of SOLUTION_PATTERNS) {
    text = text.replace(re, (match: string, _first: string, second: string | undefined) => {
      let left = second === undefined ? 1 : 2;
      return match.replace(/\d+(?:[.,]\d+)?/g, (raw) => {
        if (left-- <= 0) return raw;
        const value = Number(raw.replace(",", "."));
        if (value <= max) return raw;
        overRange = true;
        clamped.add("solution");
        return written(Math.round(max * 100) / 100);
      });
    });
  }
  return { text, overRange };
}

// Agronomists' formula notation "N180P120K60" (kg of N, P2O5, K2O per hectare), also with
// subscript digits (N₁₈₀P₁₂₀K₆₀). "P2O5" and "K2O" are not formulas: a letter follows the digit.
const FORMULA = /(?<![\p{L}\p{N}])(?:[NPK](?:\d{1,4}|[₀-₉]{1,4})){1,3}(?![\p{L}\p{N}₀-₉])/gu;
const FORMULA_KIND = { N: "nitrogen", P: "phosphorus", K: "potassium" } as const;
const SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉";

function clampFormulas(input: string, clamped: Set<DoseKind>): { text: string; overRange: boolean } {
  let overRange = false;
  const text = input.replace(FORMULA, (formula) =>
    formula.replace(/([NPK])(\d+|[₀-₉]+)/gu, (part, letter: "N" | "P" | "K", digits: string) => {
      const subscript = !/^\d/.test(digits);
      const value = Number(subscript ? [...digits].map((d) => SUBSCRIPT.indexOf(d)).join("") : digits);
      const kind = FORMULA_KIND[letter];
      if (value <= NUTRIENT_CAPS[kind]) return part;
      overRange = true;
      clamped.add(kind);
      return `${letter}${NUTRIENT_CAPS[kind]}`;
    }),
  );
  return { text, overRange };
}

export type DoseCheck = {
  text: string;
  /** Kinds whose numbers were lowered. */
  clamped: DoseKind[];
  /** Some dose was above its cap. */
  overRange: boolean;
  /** Some dose could not be checked: grams per plant of a crop with no known density, litres of an unknown product. */
  unchecked: boolean;
};

/** Lowers every dose above its cap to the cap, in the unit it was written in. */
export function clampDoses(input: string, decimalComma = true): DoseCheck {
  const written = writer(decimalComma);
  const norm = normalizeApostrophes(input);
  const clamped = new Set<DoseKind>();
  const edits: { start: number; end: number; text: string }[] = [];
  let overRange = false;
  let unchecked = false;
  const ambiguous = ambiguousAmountStarts(norm);
  for (const amount of findAmounts(maskGrades(norm))) {
    const bounds = sentenceBounds(norm, amount.start, amount.end);
    const sentence = norm.slice(bounds.start, bounds.end);
    const limit = limitOf(norm, amount, sentence, bounds.start);
    if (!limit) continue;
    if (limit === "unchecked" || ambiguous.has(amount.numbers[0].start)) {
      unchecked = true;
      continue;
    }
    const density = amount.area.kind === "plant" ? plantDensity(sentence) : null;
    for (const number of amount.numbers) {
      const perHa = perHectare(number.value, amount, density);
      if (perHa === null) {
        unchecked = true;
        continue;
      }
      if (perHa <= limit.cap * (1 + 1e-9)) continue;
      overRange = true;
      clamped.add(limit.kind);
      edits.push({ start: number.start, end: number.end, text: written(floorNice((number.value * limit.cap) / perHa)) });
    }
  }
  let text = input;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  const solutions = clampSolutions(text, clamped, written);
  const formulas = clampFormulas(solutions.text, clamped);
  return { text: formulas.text, clamped: [...clamped], overRange: overRange || solutions.overRange || formulas.overRange, unchecked };
}
