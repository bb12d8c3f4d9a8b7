// Amounts and the area they are meant for, as farmers and models write them in Uzbek, Russian
// and English: "Har sotixga 10 kg", "1 m2 ga 50 g", "12 ming m3/ga", "2,5 ц/га", "на сотку 3 кг",
// "har tupga 30 g", "gektariga 200 litr". Every amount is converted to kg (m³ of water, litres
// of a liquid) per hectare. Rules: docs/soil-rules.md 9.
import { normalizeApostrophes } from "./text";

const NB = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}'])";
// "12 000", "12,000" and "12.000" are twelve thousand: a separator followed by exactly three
// digits is read as a thousands separator (the larger reading catches more). "1,5" is 1.5.
const GROUPED = "[1-9]\\d{0,2}(?:[ \\u00A0\\u202F,.]\\d{3})+(?!\\d)";
const PLAIN = "\\d+(?:[.,]\\d+)?";
const NUMBER = `(?:${GROUPED}|${PLAIN})`;
export const MULT = "\\s*(?:ming|тыс\\.?|тысяч\\p{L}*|thousand)(?![\\p{L}])";
const RANGE = "\\s*(?:-|–|—|\\.\\.\\.?)\\s*";

const UNIT = [
  "kg|кг|kilogramm?\\p{L}*|килограмм\\p{L}*",
  "gramm?\\p{L}*|грамм\\p{L}*|gr|гр|g|г",
  "tonna\\p{L}*|тонн\\p{L}*|tonnes?|tn|t|т",
  "sentner\\p{L}*|centner\\p{L}*|центнер\\p{L}*|ц|ts(?=\\s*\\/)|s(?=\\s*\\/)",
  "ml|мл|millilitr\\p{L}*|миллилитр\\p{L}*",
  "litr\\p{L}*|литр\\p{L}*|lit(?:er|re)s?|l|л",
  "m3|m³|м3|м³|kub\\.?\\s*metr\\p{L}*|kubometr\\p{L}*|кубометр\\p{L}*|куб\\.?\\s*м(?:етр\\p{L}*)?|cubic\\s+met\\p{L}*",
].join("|");

const AREA = [
  "(?:m2|m²|м2|м²|kv\\.?\\s*m(?:etr\\p{L}*)?|кв\\.?\\s*м(?:етр\\p{L}*)?|kvadrat\\s+metr\\p{L}*|квадратн\\p{L}*\\s+метр\\p{L}*|square\\s+met\\p{L}*|sq\\.?\\s*m)(?:\\s*ga)?",
  "sotix\\p{L}*|sotka\\p{L}*|сот(?:к|ок|ых)\\p{L}*",
  "gektar\\p{L}*|гектар\\p{L}*|hectare\\p{L}*|ga|ha|га",
  "tup(?:ga|iga|i|lar\\p{L}*)?|o'simlik\\p{L}*|ko'chat\\p{L}*|daraxt\\p{L}*|куст\\p{L}*|растени\\p{L}*|саженц\\p{L}*|дерев\\p{L}*|plants?|trees?|bush\\p{L}*|vines?",
].join("|");
const LEAD = "(?:\\/|har\\s+(?:bir\\s+)?|per\\s+|на\\s+(?:(?:каждый|каждую|каждое|один|одну|одно)\\s+)?|под\\s+|for\\s+each\\s+|each\\s+|every\\s+|bir\\s+)";

const AMOUNT = new RegExp(
  `${NB}(${NUMBER})((?:${MULT})?)(?:${RANGE}(${NUMBER})((?:${MULT})?))?\\s*(${UNIT})${END}` +
    `(?:(\\s*${LEAD}?\\s*)(?:(${PLAIN})\\s*)?(${AREA})${END})?`,
  "giud",
);
const MARKER = new RegExp(`${NB}(${LEAD})?\\s*(?:(${PLAIN})\\s*)?(${AREA})${END}`, "giu");

export type AreaKind = "ha" | "sotix" | "m2" | "plant";
/** Hectares per area unit. */
const HECTARES: Record<Exclude<AreaKind, "plant">, number> = { ha: 1, sotix: 0.01, m2: 0.0001 };

export type Area = { kind: AreaKind; count: number } | { kind: "assumed" };
export type NumberSpan = { start: number; end: number; value: number };
export type Amount = {
  start: number;
  end: number;
  numbers: NumberSpan[];
  /** Water in m³ ("volume"); a liquid product in litres ("liquid"). */
  measure: "mass" | "volume" | "liquid";
  /** kg (mass), m³ (volume) or litres (liquid) per unit written. */
  factor: number;
  area: Area;
};

function areaKind(text: string): AreaKind {
  const t = text.toLowerCase();
  if (/^(?:m2|m²|м2|м²|kv|кв|kvadrat|квадрат|square|sq)/u.test(t)) return "m2";
  if (/^(?:sotix|sotka|сот)/u.test(t)) return "sotix";
  if (/^(?:gektar|гектар|hectare|ga$|ha$|га$)/u.test(t)) return "ha";
  return "plant";
}

