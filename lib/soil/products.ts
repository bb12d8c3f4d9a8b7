// What a dose in a model answer is a dose OF: fertiliser products with their nutrient content,
// plain nutrients, gypsum, manure, and the words that mark a number as something else (seed
// rates, yields). Also the plant densities used to turn "grams per plant" into kg/ha. Sources
// and the reasons for each value: docs/soil-rules.md section 9.

import { adjacentGrade, findGrades, type Grade } from "./grades";

export type Nutrient = "nitrogen" | "phosphorus" | "potassium";

/** Nutrient caps, kg of N / P2O5 / K2O per hectare (docs/soil-rules.md section 6, dose ranges). */
export const NUTRIENT_CAPS: Record<Nutrient, number> = { nitrogen: 250, phosphorus: 150, potassium: 150 };

/** Share of each nutrient in a product (N, P2O5, K2O as fractions of the product mass). */
export type Content = Partial<Record<Nutrient, number>>;

export type DoseSubject =
  | { kind: "product"; id: string; content: Content; density?: number }
  | { kind: "nutrient"; nutrient: Nutrient }
  | { kind: "fertilizer" | "gypsum" | "manure" | "none" };

const L = "\\p{L}*"; // any case ending: karbamidni, мочевины, selitrasi

// Products first: their names contain nutrient words ("kaliy xlorid", "superfosfat"), and a
// product found at a place wins over the nutrient word inside it. Where a product comes in
// several grades, the grade with MORE nutrient is used, so the cap check catches more.
// Liquids carry their density (kg per litre) so a dose in litres can be checked.
const W = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})`, "giu");
const UAN = "(?:KAS|КАС|UAN)";
export const PRODUCTS: { id: string; words: RegExp; content: Content; density?: number }[] = [
  // UAN (urea-ammonium nitrate solution): 28 % N at about 1.28 kg/l, 30 % at 1.30, 32 % at 1.32;
  // "KAS" without a grade is read as KAS-32, the richest.
  { id: "uan_28", words: W(`${UAN}[-\\s]?28(?!\\d)`), content: { nitrogen: 0.28 }, density: 1.28 },
  { id: "uan_30", words: W(`${UAN}[-\\s]?30(?!\\d)`), content: { nitrogen: 0.3 }, density: 1.3 },
  { id: "uan_32", words: W(`${UAN}(?:[-\\s]?32(?!\\d)|(?![\\p{L}]))|karbamid-ammiak${L}\\s+(?:aralashma|eritma)${L}|карбамидно-аммиачн${L}\\s+смес${L}|urea[-\\s]ammonium\\s+nitrate(?:\\s+solution)?`), content: { nitrogen: 0.32 }, density: 1.32 },
  // Liquid complex fertiliser (ЖКУ, ammonium polyphosphate) 11-37-0 at about 1.45 kg/l.
  { id: "liquid_complex", words: W(`ЖКУ|жидк${L}\\s+комплексн${L}\\s+удобрени${L}|suyuq\\s+kompleks\\s+o'g'it${L}|ammoniy\\s+polifosfat${L}|полифосфат${L}\\s+аммони${L}|ammonium\\s+polyphosphate|APP(?![\\p{L}])`), content: { nitrogen: 0.11, phosphorus: 0.37 }, density: 1.45 },
  // Nitroammophoska, azofoska, nitrophoska: 16-16-16 unless a grade is written next to them.
  { id: "nitroammophoska", words: W(`nitroammofosk${L}|нитроаммофоск${L}|azofosk${L}|азофоск${L}|nitrofosk${L}|нитрофоск${L}|nitrophosk${L}`), content: { nitrogen: 0.16, phosphorus: 0.16, potassium: 0.16 } },
  // Nitroammophos (23-23-0) and nitrophos (about 23-17-0 / 24-14-0) are counted as 24 % N and
  // 23 % P2O5, the upper values of both, since farmers use the names loosely.
  { id: "nitrophos", words: W(`nitroammofos${L}|нитроаммофос${L}|nitrofos${L}|нитрофос${L}|nitrophos${L}`), content: { nitrogen: 0.24, phosphorus: 0.23 } },
  { id: "double_superphosphate", words: new RegExp(`qo'sh\\s+superfosfat${L}|двойн${L}\\s+суперфосфат${L}|double\\s+superphosphate`, "giu"), content: { phosphorus: 0.46 } },
  // Ammophos 11-52-0 and 12-52-0: 12 % N and 52 % P2O5 for the check.
  { id: "ammophos", words: new RegExp(`ammofos${L}|аммофос${L}|ammophos${L}`, "giu"), content: { nitrogen: 0.12, phosphorus: 0.52 } },
  { id: "urea", words: new RegExp(`karbamid${L}|mochevina${L}|карбамид${L}|мочевин${L}|urea`, "giu"), content: { nitrogen: 0.46 } },
  // Any "selitra" is read as ammonium nitrate (34 % N), the richest of the nitrates sold here.
  { id: "ammonium_nitrate", words: new RegExp(`(?:ammiakli\\s+|ammoniy\\s+)?selitra${L}|аммиачн${L}\\s+селитр${L}|селитр${L}|ammonium\\s+nitrate|ammoniy\\s+nitrat${L}`, "giu"), content: { nitrogen: 0.34 } },
  { id: "ammonium_sulphate", words: new RegExp(`ammoniy\\s+sulfat${L}|сульфат${L}\\s+аммони${L}|ammonium\\s+sulph?ate`, "giu"), content: { nitrogen: 0.21 } },
  // Superphosphate is 16-20 % P2O5; 20 % is used because it catches more.
  { id: "superphosphate", words: new RegExp(`superfosfat${L}|суперфосфат${L}|superphosphate`, "giu"), content: { phosphorus: 0.2 } },
  { id: "potassium_chloride", words: new RegExp(`kaliy\\s+xlorid${L}|xlorli\\s+kaliy${L}|хлорист${L}\\s+кали${L}|хлорид${L}\\s+кали${L}|кали${L}\\s+хлорист${L}|potassium\\s+chloride|muriate\\s+of\\s+potash|KCl`, "giu"), content: { potassium: 0.6 } },
  { id: "potassium_sulphate", words: new RegExp(`kaliy\\s+sulfat${L}|сульфат${L}\\s+кали${L}|potassium\\s+sulph?ate`, "giu"), content: { potassium: 0.5 } },
];

