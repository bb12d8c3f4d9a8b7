// Property: litres of liquid fertilisers and complex NPK grades, in any area basis, number format
// and language, never reach the farmer above the nutrient caps; litres of a product whose
// density is unknown never reach the farmer at all. The test has its own conversion table
// (product labels, docs/soil-rules.md 9) and reads the number back from the sanitised text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeAnswer } from "./sanitize";
import { answerWithSentence } from "@/tests/helpers/soil";

type Nutrient = "N" | "P" | "K";
const CAPS: Record<Nutrient, number> = { N: 250, P: 150, K: 150 };
type Subject = { uz: string; ru: string; content: Partial<Record<Nutrient, number>>; kgPerLitre: number };

const LIQUIDS: Subject[] = [
  { uz: "KAS-32", ru: "КАС-32", content: { N: 0.32 }, kgPerLitre: 1.32 },
  { uz: "KAS-28", ru: "КАС-28", content: { N: 0.28 }, kgPerLitre: 1.28 },
  { uz: "UAN-32", ru: "КАС 32", content: { N: 0.32 }, kgPerLitre: 1.32 },
  { uz: "KAS", ru: "КАС", content: { N: 0.32 }, kgPerLitre: 1.32 },
  { uz: "karbamid-ammiak aralashmasi", ru: "карбамидно-аммиачной смеси", content: { N: 0.32 }, kgPerLitre: 1.32 },
  { uz: "suyuq kompleks o'g'it", ru: "ЖКУ", content: { N: 0.11, P: 0.37 }, kgPerLitre: 1.45 },
];
/** Fertilisers whose density the sanitiser does not know: in litres they must be hidden. */
const UNKNOWN_LIQUIDS = [
  { uz: "suyuq o'g'it", ru: "жидкого удобрения" },
  { uz: "karbamid", ru: "мочевины" },
  { uz: "azot", ru: "азота" },
];

/** A grade "n-p-k" written with or beside a product name; the content is the written grade. */
const graded = fc
  .record({
    n: fc.integer({ min: 0, max: 30 }),
    p: fc.integer({ min: 0, max: 30 }),
    k: fc.integer({ min: 1, max: 30 }),
    sep: fc.constantFrom("-", ":"),
    name: fc.constantFrom(["NPK {g}", "NPK {g}"], ["nitroammofoska {g}", "нитроаммофоски {g}"], ["azofoska ({g})", "азофоски ({g})"], ["{g} o'g'it", "удобрения {g}"]),
  })
  .map(({ n, p, k, sep, name }): Subject => {
    const grade = [n, p, k].join(sep);
    const content: Subject["content"] = { N: n / 100, P: p / 100, K: k / 100 };
    return { uz: name[0].replace("{g}", grade), ru: name[1].replace("{g}", grade), content, kgPerLitre: 1 };
  });

const MASS: Record<"uz" | "ru", [string, number][]> = { uz: [["kg", 1], ["t", 1000], ["sentner", 100]], ru: [["кг", 1], ["т", 1000], ["ц", 100]] };
const LITRES: Record<"uz" | "ru", [string, number][]> = { uz: [["litr", 1], ["l", 1]], ru: [["л", 1], ["литров", 1]] };
const AREAS: Record<"uz" | "ru", [string, number][]> = {
  uz: [["{s} {a}/ga soling.", 1], ["Gektariga {a} {s} bering.", 1], ["1 gektarga {a} {s} bering.", 1], ["{s}ni gektariga {a} hisobida bering.", 1], ["Har sotixga {a} {s} bering.", 100]],
  ru: [["Внесите {s} {a}/га.", 1], ["На гектар вносят {a} {s}.", 1], ["На 1 га {a} {s}.", 1], ["{a} {s} на сотку.", 100]],
};

const writtenNumber = fc.oneof(
  fc.integer({ min: 1, max: 99_999 }).map((n) => ({ text: String(n), value: n })),
  fc.integer({ min: 1000, max: 99_999 }).map((n) => ({ text: n.toLocaleString("en-US").replace(/,/g, " "), value: n })),
  fc.integer({ min: 1, max: 99_999 }).map((n) => ({ text: `${Math.floor(n / 10)},${n % 10}`, value: n / 10 })),
  fc.integer({ min: 1, max: 300 }).map((n) => ({ text: `${n} ming`, value: n * 1000 })),
);

/** The sentence with the amount, and every text the farmer sees of it, read back (null: removed). */
function shown(lang: "uz" | "ru", name: string, unit: string, template: string, number: { text: string; value: number }): (number | null)[] {
  const filled = template.replace("{s}", name).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const [before, after] = filled.split("{a}").map((part, i) => (i === 0 ? part : ` ${unit}${part}`));
  const result = sanitizeAnswer(answerWithSentence(`${before}${number.text}${after}`), { hasLab: true });
  if (!result.ok) throw new Error(result.reason);
  return [result.answer.summary_for_farmer_uz, ...result.answer.recommended_actions.map((a) => a.description_uz)].map((text) => {
    if (!text.startsWith(before) || !text.endsWith(after)) return null;
    const middle = text.slice(before.length, text.length - after.length);
    // A number written with a decimal point comes back with the Uzbek and Russian decimal comma.
    if (middle === number.text || middle === number.text.replace(".", ",")) return number.value;
    expect(middle, `${lang}: a clamped number is written plainly, with a decimal comma: ${text}`).toMatch(/^\d+(?:,\d+)?$/);
    return Number(middle.replace(",", "."));
  });
}

const case_ = (subjects: fc.Arbitrary<Subject>, units: typeof MASS) =>
  fc.constantFrom("uz" as const, "ru" as const).chain((lang) =>
    fc.record({ lang: fc.constant(lang), subject: subjects, unit: fc.constantFrom(...units[lang]), area: fc.constantFrom(...AREAS[lang]), number: writtenNumber }),
  );

describe("no litre or NPK dose above the caps reaches the farmer", () => {
  it.each([
    ["liquid fertilisers in litres", case_(fc.constantFrom(...LIQUIDS), LITRES)],
    ["complex NPK grades by mass", case_(graded, MASS)],
  ] as const)("%s", (_name, arbitrary) => {
    let kept = 0;
    fc.assert(
      fc.property(arbitrary, ({ lang, subject, unit, area, number }) => {
        for (const value of shown(lang, subject[lang], unit[0], area[0], number)) {
          if (value === null) continue;
          kept++;
          for (const [nutrient, share] of Object.entries(subject.content) as [Nutrient, number][]) {
            const kgHa = value * unit[1] * area[1] * subject.kgPerLitre * share;
            expect(kgHa, `${subject[lang]} ${value} ${unit[0]} (${area[0]})`).toBeLessThanOrEqual(CAPS[nutrient] * (1 + 1e-9));
          }
        }
      }),
      { numRuns: 600 },
    );
    // Not passing by hiding everything: most doses are kept, lowered where needed.
    expect(kept).toBeGreaterThan(600);
  });

  it("litres of a fertiliser with no known density are never shown", () => {
    const arbitrary = fc.constantFrom("uz" as const, "ru" as const).chain((lang) =>
      fc.record({ lang: fc.constant(lang), subject: fc.constantFrom(...UNKNOWN_LIQUIDS), unit: fc.constantFrom(...LITRES[lang]), area: fc.constantFrom(...AREAS[lang]), number: writtenNumber }),
    );
    fc.assert(
      fc.property(arbitrary, ({ lang, subject, unit, area, number }) => {
        expect(shown(lang, subject[lang], unit[0], area[0], number).every((value) => value === null)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