// Bare "ga" needs a count or a lead word ("1 ga", "har ga"), a plant word a lead or the dative
// ("har tupga", "tupiga", "на куст"): otherwise "o'simliklar uchun" would be read as per plant.
function acceptArea(kind: AreaKind, text: string, lead: string | undefined, count: string | undefined, suffix: boolean): boolean {
  const hasLead = Boolean(lead?.trim());
  if (kind === "ha" && /^(?:ga|ha|га)$/iu.test(text)) return suffix || hasLead || count !== undefined;
  if (kind === "plant") return hasLead || /^(?:tupga|tupiga|o'simlikka|ko'chatga|daraxtga)$/iu.test(text);
  return true;
}

function unitOf(text: string): { measure: Amount["measure"]; factor: number } {
  const t = text.toLowerCase();
  if (/^(?:ml|мл|milli|милли)/u.test(t)) return { measure: "liquid", factor: 0.001 };
  if (/^(?:l|л)/u.test(t)) return { measure: "liquid", factor: 1 };
  if (/^(?:m3|m³|м3|м³|kub|куб|cubic)/u.test(t)) return { measure: "volume", factor: 1 };
  if (/^(?:kg|кг|kilo|кило)/u.test(t)) return { measure: "mass", factor: 1 };
  if (/^(?:g|г)/u.test(t)) return { measure: "mass", factor: 0.001 };
  if (/^(?:t|т)(?!s)/u.test(t)) return { measure: "mass", factor: 1000 };
  return { measure: "mass", factor: 100 }; // centner: sentner, ц, s/ga, ts/ga
}

/** "12 000" -> 12000, "1,5" -> 1.5, "12 ming" -> 12000. */
export function parseNumber(raw: string, multiplied: boolean): number {
  const grouped = new RegExp(`^${GROUPED}$`, "u").test(raw);
  const value = grouped ? Number(raw.replace(/[ \u00A0\u202F,.]/g, "")) : Number(raw.replace(",", "."));
  return multiplied ? value * 1000 : value;
}

/** The sentence around a position: sentence ends are . ! ? ; before a space, or a line break. */
export function sentenceBounds(text: string, start: number, end: number): { start: number; end: number } {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(/[.!?;](?=\s|$)|\n/g)) {
    const at = m.index ?? 0;
    if (at < start) from = at + 1;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return { start: from, end: to };
}

function nearestMarker(text: string, amountStart: number, amountEnd: number): Area {
  const { start, end } = sentenceBounds(text, amountStart, amountEnd);
  const sentence = text.slice(start, end);
  let before: { at: number; area: Area } | null = null;
  let after: { at: number; area: Area } | null = null;
  for (const m of sentence.matchAll(MARKER)) {
    const kind = areaKind(m[3]);
    if (!acceptArea(kind, m[3], m[1], m[2], false)) continue;
    const at = start + (m.index ?? 0);
    const area: Area = { kind, count: m[2] ? parseNumber(m[2], false) || 1 : 1 };
    if (at + m[0].length <= amountStart) before = { at, area };
    else if (at >= amountEnd && !after) after = { at, area };
  }
  return before?.area ?? after?.area ?? { kind: "assumed" };
}

/** Every amount in a text with its unit and area; the text is expected apostrophe-normalised. */
export function findAmounts(input: string): Amount[] {
  const text = normalizeApostrophes(input);
  const amounts: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const idx = m.indices!;
    const multiplied = Boolean(m[4]?.trim());
    const numbers: NumberSpan[] = [{ start: idx[1][0], end: idx[2][1], value: parseNumber(m[1], Boolean(m[2]?.trim()) || multiplied) }];
    if (m[3] !== undefined) numbers.push({ start: idx[3][0], end: idx[4][1], value: parseNumber(m[3], multiplied) });
    let area: Area | null = null;
    if (m[8] !== undefined) {
      const kind = areaKind(m[8]);
      if (acceptArea(kind, m[8], m[6], m[7], true)) area = { kind, count: m[7] ? parseNumber(m[7], false) || 1 : 1 };
    }
    const end = area ? idx[0][1] : idx[5][1];
    amounts.push({ start: idx[0][0], end, numbers, ...unitOf(m[5]), area: area ?? nearestMarker(text, idx[0][0], end) });
  }
  return amounts;
}

/** Per-hectare value of one number of an amount, or null when a per-plant dose has no density. */
export function perHectare(value: number, amount: Amount, density: number | null): number | null {
  const quantity = value * amount.factor;
  const { area } = amount;
  if (area.kind === "assumed") return quantity;
  if (area.kind === "plant") return density === null ? null : (quantity / area.count) * density;
  return quantity / (area.count * HECTARES[area.kind]);
}