export const NUTRIENT_WORDS: { nutrient: Nutrient; words: RegExp }[] = [
  { nutrient: "nitrogen", words: new RegExp(`azot${L}|азот${L}|nitrogen`, "giu") },
  { nutrient: "nitrogen", words: /(?<![\p{L}])N(?![\p{L}\d])/gu }, // the symbol, capital only
  { nutrient: "phosphorus", words: new RegExp(`fosfor${L}|fosfat${L}|p2o5|фосфор${L}|фосфат${L}|phosph${L}`, "giu") },
  { nutrient: "potassium", words: new RegExp(`kaliy${L}|k2o|кали[йяюе]${L}|potass${L}|potash`, "giu") },
];

export const OTHER_WORDS: { kind: "gypsum" | "manure" | "fertilizer" | "none"; words: RegExp }[] = [
  { kind: "gypsum", words: /gips\p{L}*|гипс\p{L}*|gypsum/giu },
  { kind: "manure", words: /go'ng\p{L}*|kompost\p{L}*|chirindi\p{L}*|biogumus\p{L}*|навоз\p{L}*|компост\p{L}*|manure|compost/giu },
  { kind: "fertilizer", words: /o'g'it\p{L}*|удобр\p{L}*|fertili[sz]\p{L}*/giu },
  // Seed rates and yields are not doses: "urug' 200 kg/ga", "hosil 40 t/ga".
  { kind: "none", words: /urug'\p{L}*|hosil\p{L}*|семян|семена|урожа\p{L}*|seed\p{L}*|yield\p{L}*/giu },
];

/** Verbs of applying something: a number with one of these and no other word is a fertilizer dose. */
export const APPLY_VERBS = /soling|bering|qo'llang|sepin|внес|внос|apply/iu;

/**
 * Plants per hectare at the UPPER end of usual stands in Uzbekistan, so "grams per plant" turns
 * into the largest plausible kg/ha. A crop not listed here leaves the dose unchecked, and an
 * unchecked dose is hidden (never shown unchecked). Engineering priors [E], docs section 9.
 */
const crop = (words: string) => new RegExp(`(?<![\\p{L}'])(?:${words})`, "iu");
export const PLANT_DENSITIES: { crop: string; words: RegExp; perHa: number }[] = [
  { crop: "cotton", words: crop("paxta\\p{L}*|g'o'za\\p{L}*|хлопчатник\\p{L}*|хлопк\\p{L}*|cotton"), perHa: 120_000 },
  { crop: "maize", words: crop("makkajo'xori\\p{L}*|кукуруз\\p{L}*|maize|corn"), perHa: 100_000 },
  { crop: "potato", words: crop("kartoshka\\p{L}*|картофел\\p{L}*|potato\\p{L}*"), perHa: 70_000 },
  { crop: "tomato", words: crop("pomidor\\p{L}*|помидор\\p{L}*|томат\\p{L}*|tomato\\p{L}*"), perHa: 45_000 },
  { crop: "cucumber", words: crop("bodring\\p{L}*|огур\\p{L}*|cucumber\\p{L}*"), perHa: 50_000 },
  { crop: "cabbage", words: crop("karam\\p{L}*|капуст\\p{L}*|cabbage\\p{L}*"), perHa: 50_000 },
  { crop: "pepper", words: crop("qalampir\\p{L}*|перец|перц\\p{L}*|pepper\\p{L}*"), perHa: 60_000 },
  { crop: "melon", words: crop("qovun\\p{L}*|tarvuz\\p{L}*|дын\\p{L}*|арбуз\\p{L}*|melon\\p{L}*"), perHa: 12_000 },
  { crop: "grape", words: crop("uzum\\p{L}*|tok\\s+tup\\p{L}*|виноград\\p{L}*|grape\\p{L}*|vine\\p{L}*"), perHa: 4_000 },
  { crop: "fruit tree", words: crop("olma\\p{L}*|o'rik\\p{L}*|shaftoli\\p{L}*|nok\\p{L}*|gilos\\p{L}*|mevali\\s+daraxt\\p{L}*|яблон\\p{L}*|абрикос\\p{L}*|персик\\p{L}*|плодов\\p{L}*\\s+дерев\\p{L}*|сад\\p{L}*|orchard\\p{L}*|fruit\\s+tree\\p{L}*"), perHa: 2_500 },
];

/** The densest stand among the crops a sentence names, or null when it names none listed. */
export function plantDensity(sentence: string): number | null {
  const named = PLANT_DENSITIES.filter((entry) => entry.words.test(sentence)).map((entry) => entry.perHa);
  return named.length ? Math.max(...named) : null;
}

/** The largest amount of a product (kg/ha) that keeps every nutrient in it within its cap. */
export function productCapKgHa(content: Content): { cap: number; nutrient: Nutrient } {
  let best: { cap: number; nutrient: Nutrient } | null = null;
  for (const [nutrient, share] of Object.entries(content) as [Nutrient, number][]) {
    const cap = NUTRIENT_CAPS[nutrient] / share;
    if (!best || cap < best.cap) best = { cap, nutrient };
  }
  return best ?? { cap: Infinity, nutrient: "nitrogen" };
}

type Found = { subject: DoseSubject; index: number; end: number };

/**
 * Every dose subject named in a sentence, products masking the nutrient words inside them. A
 * grade ("16-16-16") written next to a product or "o'g'it" is that product's content (grades.ts).
 */
export function subjectsIn(sentence: string): Found[] {
  const found: Found[] = [];
  const grades = findGrades(sentence);
  const used = new Set<Grade>();
  const overlaps = (index: number, end: number) => found.some((f) => index < f.end && end > f.index);
  const add = (subject: DoseSubject, re: RegExp, graded = false) => {
    for (const m of sentence.matchAll(re)) {
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (overlaps(index, end)) continue;
      const grade = graded ? adjacentGrade(sentence, index, end, grades, used) : null;
      if (!grade) {
        found.push({ subject, index, end });
        continue;
      }
      used.add(grade);
      const product = subject.kind === "product" ? subject : { id: "grade", density: undefined };
      found.push({ subject: { kind: "product", id: product.id, content: grade.content, density: product.density }, index: Math.min(index, grade.index), end: Math.max(end, grade.end) });
    }
  };
  for (const p of PRODUCTS) add({ kind: "product", id: p.id, content: p.content, density: p.density }, p.words, true);
  for (const o of OTHER_WORDS) if (o.kind === "fertilizer") add({ kind: o.kind }, o.words, true);
  for (const grade of grades) if (!used.has(grade) && !overlaps(grade.index, grade.end)) found.push({ subject: { kind: "product", id: "grade", content: grade.content }, index: grade.index, end: grade.end });
  for (const n of NUTRIENT_WORDS) add({ kind: "nutrient", nutrient: n.nutrient }, n.words);
  for (const o of OTHER_WORDS) if (o.kind !== "fertilizer") add({ kind: o.kind }, o.words);
  return found;
}
